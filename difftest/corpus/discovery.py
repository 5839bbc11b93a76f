"""Case discovery.

A corpus is a directory (or single file). Discovery walks it and asks the
registered case formats (formats.py) what each directory and file holds:
a plain .mlir/.mlirbc file is one case, an iree-test-suites test directory
is one, a check-test file one per test function. The nearest directory
holding a difftest.toml is the case's corpus: the case is named and its
inputs are seeded relative to it, so `difftest run corpora` and
`difftest run corpora/llama` judge a case the same way.
"""
from __future__ import annotations

import errno
import os
from dataclasses import dataclass, replace
from pathlib import Path

from . import formats
from ..core.errors import not_a_file
from .config import FUNCTION_SEPARATOR, OUT_MARKER, CaseConfig, ConfigError, ConfigTree, apply_table, expect_type
from .selection import select


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
    # A check-test file's test function: this case is that function alone
    # (named `<file case>::<function>`), its checks lifted (corpus/checks.py).
    function: str | None = None

    @property
    def identity(self) -> tuple[Path, str | None]:
        """What makes two cases the same case: the file, and the function."""
        return self.path, self.function

    @property
    def variant_flags(self) -> dict[str, tuple[str, ...]]:
        return dict(self.variants)

    def files(self) -> list[Path]:
        """Every file whose bytes decide this case's verdict besides its IR:
        the configs that apply, and the inputs and goldens they name."""
        cfg = self.config
        return [p for p in (*self.configs, cfg.inputs_file, cfg.golden, *(s.file for s in cfg.inputs.values()),
                            *(g.file for g in cfg.golden_files)) if p is not None]

    def verdict_parts(self) -> list:
        """What of the case decides its verdict, for memo keys."""
        return [self.name, _bytes(self.path), repr(self.config), repr(self.variants),
                *(_bytes(p) for p in self.files())]


def _bytes(path: Path) -> bytes:
    try:
        return path.read_bytes() if path.is_file() else b""
    except OSError:
        return b""


@dataclass
class Corpus:
    root: Path
    cases: list[Case]


def _units(root: Path) -> list[Path]:
    """Every path under root that a format claims: files, and directories
    that are a unit of their own (not looked inside)."""
    out = []
    stack = [root]
    seen: set[Path] = set()
    while stack:
        d = stack.pop()
        real = d.resolve()
        # A directory reached twice (a link to an ancestor, `self -> ..`) is walked once; a link that
        # climbs out of the corpus is not followed (it would take in the cache, the home directory...).
        if real in seen or (d != root and real in d.parent.resolve().parents) or real == d.parent.resolve():
            continue
        seen.add(real)
        try:
            entries = sorted(d.iterdir())
        except OSError:
            continue
        if d != root and (d / OUT_MARKER).exists():  # a directory named on the command line is read as asked
            continue
        if _claimed(d, is_dir=True):
            out.append(d)
            continue
        for p in entries:
            if p.is_dir():
                if not p.name.startswith(".") and p.name != "__pycache__":
                    stack.append(p)
            elif (p.is_file() or (p.is_symlink() and not p.exists())) and _claimed(p, is_dir=False):
                out.append(p)  # a dangling link (content never fetched) is a case that says so, never left out
    return sorted(out)


def _claimed(path: Path, is_dir: bool) -> bool:
    return next(formats.claiming(path, is_dir), None) is not None


def _sidecar(path: Path, suffix: str) -> Path | None:
    """A case's own inputs or golden beside it. A case whose name is near the
    file system's limit has none (`<stem>.golden.npz` would be too long to
    exist); any other failure to look is that case's error, not the run's."""
    p = path.with_name(path.stem + suffix)
    try:
        if p.exists() and (odd := not_a_file(p)):
            raise ConfigError(f"{odd}: the case's {suffix.strip('.').replace('.', ' ')} must be one")
        return p if p.exists() else None
    except OSError as e:
        if e.errno == errno.ENAMETOOLONG:
            return None
        raise ConfigError(f"{p}: cannot look for the case's {suffix.strip('.')} file: {e.strerror}") from None


@dataclass(frozen=True)
class _Maker:
    """Builds the cases of one format, for formats.CaseFormat.cases."""

    fmt: formats.CaseFormat
    fallback_dir: Path
    tree: ConfigTree
    options: formats.Options

    def case(self, file: Path, function: str | None = None) -> Case:
        return _build(self.fmt, file, self.fallback_dir, self.tree, self.options, function)


def make_cases(path: Path, fallback_dir: Path, tree: ConfigTree, suite_config=None,
               golden_dirs: tuple[Path, ...] = (), memo_dir: Path | None = None) -> list[Case]:
    """The cases of one file or claimed directory, as the first format
    that claims it and answers says."""
    options = formats.Options(suite_config, golden_dirs, memo_dir)
    for fmt in formats.claiming(path, path.is_dir()):
        found = fmt.cases(path, _Maker(fmt, fallback_dir, tree, options))
        if found is not None:
            return found
    return []


