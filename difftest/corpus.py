"""Case discovery and difftest.toml.

A corpus is a directory (or single file). Every .mlir/.mlirbc under it is a
case. `difftest.toml` files apply per directory, like lit's local configs: a
case takes every config from the repository root down to its own directory,
outer first, the nearest last. The nearest directory holding a config is the
case's corpus: the case is named and its inputs are seeded relative to it,
so `difftest run corpora` and `difftest run corpora/llama` judge a case the
same way.

Unknown keys are errors naming the key and the file, so a typo never
silently turns a check off. A broken config marks the cases under it as
case errors; the other cases still run.
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
# Written into every artifact directory, so a run's own output under a
# corpus (reduced cases, dumped sources) is never discovered as cases.
OUT_MARKER = ".difftest-out"

INPUT_KEYS = {"distribution", "low", "high", "mean", "std", "value", "shape", "file", "values", "coeff", "offset"}
# "formula" is iree-test-suites' coeff * numpy.random.rand(*shape) + offset,
# drawn in argument order from one legacy RandomState(seed).
DISTRIBUTIONS = {"uniform", "normal", "randint", "zeros", "ones", "fill", "arange", "formula"}
VARIANT_KEYS = {"flags", "description"}
VARIANT_NAMES = {"baseline", "candidate", "reference"}
SCOPED_KEYS = {"reason", "check", "targets"}


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
    values: tuple[float, ...] | None = None  # literal values (iree-run-module's --input=2xi32=1 2)
    coeff: float | None = None
    offset: float | None = None


@dataclass(frozen=True)
class GoldenFile:
    """One expected output in a file of its own: .npy, or raw little-endian
    .bin with the shape (else the signature's) and the signature's dtype."""

    file: Path
    shape: tuple[int, ...] | None = None


def target_matches(pattern: str, target: str) -> bool:
    """`llvm-cpu` matches llvm-cpu and llvm-cpu:znver4; `cuda` every cuda:*;
    `rocm:gfx9*` is a glob; `hip` is rocm."""
    pattern = pattern.replace("hip:", "rocm:") if pattern.startswith("hip") else pattern
    if pattern == "hip":
        pattern = "rocm"
    kind = target.partition(":")[0]
    return pattern == target or pattern == kind or fnmatch.fnmatchcase(target, pattern)


@dataclass(frozen=True)
class Scoped:
    """An expectation, xfail or skip, limited to some targets (empty: all),
    like lit's `XFAIL: target` and `REQUIRES:`."""

    value: str
    targets: tuple[str, ...] = ()

    def applies(self, target: str) -> bool:
        return not self.targets or any(target_matches(p, target) for p in self.targets)


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
    golden: Path | None = None  # an npz with output0, output1, ...
    golden_files: tuple[GoldenFile, ...] = ()  # or one file per output
    # How a golden judges the baseline (baseline-wrong): per element, with
    # these tolerances, or norm-wise against a more precise golden.
    golden_rtol: float | None = None
    golden_atol: float | None = None
    golden_rel_l2: float | None = None
    compile_only: bool = False  # judge compiles and structure alone (a suite's skip_run_tests)
    xfail_rules: tuple[Scoped, ...] = ()
    skip_rules: tuple[Scoped, ...] = ()
    expect_rules: tuple[Scoped, ...] = ()
    logits: tuple[int, ...] = ()  # output indices whose last axis is a vocabulary

    def xfail_for(self, target: str) -> str | None:
        return next((r.value for r in self.xfail_rules if r.applies(target)), None)

    def skip_for(self, target: str) -> str | None:
        return next((r.value for r in self.skip_rules if r.applies(target)), None)

    def expect_for(self, target: str) -> tuple[str, ...]:
        return tuple(r.value for r in self.expect_rules if r.applies(target))


CASE_KEYS = {
    "entry", "seed", "rtol", "atol", "flags", "compile_timeout", "run_timeout",
    "inputs", "inputs_file", "golden", "xfail", "skip", "expect", "logits",
    "golden_rtol", "golden_atol", "golden_rel_l2", "compile_only",
}
TOP_KEYS = {"defaults", "variants", "cases"}


@dataclass(frozen=True)
class Case:
    name: str
    path: Path
    # Name inside its corpus: seeds inputs, so copying or renaming a corpus
    # directory keeps its inputs (and goldens) valid.
    key: str
    config: CaseConfig
    config_error: str | None = None
    # Variant flags from [variants] of the configs that apply; may be empty.
    variants: tuple[tuple[str, tuple[str, ...]], ...] = ()
    corpus_dir: Path | None = None
    configs: tuple[Path, ...] = ()  # the difftest.toml files that apply, outer first

    @property
    def variant_flags(self) -> dict[str, tuple[str, ...]]:
        return dict(self.variants)


@dataclass
class Corpus:
    root: Path
    cases: list[Case]


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


def _positive(v: float, where: str, key: str, cfg: Path) -> float:
    if not v > 0:
        raise ConfigError(f"{cfg}: [{where}]: `{key}` must be positive, got {v!r}")
    return v


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
        elif k == "values":
            if not isinstance(v, list) or not all(isinstance(x, (int, float)) for x in v):
                raise ConfigError(f"{cfg}: {where}: `values` must be a list of numbers, got {v!r}")
            kwargs[k] = tuple(float(x) for x in v)
        else:
            kwargs[k] = float(_expect_type(v, (int, float), where, k, cfg))
    return InputSpec(**kwargs)


def _scoped(value: Any, key: str, where: str, cfg: Path) -> tuple[Scoped, ...]:
    """`xfail = "why"`, `xfail = { reason = "why", targets = ["llvm-cpu"] }`,
    or a list of those; `expect` entries likewise, with `check`."""
    text_key = "check" if key == "expect" else "reason"
    items = value if isinstance(value, list) else [value]
    out = []
    for item in items:
        if isinstance(item, str):
            out.append(Scoped(item))
            continue
        if not isinstance(item, dict):
            raise ConfigError(f"{cfg}: [{where}]: `{key}` entries must be strings or tables "
                              f"{{ {text_key} = ..., targets = [...] }}, got {item!r}")
        _check_keys(item, {text_key, "targets"}, f"{where}.{key}", cfg)
        text = item.get(text_key)
        targets = item.get("targets", [])
        if not isinstance(text, str):
            raise ConfigError(f"{cfg}: [{where}]: a `{key}` table needs `{text_key} = \"...\"`")
        if not isinstance(targets, list) or not all(isinstance(t, str) for t in targets) or not targets:
            raise ConfigError(f"{cfg}: [{where}]: `targets` must be a non-empty list of target patterns "
                              "such as \"llvm-cpu\" or \"cuda:sm_80\"")
        out.append(Scoped(text, tuple(targets)))
    return tuple(out)


def _apply(base: CaseConfig, table: dict[str, Any], where: str, cfg: Path) -> CaseConfig:
    """Overlay one TOML table on a config, checking every key and type."""
    _check_keys(table, CASE_KEYS, where, cfg)
    changes: dict[str, Any] = {}
    for k, v in table.items():
        if k == "entry":
            changes[k] = _expect_type(v, str, where, k, cfg)
        elif k in ("xfail", "skip", "expect"):
            if k == "expect" and not isinstance(v, list):
                raise ConfigError(f"{cfg}: [{where}]: `expect` must be a list")
            changes[f"{k}_rules"] = _scoped(v, k, where, cfg)
        elif k == "seed":
            changes[k] = _expect_type(v, int, where, k, cfg)
        elif k == "compile_only":
            changes[k] = _expect_type(v, bool, where, k, cfg)
        elif k in ("rtol", "atol", "golden_rtol", "golden_atol", "golden_rel_l2"):
            val = float(_expect_type(v, (int, float), where, k, cfg))
            if val < 0:
                raise ConfigError(f"{cfg}: [{where}]: `{k}` must not be negative, got {v!r}")
            changes[k] = val
        elif k in ("compile_timeout", "run_timeout"):
            changes[k] = _positive(float(_expect_type(v, (int, float), where, k, cfg)), where, k, cfg)
        elif k == "flags":
            _expect_type(v, list, where, k, cfg)
            if not all(isinstance(x, str) for x in v):
                raise ConfigError(f"{cfg}: [{where}]: `{k}` must be a list of strings")
            changes[k] = tuple(v)
        elif k == "logits":
            if not isinstance(v, list) or not all(isinstance(i, int) and i >= 0 for i in v):
                raise ConfigError(f"{cfg}: [{where}]: `logits` must be a list of output indices, got {v!r}")
            changes[k] = tuple(v)
        elif k == "golden" and isinstance(v, list):
            if not all(isinstance(x, str) for x in v):
                raise ConfigError(f"{cfg}: [{where}]: `golden` must be an npz path or a list of per-output files")
            changes["golden_files"] = tuple(GoldenFile(cfg.parent / x) for x in v)
            changes["golden"] = None
        elif k in ("inputs_file", "golden"):
            changes[k] = cfg.parent / _expect_type(v, str, where, k, cfg)
            if k == "golden":
                changes["golden_files"] = ()
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


@dataclass
class ConfigFile:
    """One parsed difftest.toml. `error` marks every case under it."""

    path: Path
    defaults: dict[str, Any] = field(default_factory=dict)
    variants: dict[str, tuple[str, ...]] = field(default_factory=dict)
    cases: dict[str, dict[str, Any]] = field(default_factory=dict)
    error: str | None = None

    @property
    def dir(self) -> Path:
        return self.path.parent


def _case_exists(directory: Path, key: str) -> bool:
    base = directory / key
    return any(base.with_name(base.name + s).is_file() for s in CASE_SUFFIXES) or base.is_dir()


def parse_config(path: Path) -> ConfigFile:
    cf = ConfigFile(path)
    try:
        try:
            data = tomllib.loads(path.read_text())
        except tomllib.TOMLDecodeError as e:
            raise ConfigError(f"{path}: invalid TOML: {e}") from None
        unknown = set(data) - TOP_KEYS
        if unknown:
            raise ConfigError(f"{path}: unknown top-level key `{sorted(unknown)[0]}` "
                              f"(known: {', '.join(sorted(TOP_KEYS))})")
        cf.defaults = _expect_type(data.get("defaults", {}), dict, "defaults", "defaults", path)
        _apply(CaseConfig(), cf.defaults, "defaults", path)  # check it once, here
        cf.variants = _parse_variants(data.get("variants", {}), path)
        cf.cases = _expect_type(data.get("cases", {}), dict, "cases", "cases", path)
        for name in cf.cases:
            if not _case_exists(path.parent, name):
                raise ConfigError(f"{path}: [cases.\"{name}\"] names no case file under {path.parent}")
    except ConfigError as e:
        cf.error = str(e)
    except OSError as e:
        cf.error = f"{path}: cannot read: {e.strerror or e}"
    return cf


class ConfigTree:
    """Parsed configs by directory, each parsed once per run."""

    def __init__(self):
        self._files: dict[Path, ConfigFile | None] = {}

    def at(self, directory: Path) -> ConfigFile | None:
        if directory not in self._files:
            p = directory / CONFIG_NAME
            self._files[directory] = parse_config(p) if p.is_file() else None
        return self._files[directory]

    def chain(self, directory: Path) -> list[ConfigFile]:
        """Configs from the repository root (or the filesystem root) down to directory."""
        out = []
        d = directory
        while True:
            cf = self.at(d)
            if cf is not None:
                out.append(cf)
            if (d / ".git").exists() or d.parent == d:
                break
            d = d.parent
        return out[::-1]


def _case_files(root: Path) -> list[Path]:
    """Every case file under root. An iree-test-suites test directory (see
    suites.py) is one case: its one IR file, named by the directory."""
    from . import suites

    out = []
    stack = [root]
    while stack:
        d = stack.pop()
        try:
            entries = sorted(d.iterdir())
        except OSError:
            continue
        if (d / OUT_MARKER).exists():
            continue
        if suites.marker(d) is not None:
            f = suites.case_file(d)
            if f is not None:
                out.append(f)
            continue
        for p in entries:
            if p.is_dir():
                if not p.name.startswith(".") and p.name != "__pycache__":
                    stack.append(p)
            elif p.suffix in CASE_SUFFIXES and p.is_file():
                out.append(p)
    return sorted(out)


def case_key(root: Path, path: Path) -> str:
    """The name a case has inside its corpus (and in [cases."..."])."""
    return path.relative_to(root).with_suffix("").as_posix()


def _sidecar(path: Path, suffix: str) -> Path | None:
    p = path.with_name(path.stem + suffix)
    return p if p.exists() else None


def _suite_dir(path: Path) -> Path | None:
    from . import suites

    return path.parent if suites.marker(path.parent) is not None else None


def make_case(path: Path, fallback_dir: Path, tree: ConfigTree, suite_config=None) -> Case:
    """One case with every config that applies, outer first."""
    from . import suites

    suite_dir = _suite_dir(path)
    named = suite_dir or path  # a suite case is named by its directory
    chain = tree.chain(path.parent)
    corpus_dir = chain[-1].dir if chain else fallback_dir
    if suite_dir is not None and corpus_dir == suite_dir:
        corpus_dir = fallback_dir if fallback_dir != suite_dir else suite_dir.parent
    key = case_key(corpus_dir, named) if suite_dir is None else named.relative_to(corpus_dir).as_posix()
    name = f"{corpus_dir.name}/{key}"
    config, error = CaseConfig(), None
    variants: dict[str, tuple[str, ...]] = {}
    try:
        for cf in chain:
            if cf.error:
                raise ConfigError(cf.error)
            config = _apply(config, cf.defaults, "defaults", cf.path)
            variants.update(cf.variants)
        if suite_dir is not None:
            config = suites.overlay(suite_dir, config)
            if suite_config is not None:
                config = suites.apply_suite_config(suite_config, suite_dir, config)
        if (g := _sidecar(path, ".golden.npz")) and config.golden is None and not config.golden_files:
            config = replace(config, golden=g)
        if (i := _sidecar(path, ".inputs.npz")) and config.inputs_file is None:
            config = replace(config, inputs_file=i)
        for cf in chain:
            k = case_key(cf.dir, named) if suite_dir is None else named.relative_to(cf.dir).as_posix()
            if k in cf.cases:
                _expect_type(cf.cases[k], dict, f"cases.{k}", k, cf.path)
                config = _apply(config, cf.cases[k], f'cases."{k}"', cf.path)
    except ConfigError as e:
        error = str(e)
    return Case(name=name, path=path, key=key, config=config, config_error=error,
                variants=tuple(sorted(variants.items())), corpus_dir=corpus_dir,
                configs=tuple(cf.path for cf in chain))


def load_corpus(root: Path, tree: ConfigTree | None = None, suite_config=None) -> Corpus:
    """Discover the cases under root (a directory or one case file)."""
    tree = tree or ConfigTree()
    given = Path(root)
    if not given.exists():
        raise ConfigError(f"{given}: no such file or directory")
    root = given.resolve()
    if root.is_file():
        if root.suffix not in CASE_SUFFIXES:
            raise ConfigError(f"{given}: not a case (expected {' or '.join(CASE_SUFFIXES)})")
        return Corpus(root.parent, [make_case(root, root.parent, tree, suite_config)])
    return Corpus(root, [make_case(p, root, tree, suite_config) for p in _case_files(root)])


def unique_names(cases: list[Case]) -> list[Case]:
    """Drop a case given twice (the same file), and make every name unique
    by adding the corpus directory's parents to names that collide."""
    seen: dict[Path, Case] = {}
    for c in cases:
        seen.setdefault(c.path, c)
    cases = list(seen.values())
    depth = {c.path: 1 for c in cases}

    def name(c: Case) -> str:
        d = c.corpus_dir or c.path.parent
        parts = [p for p in (d.parts[-depth[c.path]:] if depth[c.path] <= len(d.parts) else d.parts) if p != "/"]
        return "/".join(parts + [c.key])

    while True:
        names: dict[str, list[Case]] = {}
        for c in cases:
            names.setdefault(name(c), []).append(c)
        clashes = [group for group in names.values() if len(group) > 1]
        if not clashes:
            break
        grew = False
        for group in clashes:
            for c in group:
                if depth[c.path] < len((c.corpus_dir or c.path.parent).parts):
                    depth[c.path] += 1
                    grew = True
        if not grew:
            break
    return [replace(c, name=name(c)) if name(c) != c.name else c for c in cases]


class SelectionError(ValueError):
    pass


def _term(term: str):
    """A name matches a term that starts at a word boundary in it (so `f16`
    is not `bf16`), as a substring or a glob: `diamond*`, `*q?v*`."""
    import re

    body = "".join(".*" if ch == "*" else "." if ch == "?" else re.escape(ch) for ch in term)
    rx = re.compile(("" if term.startswith("*") else r"(?<![A-Za-z0-9])") + body)
    return lambda name: rx.search(name) is not None


def parse_selection(text: str):
    """pytest's -k: terms joined by `and`, `or`, `not` and parentheses."""
    import re

    tokens = re.findall(r"\(|\)|[^\s()]+", text)
    pos = 0

    def peek():
        return tokens[pos] if pos < len(tokens) else None

    def take():
        nonlocal pos
        pos += 1
        return tokens[pos - 1]

    def expr():
        left = conj()
        while peek() == "or":
            take()
            right = conj()
            left = (lambda a, b: lambda n: a(n) or b(n))(left, right)
        return left

    def conj():
        left = neg()
        while peek() == "and":
            take()
            right = neg()
            left = (lambda a, b: lambda n: a(n) and b(n))(left, right)
        return left

    def neg():
        if peek() == "not":
            take()
            inner = neg()
            return lambda n: not inner(n)
        return atom()

    def atom():
        tok = peek()
        if tok is None:
            raise SelectionError(f"-k {text!r}: the expression ends too early")
        if tok == "(":
            take()
            inner = expr()
            if peek() != ")":
                raise SelectionError(f"-k {text!r}: missing ')'")
            take()
            return inner
        if tok in ("and", "or", ")"):
            raise SelectionError(f"-k {text!r}: unexpected {tok!r}")
        return _term(take())

    if not tokens:
        raise SelectionError("-k needs a pattern")
    fn = expr()
    if pos != len(tokens):
        raise SelectionError(f"-k {text!r}: unexpected {tokens[pos]!r}")
    return fn


def select(cases: list[Case], patterns: list[str]) -> list[Case]:
    """-k: keep cases matching any of the expressions."""
    if not patterns:
        return cases
    tests = [parse_selection(p) for p in patterns]
    return [c for c in cases if any(t(c.name) for t in tests)]
