"""Case discovery and difftest.toml.

A corpus is a directory (or single file). Every .mlir/.mlirbc under it is a
case. An optional difftest.toml at the corpus root sets defaults, variants and
per-case overrides. Unknown keys are errors naming the key and the file, so a
typo never silently turns a check off.
"""
from __future__ import annotations

import fnmatch
import sys
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

CASE_SUFFIXES = (".mlir", ".mlirbc")
CONFIG_NAME = "difftest.toml"

INPUT_KEYS = {"distribution", "low", "high", "mean", "std", "value", "shape", "file"}
DISTRIBUTIONS = {"uniform", "normal", "randint", "zeros", "ones", "fill", "arange"}
VARIANT_KEYS = {"flags", "description"}
VARIANT_NAMES = {"baseline", "candidate", "reference"}


class ConfigError(ValueError):
    """A difftest.toml problem; the message names the file and the key."""


@dataclass(frozen=True)
class InputSpec:
    distribution: str | None = None
    low: float | None = None
    high: float | None = None
    mean: float | None = None
    std: float | None = None
    value: float | None = None
    shape: tuple[int, ...] | None = None
    file: Path | None = None


@dataclass(frozen=True)
class CaseConfig:
    entry: str | None = None
    seed: int = 0
    rtol: float | None = None
    atol: float | None = None
    flags: tuple[str, ...] = ()  # extra compile flags for every variant of this case
    compile_timeout: float = 600.0
    run_timeout: float = 300.0
    inputs: dict[str, InputSpec] = field(default_factory=dict)
    inputs_file: Path | None = None
    golden: Path | None = None
    xfail: str | None = None
    skip: str | None = None
    expect: tuple[str, ...] = ()
    logits: tuple[int, ...] = ()  # output indices whose last axis is a vocabulary


CASE_KEYS = {
    "entry", "seed", "rtol", "atol", "flags", "compile_timeout", "run_timeout",
    "inputs", "inputs_file", "golden", "xfail", "skip", "expect", "logits",
}
TOP_KEYS = {"defaults", "variants", "cases"}


@dataclass(frozen=True)
class Case:
    name: str
    path: Path
    # Name inside the corpus: seeds inputs, so copying or renaming a corpus
    # directory keeps its inputs (and goldens) valid.
    key: str
    config: CaseConfig
    config_error: str | None = None


@dataclass
class Corpus:
    root: Path
    cases: list[Case]
    variants: dict[str, tuple[str, ...]]  # from [variants]; may be empty
    config_path: Path | None = None


def _expect_type(value: Any, types, where: str, key: str, cfg: Path):
    if not isinstance(value, types):
        names = types.__name__ if isinstance(types, type) else "/".join(t.__name__ for t in types)
        raise ConfigError(f"{cfg}: {where}: `{key}` must be {names}, got {type(value).__name__} {value!r}")
    return value


def _check_keys(table: dict, known: set[str], where: str, cfg: Path) -> None:
    unknown = set(table) - known
    if unknown:
        raise ConfigError(f"{cfg}: [{where}]: unknown key `{sorted(unknown)[0]}` "
                          f"(known: {', '.join(sorted(known))})")


def _parse_input(arg: str, table: Any, where: str, cfg: Path) -> InputSpec:
    where = f"{where}.inputs.{arg}"
    _expect_type(table, dict, where, arg, cfg)
    _check_keys(table, INPUT_KEYS, where, cfg)
    kwargs: dict[str, Any] = {}
    for k, v in table.items():
        if k == "distribution":
            if v not in DISTRIBUTIONS:
                raise ConfigError(f"{cfg}: {where}: distribution {v!r} unknown "
                                  f"(known: {', '.join(sorted(DISTRIBUTIONS))})")
            kwargs[k] = v
        elif k == "shape":
            _expect_type(v, list, where, k, cfg)
            if not all(isinstance(d, int) and d >= 0 for d in v):
                raise ConfigError(f"{cfg}: {where}: `shape` must be a list of non-negative ints, got {v!r}")
            kwargs[k] = tuple(v)
        elif k == "file":
            kwargs[k] = cfg.parent / _expect_type(v, str, where, k, cfg)
        else:
            kwargs[k] = float(_expect_type(v, (int, float), where, k, cfg))
    return InputSpec(**kwargs)


def _apply(base: CaseConfig, table: dict[str, Any], where: str, cfg: Path) -> CaseConfig:
    """Overlay one TOML table on a config, checking every key and type."""
    _check_keys(table, CASE_KEYS, where, cfg)
    changes: dict[str, Any] = {}
    for k, v in table.items():
        if k in ("entry", "xfail", "skip"):
            changes[k] = _expect_type(v, str, where, k, cfg)
        elif k == "seed":
            changes[k] = _expect_type(v, int, where, k, cfg)
        elif k in ("rtol", "atol", "compile_timeout", "run_timeout"):
            changes[k] = float(_expect_type(v, (int, float), where, k, cfg))
        elif k in ("flags", "expect"):
            _expect_type(v, list, where, k, cfg)
            if not all(isinstance(x, str) for x in v):
                raise ConfigError(f"{cfg}: [{where}]: `{k}` must be a list of strings")
            changes[k] = tuple(v)
        elif k == "logits":
            if not isinstance(v, list) or not all(isinstance(i, int) and i >= 0 for i in v):
                raise ConfigError(f"{cfg}: [{where}]: `logits` must be a list of output indices, got {v!r}")
            changes[k] = tuple(v)
        elif k in ("inputs_file", "golden"):
            changes[k] = cfg.parent / _expect_type(v, str, where, k, cfg)
        elif k == "inputs":
            _expect_type(v, dict, where, k, cfg)
            merged = dict(base.inputs)
            for arg, spec in v.items():
                if not (arg.startswith("arg") and arg[3:].isdigit()):
                    raise ConfigError(f"{cfg}: [{where}.inputs]: argument key `{arg}` must be arg0, arg1, ...")
                merged[arg] = _parse_input(arg, spec, where, cfg)
            changes[k] = merged
    return replace(base, **changes)


