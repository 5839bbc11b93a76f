"""Case formats, after lit's `TestFormat`: what on disk is a case.

Discovery walks a corpus and asks the formats in `FORMATS`, in order, of
every directory and file it meets: is this path yours, and what cases does
it hold? The first format that claims a path and answers owns it. A format
also says how its cases are named and what its own files add to their
configuration; the rest of a case (difftest.toml, sidecars, keys) is the
same for every format, and discovery.py builds it. A new format is one
class here and one line in `FORMATS`.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Iterator, Protocol

from ..core.mlir import CASE_SUFFIXES
from . import checks, suites
from .config import CaseConfig


@dataclass(frozen=True)
class Options:
    """What the command line tells formats about their own files."""

    suite_config: suites.SuiteConfig | None = None
    golden_dirs: tuple[Path, ...] = ()
    memo_dir: Path | None = None  # where facts read from IR are remembered


class Maker(Protocol):
    """Discovery's side: builds a case of one IR file, as the format that
    asks names and configures it."""

    options: Options

    def case(self, file: Path, function: str | None = None): ...


class CaseFormat:
    """A format whose files (by suffix) are one case each, named by the
    file without its suffix. Subclasses change what they claim, how many
    cases a path holds, and how a case is named and configured."""

    suffixes: tuple[str, ...] = ()

    def claims_file(self, path: Path) -> bool:
        return path.suffix in self.suffixes

    def claims_directory(self, path: Path) -> bool:
        """A directory claimed is one unit: discovery does not look inside."""
        return False

    def cases(self, path: Path, maker: Maker) -> list | None:
        """The cases a claimed path holds (perhaps none); None when, having
        looked, the path is not this format's after all and the next
        format is asked."""
        return [maker.case(path)]

    def unit(self, file: Path) -> Path:
        """The path a case of this IR file is named by."""
        return file

    def key(self, directory: Path, file: Path) -> str:
        """The case's name relative to a corpus or config directory."""
        return file.relative_to(directory).with_suffix("").as_posix()

    def overlay(self, file: Path, config: CaseConfig, options: Options) -> CaseConfig:
        """What the format's own files say of the case, over difftest.toml's
        defaults and under its [cases] tables."""
        return config


class SuiteFormat(CaseFormat):
    """An iree-test-suites test directory (suites.py): one case, its IR,
    inputs and goldens from the suite's files, named by the directory."""

    suffixes = CASE_SUFFIXES  # its IR file, when that is given alone

    def claims_directory(self, path: Path) -> bool:
        return suites.marker(path) is not None

    def claims_file(self, path: Path) -> bool:
        return super().claims_file(path) and suites.marker(path.parent) is not None

    def cases(self, path: Path, maker: Maker) -> list:
        file = suites.case_file(path) if path.is_dir() else path
        return [maker.case(file)] if file is not None else []

    def unit(self, file: Path) -> Path:
        return file.parent

    def key(self, directory: Path, file: Path) -> str:
        return file.parent.relative_to(directory).as_posix()

    def overlay(self, file: Path, config: CaseConfig, options: Options) -> CaseConfig:
        config = suites.overlay(file.parent, config, options.golden_dirs)
        if options.suite_config is not None:
            config = suites.apply_suite_config(options.suite_config, file.parent, config)
        return config


class CheckTestFormat(CaseFormat):
    """An IREE check-test file (checks.py): one case per test function,
    named `<file>::<function>`. A file whose config picks an `entry` is one
    case, that function's."""

    suffixes = CASE_SUFFIXES

    def cases(self, path: Path, maker: Maker) -> list | None:
        if not checks.may_hold_checks(path):
            return None  # decided before any config is read: most files hold no check
        whole = maker.case(path)
        if whole.config_error or whole.config.entry:
            return None
        functions = checks.cached_test_functions(path, maker.options.memo_dir)
        return [maker.case(path, function=fn) for fn in functions] if functions else None


class PlainFormat(CaseFormat):
    """Any .mlir or .mlirbc file: one case, its inputs derived from the
    entry function's signature."""

    suffixes = CASE_SUFFIXES


# Asked in this order: a suite's IR file is the suite's case, and a check
# test is split before the plain format takes what is left.
FORMATS: tuple[CaseFormat, ...] = (SuiteFormat(), CheckTestFormat(), PlainFormat())


def claiming(path: Path, is_dir: bool) -> Iterator[CaseFormat]:
    """The registered formats that claim path, in order, asked lazily."""
    for f in FORMATS:
        if f.claims_directory(path) if is_dir else f.claims_file(path):
            yield f


def suffixes() -> tuple[str, ...]:
    """The file suffixes the registered formats take, for messages."""
    return tuple(dict.fromkeys(s for f in FORMATS for s in f.suffixes))
