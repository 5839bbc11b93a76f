"""A toolchain: a matched iree-compile and runtime, and how to find one in
an installed environment, a venv or an IREE build tree.

A vmfb from one release does not load in another, so the worker always runs
under the toolchain's own Python. The kinds of toolchain a user names
(installed, release:, dir:, git:) are in kinds.py.
"""
from __future__ import annotations

import functools
import os
import re
import sys
from dataclasses import dataclass, field, replace
from pathlib import Path

from ..core import procs

VERSION_TIMEOUT = 60
SMALL_FILE = 1 << 20


class ToolchainUnavailable(RuntimeError):
    """The toolchain cannot be had: bisect treats this as *skip*."""


@dataclass(frozen=True)
class Toolchain:
    spec: str
    iree_compile: Path
    python: Path  # an interpreter that can import iree.runtime
    pythonpath: tuple[str, ...] = ()
    version: str | None = None
    commit: str | None = None
    notes: tuple[str, ...] = field(default=())
    # Where the runtime comes from: "own" (built or installed with this
    # compiler), or what --runtime chose to mix in ("installed", "release:X").
    runtime: str = "own"
    # Whether the variants may share a compiled prefix (run/compile/modules.py):
    # true for released compilers, whose flags keep to their phases and
    # whose files do not change under a run (their id is read once); false
    # for builds under development, where a flag may act anywhere and a
    # rebuild between two compiles is another compiler.
    shares_prefix: bool = False

    def compiler_files(self) -> list[Path]:
        """The files whose bytes are the compiler: iree-compile, the
        libIREECompiler.so it loads (beside it in wheels, lib/ in build
        trees), and the small files beside iree-compile (a wrapper script's
        flags or config files change what it does)."""
        exe = Path(self.iree_compile).resolve()
        files = [exe]
        for lib in (exe.parent / "libIREECompiler.so", exe.parent.parent / "lib" / "libIREECompiler.so",
                    exe.parent / "libIREECompiler.dylib"):
            if lib.exists():
                files.append(lib.resolve())
                break
        try:
            files += sorted(p for p in exe.parent.iterdir()
                            if p.is_file() and p not in files and p.stat().st_size < SMALL_FILE
                            and p.suffix not in (".pyc",))
        except OSError:
            pass
        return files

    def runtime_files(self) -> list[Path]:
        """The runtime as this toolchain's Python imports it (for keying
        reused runs): its native module and its Python sources, since both
        decide what a call returns. Empty when it cannot be found without
        starting that Python."""
        py = Path(self.python)
        roots = [Path(p) for p in self.pythonpath]
        roots += sorted(py.parent.parent.glob("lib/python*/site-packages"))
        if py.resolve() == Path(sys.executable).resolve():
            roots += [Path(p) for p in sys.path if p]
        for root in roots:
            libs = sorted((root / "iree" / "_runtime_libs").glob("_runtime*.so"))
            if libs:
                sources = sorted((root / "iree" / "runtime").glob("*.py"))
                return [p.resolve() for p in libs] + [p.resolve() for p in sources]
        return []

    def runtime_tool(self, name: str) -> Path | None:
        """One of the runtime's own command-line tools (iree-run-module), of the
        runtime this toolchain runs modules with: beside its native module in a
        wheel (a release: toolchain's venv, a --runtime mixed in), else beside
        iree-compile (a build or install tree); None where it has none."""
        for lib in self.runtime_files():
            if lib.suffix == ".so" and (lib.parent / name).is_file():
                return lib.parent / name
        beside = Path(self.iree_compile).resolve().parent / name
        return beside if beside.is_file() and os.access(beside, os.X_OK) else None

    def runtime_id(self, fingerprints) -> str | None:
        files = self.runtime_files()
        if not files:
            return None
        return "+".join(fingerprints.of(p)[:32] for p in files)

    def compiler_fingerprint(self, fingerprints) -> str:
        """sha256 over the compiler's own bytes: a rebuilt `dir:` compiler
        with an unchanged --version is another compiler."""
        return "+".join(fingerprints.of(p)[:32] for p in self.compiler_files())

    def describe(self) -> dict:
        return {"spec": self.spec, "iree_compile": str(self.iree_compile), "python": str(self.python),
                "pythonpath": list(self.pythonpath), "version": self.version, "commit": self.commit,
                "runtime": self.runtime, "notes": list(self.notes)}

    def worker_env(self) -> dict[str, str]:
        env = dict(os.environ)
        if self.pythonpath:
            env["PYTHONPATH"] = os.pathsep.join([*self.pythonpath, env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
        return env


_VERSION = re.compile(r"IREE compiler version (\S+)(?: @ ([0-9a-f]{7,40}))?")


def parse_version(text: str) -> tuple[str | None, str | None]:
    """`IREE compiler version 3.13.0rc20261016 @ 89ece87b...` -> (version, commit)."""
    m = _VERSION.search(text)
    return (m.group(1), m.group(2)) if m else (None, None)


@functools.lru_cache(maxsize=64)
def release_of(version: str | None) -> str | None:
    """3.13.0rc20261016 -> 3.13.0: a release wheel's compiler names the
    candidate it was promoted from; the runtime wheel names the release."""
    # The release is the version's leading numbers (PEP 440's base version for every version IREE ships),
    # read without packaging: `difftest execute` runs where only the runtime, numpy and ml_dtypes are.
    m = re.match(r"v?(\d+(?:\.\d+)*)(?:(?:a|b|rc|\.post|\.dev)\d*)*(?:\+[\w.]+)?$",
                 version.strip()) if version else None
    return m.group(1) if m else None


def release_problem(compiled_by: str | None, runtime: str | None, compiled: str, runtime_at: str,
                    install_at: str) -> str | None:
    """Why a runtime cannot run a compiler's modules, or None: a vmfb from one
    release does not load in another ("bytecode version mismatch"), so every
    case would fail to run. `compiled` says what was compiled where, `runtime_at`
    whose runtime it is, `install_at` where the matching one goes."""
    a, b = release_of(compiled_by), release_of(runtime)
    if a is None or b is None or a == b:
        return None
    return (f"{compiled} by iree-compile {compiled_by}, and {runtime_at} is iree-base-runtime {runtime}: a module "
            f"of one release does not load in another. Install iree-base-runtime=={a} {install_at}, or compile "
            f"with --toolchain release:{b}")


def compiler_version(iree_compile: str) -> tuple[str | None, str | None]:
    try:
        p = procs.run([iree_compile, "--version"], VERSION_TIMEOUT)
    except OSError as e:
        raise ToolchainUnavailable(f"{iree_compile} --version failed: {e}") from None
    if p.timed_out:
        raise ToolchainUnavailable(f"{iree_compile} --version did not answer in {VERSION_TIMEOUT} s")
    return parse_version((p.stdout + p.stderr).decode("utf-8", "replace"))


def _finish(spec: str, iree_compile: Path, python: Path, pythonpath=(), notes=(), check: bool = True) -> Toolchain:
    if not iree_compile.exists():
        raise ToolchainUnavailable(f"{spec}: {iree_compile} does not exist")
    version, commit = compiler_version(str(iree_compile))
    tc = Toolchain(spec, iree_compile, python, tuple(pythonpath), version, commit, tuple(notes))
    if check and (pythonpath or Path(python).resolve() != Path(sys.executable).resolve()):
        check_runtime(tc)
    return tc


@functools.lru_cache(maxsize=64)
def _import_error(python: str, pythonpath: tuple[str, ...]) -> str | None:
    env = dict(os.environ)
    if pythonpath:
        env["PYTHONPATH"] = os.pathsep.join([*pythonpath, env.get("PYTHONPATH", "")]).rstrip(os.pathsep)
    done = procs.run([python, "-c", "import iree.runtime"], VERSION_TIMEOUT, env=env)
    if done.timed_out:
        return f"importing iree.runtime did not finish in {VERSION_TIMEOUT} s"
    if done.returncode == 0:
        return None
    lines = [ln.strip() for ln in done.stderr.decode("utf-8", "replace").splitlines() if ln.strip()]
    return lines[-1] if lines else f"exit {done.returncode}"


def check_runtime(tc: Toolchain) -> None:
    """A runtime that cannot even be imported is the toolchain's error, with
    the real last line of its traceback, never a case's run failure."""
    err = _import_error(str(tc.python), tuple(tc.pythonpath))
    if err:
        raise ToolchainUnavailable(f"{tc.spec}: iree.runtime cannot be imported by {tc.python}"
                                   + (f" with PYTHONPATH {os.pathsep.join(tc.pythonpath)}" if tc.pythonpath else "")
                                   + f": {err}")


def _wheel_compiler() -> Path | None:
    """The iree-compile that iree-base-compiler ships, found without
    importing iree.compiler: that import loads the MLIR bindings, which a
    warm run never needs (and which are most of its start-up)."""
    import importlib.util

    if os.environ.get("IREE_TOOL_PATH"):
        return None  # the bindings' own search honours it
    try:
        spec = importlib.util.find_spec("iree.compiler")
    except (ImportError, ValueError):
        return None
    for loc in (spec.submodule_search_locations or []) if spec else []:
        exe = Path(loc) / "_mlir_libs" / "iree-compile"
        if exe.is_file() and os.access(exe, os.X_OK):
            return exe.resolve()
    return None


def installed() -> Toolchain:
    path = _wheel_compiler()
    if path is None:
        try:
            from iree.compiler.tools import binaries
            path = Path(binaries.find_tool("iree-compile")).resolve()
        except Exception as e:
            raise ToolchainUnavailable(f"installed: iree-base-compiler is not importable here: {e}") from None
    return _finish("installed", path, Path(sys.executable))


def from_dir(spec: str, root: Path) -> Toolchain:
    """A venv (bin/python + bin/iree-compile), an install tree (bin/) or a
    build tree (tools/, with python bindings under */bindings/python)."""
    root = root.resolve()
    venv_python = root / "bin" / "python"
    if venv_python.exists():
        # The binary itself, not bin/iree-compile: a console script's
        # shebang names the venv it was installed in, which may have moved.
        wheel = sorted(root.glob("lib/python*/site-packages/iree/compiler/_mlir_libs/iree-compile"))
        exe = wheel[0] if wheel else root / "bin" / "iree-compile"
        if not exe.exists():
            raise ToolchainUnavailable(f"{spec}: the venv {root} has no iree-compile")
        return _finish(spec, exe, venv_python)
    for sub in ("tools", "bin", "."):
        exe = (root / sub / "iree-compile").resolve()
        if exe.exists():
            break
    else:
        raise ToolchainUnavailable(f"{spec}: no tools/iree-compile, bin/iree-compile or iree-compile in {root}")
    bindings = [p for p in (root / "runtime" / "bindings" / "python",
                            root / "compiler" / "bindings" / "python") if p.is_dir()]
    if any((p / "iree" / "runtime").is_dir() for p in bindings):
        return _finish(spec, exe, Path(sys.executable), [str(p) for p in bindings])
    # Only a compiler: a compiler and a runtime of different revisions must
    # never be mixed silently (a vmfb may not load, or load and misbehave).
    raise ToolchainUnavailable(
        f"{spec}: {root} holds iree-compile but no runtime (no bin/python venv, no "
        "runtime/bindings/python/iree/runtime); build the runtime's Python bindings "
        "(-DIREE_BUILD_PYTHON_BINDINGS=ON), or pass --runtime installed (or release:X.Y.Z) to mix runtimes "
        "on purpose; every report records it")


def compiler_only(spec: str, root: Path) -> Toolchain:
    """The compiler of a tree, whatever runtime it has (for --runtime)."""
    root = Path(root).expanduser().resolve()
    for sub in ("tools", "bin", "."):
        exe = (root / sub / "iree-compile").resolve()
        if exe.exists():
            return _finish(spec, exe, Path(sys.executable), check=False)
    raise ToolchainUnavailable(f"{spec}: no tools/iree-compile, bin/iree-compile or iree-compile in {root}")


def mixed(tc: Toolchain, python: Path, pythonpath: tuple[str, ...], runtime: str) -> Toolchain:
    """The same compiler, run with another runtime: an explicit choice,
    recorded in every report."""
    out = replace(tc, python=python, pythonpath=tuple(pythonpath), runtime=runtime,
                  notes=(*tc.notes, f"runtime mixed in by --runtime {runtime}"))
    if Path(python).resolve() != Path(sys.executable).resolve() or pythonpath:
        check_runtime(out)
    return out
