"""The compile flags IREE's own BUILD.bazel gives a check test.

`tests/e2e/<dir>/BUILD.bazel` declares `iree_check_single_backend_test_suite`
targets: a backend, a driver, sources and `compiler_flags`. A test run the
way IREE runs it gets those flags. The file is Starlark; only a plain
subset is read, with Python's `ast` and never executed:

- module-level assignments `NAME = <value>`;
- values: string literals, lists of them, `+` between lists, names
  assigned before, `enforce_glob([...], include=..., exclude=...)` (its
  list) and `glob([...], exclude=[...])` (matched in the directory);
- calls `iree_check_single_backend_test_suite(name=..., srcs=...,
  compiler_flags=..., driver=..., target_backend=...)` whose keywords are
  such values.

Anything else (a comprehension, a conditional, a macro) makes that
statement unreadable: it is skipped, and the case says which flags it used
instead. Target selection (`--iree-llvmcpu-target-cpu=...`) stays with
`--target`, as for a suite config.
"""
from __future__ import annotations

import ast
import fnmatch
from dataclasses import dataclass
from pathlib import Path

from ..toolchains.backends import backend, is_target_flag

SUITE_RULE = "iree_check_single_backend_test_suite"
BUILD_FILE = "BUILD.bazel"


class _NotPlain(Exception):
    pass


@dataclass(frozen=True)
class Suite:
    name: str
    backend: str
    driver: str
    srcs: tuple[str, ...]
    flags: tuple[str, ...]


@dataclass(frozen=True)
class SuiteFlags:
    """The flags for one source file on one target, and how they were found."""

    flags: tuple[str, ...]
    note: str


def _value(node, names: dict, directory: Path):
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.List):
        out = []
        for elt in node.elts:
            v = _value(elt, names, directory)
            if not isinstance(v, str):
                raise _NotPlain("a list of non-strings")
            out.append(v)
        return out
    if isinstance(node, ast.Name):
        if node.id not in names:
            raise _NotPlain(f"{node.id} is not assigned before")
        return names[node.id]
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _value(node.left, names, directory), _value(node.right, names, directory)
        if isinstance(left, list) and isinstance(right, list):
            return left + right
        raise _NotPlain("+ of non-lists")
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("enforce_glob", "glob"):
        if not node.args:
            raise _NotPlain(f"{node.func.id} without a list")
        listed = _value(node.args[0], names, directory)
        if node.func.id == "enforce_glob":
            return listed
        exclude = next((_value(k.value, names, directory) for k in node.keywords if k.arg == "exclude"), [])
        files = sorted(p.name for p in directory.iterdir() if p.is_file())
        return [f for f in files if any(fnmatch.fnmatch(f, g) for g in listed)
                and not any(fnmatch.fnmatch(f, g) for g in exclude)]
    raise _NotPlain(type(node).__name__)


def read_suites(build: Path) -> tuple[list[Suite], list[str]]:
    """The check-test suites of a BUILD.bazel, and what could not be read."""
    tree = ast.parse(build.read_text(), filename=str(build))
    names: dict = {}
    suites, skipped = [], []
    for stmt in tree.body:
        try:
            if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(stmt.targets[0], ast.Name):
                names[stmt.targets[0].id] = _value(stmt.value, names, build.parent)
            elif isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call) \
                    and isinstance(stmt.value.func, ast.Name) and stmt.value.func.id == SUITE_RULE:
                kw = {k.arg: k.value for k in stmt.value.keywords if k.arg}
                get = lambda key, default: _value(kw[key], names, build.parent) if key in kw else default  # noqa: E731
                suites.append(Suite(name=get("name", "?"), backend=get("target_backend", ""),
                                    driver=get("driver", ""), srcs=tuple(get("srcs", [])),
                                    flags=tuple(get("compiler_flags", []))))
        except _NotPlain as e:
            if isinstance(stmt, ast.Expr) or (isinstance(stmt, ast.Assign)):
                skipped.append(f"line {stmt.lineno} ({e})")
    return suites, skipped


def suite_flags(source: Path, target_kind: str, driver: str) -> SuiteFlags | None:
    """The flags BUILD.bazel beside `source` gives it on this target: from the
    suite of this backend and driver that lists it (else of this backend).
    None when there is no BUILD.bazel. The flags that select the target are
    left to --target."""
    build = Path(source).parent / BUILD_FILE
    if not build.is_file():
        return None
    try:
        suites, skipped = read_suites(build)
    except (SyntaxError, ValueError, OSError, UnicodeDecodeError) as e:
        return SuiteFlags((), f"{build} is not plain enough to read ({type(e).__name__}: {e}); compiled with "
                              "difftest's flags only")
    b = backend(target_kind)
    backends = b.suite_backends if b is not None else (target_kind,)
    mine = [s for s in suites if s.backend in backends and Path(source).name in s.srcs]
    mine.sort(key=lambda s: s.driver != driver)
    unread = f"; statements not read: {', '.join(skipped)}" if skipped else ""
    if not mine:
        return SuiteFlags((), f"{build}: no {'/'.join(backends)} suite lists {Path(source).name} (IREE does not "
                              f"run it on this backend){unread}; compiled with difftest's flags only")
    suite = mine[0]
    kept = tuple(f for f in suite.flags if not is_target_flag(f))
    dropped = [f for f in suite.flags if is_target_flag(f)]
    return SuiteFlags(kept, f"flags of {build.parent.name}/{BUILD_FILE} suite {suite.name}: "
                            f"{' '.join(kept) or 'none'}"
                            + (f" (left to --target: {' '.join(dropped)})" if dropped else "") + unread)