def make_case(path: Path, fallback_dir: Path, tree: ConfigTree, suite_config=None,
              golden_dirs: tuple[Path, ...] = (), function: str | None = None) -> Case:
    """One case of an IR file, named and configured by the first format
    that claims the file. With `function`, the case is that test function
    of a check-test file."""
    fmt = next(formats.claiming(path, False), None) or formats.CaseFormat()
    return _build(fmt, path, fallback_dir, tree, formats.Options(suite_config, golden_dirs), function)


def _build(fmt: formats.CaseFormat, path: Path, fallback_dir: Path, tree: ConfigTree, options: formats.Options,
           function: str | None = None) -> Case:
    """One case with every config that applies, outer first, the format's
    own files over the defaults. With `function`, `[cases."file"]` applies,
    then `[cases."file::function"]`."""
    named = fmt.unit(path)
    chain = tree.chain(path.parent)
    corpus_dir = chain[-1].dir if chain else fallback_dir
    if corpus_dir == named:  # a directory that is a case is never its own corpus
        corpus_dir = fallback_dir if fallback_dir != named else named.parent
    key = fmt.key(corpus_dir, path)
    if function is not None:
        key = f"{key}{FUNCTION_SEPARATOR}{function}"
    name = f"{corpus_dir.name}/{key}"
    config, error = CaseConfig(), None
    variants: dict[str, tuple[str, ...]] = {}
    try:
        for cf in chain:
            if cf.error:
                raise ConfigError(cf.error)
            config = apply_table(config, cf.defaults, "defaults", cf.path)
            variants.update(cf.variants)
        config = fmt.overlay(path, config, options)
        if (g := _sidecar(path, ".golden.npz")) and config.golden is None and not config.golden_files:
            config = replace(config, golden=g)
        if (i := _sidecar(path, ".inputs.npz")) and config.inputs_file is None:
            config = replace(config, inputs_file=i)
        for cf in chain:
            k = fmt.key(cf.dir, path)
            for k in (k, f"{k}{FUNCTION_SEPARATOR}{function}") if function is not None else (k,):
                if k in cf.cases:
                    expect_type(cf.cases[k], dict, f"cases.{k}", k, cf.path)
                    config = apply_table(config, cf.cases[k], f'cases."{k}"', cf.path)
        if function is not None:
            config = replace(config, entry=function)
    except ConfigError as e:
        error = str(e)
    if path.is_symlink() and not path.exists():
        error = (f"{path}: a symbolic link to {os.readlink(path)}, which does not exist (content not fetched? "
                 "git-annex and Git LFS leave such links): the case cannot be judged")
    return Case(name=name, path=path, key=key, config=config, config_error=error,
                variants=tuple(sorted(variants.items())), corpus_dir=corpus_dir,
                configs=tuple(cf.path for cf in chain), function=function)


def load_corpus(root: Path, tree: ConfigTree | None = None, suite_config=None,
                golden_dirs: tuple[Path, ...] = (), memo_dir: Path | None = None) -> Corpus:
    """Discover the cases under root (a directory or one case file)."""
    tree = tree or ConfigTree()
    given = Path(root)
    if not given.exists():
        raise ConfigError(f"{given}: no such file or directory")
    root = given.resolve()
    if root.is_file():
        if not _claimed(root, is_dir=False):
            raise ConfigError(f"{given}: not a case (expected {' or '.join(formats.suffixes())})")
        return Corpus(root.parent, make_cases(root, root.parent, tree, suite_config, golden_dirs, memo_dir))
    return Corpus(root, [c for p in _units(root)
                         for c in make_cases(p, root, tree, suite_config, golden_dirs, memo_dir)])


def unique_names(cases: list[Case]) -> list[Case]:
    """Drop a case given twice (the same file), and make every name unique
    by adding the corpus directory's parents to names that collide."""
    seen: dict[tuple, Case] = {}
    for c in cases:
        seen.setdefault(c.identity, c)
    cases = list(seen.values())
    depth = {c.identity: 1 for c in cases}

    def name(c: Case) -> str:
        d = c.corpus_dir or c.path.parent
        n = depth[c.identity]
        parts = [p for p in (d.parts[-n:] if n <= len(d.parts) else d.parts) if p != "/"]
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
                if depth[c.identity] < len((c.corpus_dir or c.path.parent).parts):
                    depth[c.identity] += 1
                    grew = True
        if not grew:
            break
    return [replace(c, name=name(c)) if name(c) != c.name else c for c in cases]




class SelectionEmpty(ConfigError):
    """No case matches what was asked for."""


def find_cases(corpora: list[Path], patterns: list[str], suite_config=None,
               golden_dirs: tuple[Path, ...] = (), memo_dir: Path | None = None) -> list[Case]:
    """The selected cases of every corpus given, with unique names.
    `suite_config` is a loaded suites.SuiteConfig."""
    if not corpora:
        raise SelectionEmpty("no corpus given (difftest run CORPUS..., or --resume OUT_DIR)")
    tree = ConfigTree()
    cases = [c for path in corpora for c in load_corpus(path, tree, suite_config, golden_dirs, memo_dir).cases]
    cases = select(unique_names(cases), patterns)
    if not cases:
        raise SelectionEmpty(f"no cases selected under {', '.join(map(str, corpora))}"
                             + (f" with -k {' -k '.join(patterns)}" if patterns else ""))
    return cases