def _parse_variants(table: Any, cfg: Path) -> dict[str, tuple[str, ...]]:
    _expect_type(table, dict, "variants", "variants", cfg)
    out = {}
    for name, spec in table.items():
        if name not in VARIANT_NAMES:
            raise ConfigError(f"{cfg}: [variants]: unknown variant `{name}` (known: {', '.join(sorted(VARIANT_NAMES))})")
        _expect_type(spec, dict, f"variants.{name}", name, cfg)
        _check_keys(spec, VARIANT_KEYS, f"variants.{name}", cfg)
        flags = spec.get("flags", [])
        if not isinstance(flags, list) or not all(isinstance(f, str) for f in flags):
            raise ConfigError(f"{cfg}: [variants.{name}]: `flags` must be a list of strings")
        out[name] = tuple(flags)
    return out


def _case_files(root: Path) -> list[Path]:
    return sorted(p for p in root.rglob("*") if p.suffix in CASE_SUFFIXES and p.is_file())


def case_key(root: Path, path: Path) -> str:
    """The name a case has inside its corpus (and in [cases."..."])."""
    return path.relative_to(root).with_suffix("").as_posix()


def _sidecar(path: Path, suffix: str) -> Path | None:
    p = path.with_name(path.stem + suffix)
    return p if p.exists() else None


def _corpus_root_of(file: Path) -> Path:
    """The nearest directory above `file` holding a difftest.toml (not past a
    repository root), else the file's own directory."""
    for d in file.parents:
        if (d / CONFIG_NAME).exists():
            return d
        if (d / ".git").exists():
            break
    return file.parent


def load_corpus(root: Path) -> Corpus:
    """Discover the cases under root and apply its difftest.toml.

    Raises ConfigError for a corpus-wide problem (bad [defaults], [variants],
    a missing path). A problem in one [cases."x"] table marks only that case.
    """
    root = Path(root)
    if not root.exists():
        raise ConfigError(f"{root}: no such file or directory")
    # A single file is that one case of the corpus around it, with the same
    # name and config it has when the whole directory runs.
    only = None
    if root.is_file():
        if root.suffix not in CASE_SUFFIXES:
            raise ConfigError(f"{root}: not a case (expected {' or '.join(CASE_SUFFIXES)})")
        only, root = root.resolve(), _corpus_root_of(root.resolve())
    cfg_path = root / CONFIG_NAME
    data: dict[str, Any] = {}
    if cfg_path.exists():
        try:
            data = tomllib.loads(cfg_path.read_text())
        except tomllib.TOMLDecodeError as e:
            raise ConfigError(f"{cfg_path}: invalid TOML: {e}") from None
        unknown = set(data) - TOP_KEYS
        if unknown:
            raise ConfigError(f"{cfg_path}: unknown top-level key `{sorted(unknown)[0]}` "
                              f"(known: {', '.join(sorted(TOP_KEYS))})")
    defaults = _apply(CaseConfig(), data.get("defaults", {}), "defaults", cfg_path)
    variants = _parse_variants(data.get("variants", {}), cfg_path)
    per_case = data.get("cases", {})
    _expect_type(per_case, dict, "cases", "cases", cfg_path)

    files = _case_files(root)
    keys = {case_key(root, f): f for f in files}
    for name in per_case:
        if name not in keys:
            raise ConfigError(f"{cfg_path}: [cases.\"{name}\"] names no case file under {root}")

    cases = []
    for key, path in keys.items():
        if only is not None and path.resolve() != only:
            continue
        name = f"{root.name}/{key}"
        config, error = defaults, None
        if (g := _sidecar(path, ".golden.npz")) and config.golden is None:
            config = replace(config, golden=g)
        if (i := _sidecar(path, ".inputs.npz")) and config.inputs_file is None:
            config = replace(config, inputs_file=i)
        if key in per_case:
            try:
                _expect_type(per_case[key], dict, f"cases.{key}", key, cfg_path)
                config = _apply(config, per_case[key], f'cases."{key}"', cfg_path)
            except ConfigError as e:
                error = str(e)
        cases.append(Case(name=name, path=path, key=key, config=config, config_error=error))
    return Corpus(root=root, cases=cases, variants=variants, config_path=cfg_path if data else None)


def select(cases: list[Case], patterns: list[str]) -> list[Case]:
    """-k: keep cases whose name contains a pattern or matches it as a glob."""
    if not patterns:
        return cases
    return [c for c in cases
            if any(p in c.name or fnmatch.fnmatchcase(c.name, p) for p in patterns)]
