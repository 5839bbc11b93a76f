"""iree-test-suites corpora, as they are.

- onnx_ops: a directory holding `model.mlir` and `run_module_io_flags.txt`
  (or `test_data_flags.txt`), whose `--input=2x3xf32=@input_0.bin` and
  `--expected_output=...` lines are iree-run-module's.
- torch_ops: a directory holding `run_module_io.json`: seeded-formula
  inputs (`coeff * numpy.random.rand(*shape) + offset`), tolerances, and
  `expected_result_N.npy` beside it.
- The suites' JSON configs (`--suite-config`): config_name,
  iree_compile_flags, expected_compile_failures, expected_run_failures,
  skip_compile_tests, skip_run_tests map onto difftest's flags, xfail, skip
  and compile-only.

Each directory is one case, named by the directory. Everything here turns
into an ordinary CaseConfig, so the pipeline has no idea a suite exists.
"""
from __future__ import annotations

import json
import re
import shlex
from dataclasses import dataclass, field, replace
from pathlib import Path

from ..core.dtypes import UnsupportedDtype, to_numpy
from ..core.mlir import CASE_SUFFIXES
from .config import CaseConfig, ConfigError, GoldenFile, InputSpec, Scoped

FLAGFILES = ("run_module_io_flags.txt", "test_data_flags.txt")
IO_JSON = "run_module_io.json"
SUITE_MARKERS = (*FLAGFILES, IO_JSON)
_TYPE = re.compile(r"^(?:((?:\d+x)*\d+)x)?([a-zA-Z][a-zA-Z0-9]*)$")


def marker(directory: Path) -> Path | None:
    for name in SUITE_MARKERS:
        if (directory / name).is_file():
            return directory / name
    return None


def case_file(directory: Path) -> Path | None:
    """The IR of a suite test directory: `file_name` of run_module_io.json,
    else its one .mlir/.mlirbc."""
    m = marker(directory)
    if m is None:
        return None
    if m.name == IO_JSON:
        try:
            name = json.loads(m.read_text()).get("file_name")
        except (OSError, ValueError):
            name = None
        if name and (directory / name).is_file():
            return directory / name
    files = sorted(p for p in directory.iterdir() if p.suffix in CASE_SUFFIXES and p.is_file())
    return files[0] if len(files) == 1 else None


def parse_type(text: str, where: str) -> tuple[tuple[int, ...], str]:
    """`2x3xf32` -> ((2, 3), "f32"); `f32` -> ((), "f32")."""
    m = _TYPE.match(text)
    if not m:
        raise ConfigError(f"{where}: cannot read the type {text!r} (expected e.g. 2x3xf32)")
    dims = tuple(int(d) for d in m.group(1).split("x")) if m.group(1) else ()
    try:
        to_numpy(m.group(2))
    except UnsupportedDtype:
        raise ConfigError(f"{where}: cannot read the type {text!r}: element type {m.group(2)} is unknown") from None
    return dims, m.group(2)


@dataclass
class IoValue:
    shape: tuple[int, ...]
    element_type: str | None
    file: Path | None = None
    values: tuple[float, ...] | None = None


@dataclass
class FlagfileIO:
    inputs: list[IoValue] = field(default_factory=list)
    expected: list[IoValue] = field(default_factory=list)
    entry: str | None = None
    golden_atol: float | None = None
    golden_rtol: float | None = None


def _value(text: str, directory: Path, where: str) -> IoValue:
    type_part, sep, rest = text.partition("=")
    if not sep:  # `@x.npy`: the file carries its own type
        if text.startswith("@"):
            return IoValue((), None, file=directory / text[1:])
        raise ConfigError(f"{where}: cannot read {text!r}")
    shape, elem = parse_type(type_part, where)
    if rest.startswith("@"):
        return IoValue(shape, elem, file=directory / rest[1:])
    if rest.strip() == "(ignored)":
        raise ConfigError(f"{where}: '(ignored)' expected outputs are not supported")
    try:
        values = tuple(float(v) for v in re.split(r"[\s,]+", rest.strip()) if v)
    except ValueError:
        raise ConfigError(f"{where}: cannot read the values in {text!r}") from None
    return IoValue(shape, elem, values=values)


# iree-run-module's --expected_*_threshold flags, by dtype: absolute thresholds.
_THRESHOLDS = {"--expected_f16_threshold", "--expected_f32_threshold", "--expected_f64_threshold",
               "--expected_bf16_threshold"}


def parse_flagfile(path: Path) -> FlagfileIO:
    io = FlagfileIO()
    directory = path.parent
    for n, line in enumerate(path.read_text().splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        where = f"{path}:{n}"
        try:
            tokens = shlex.split(line)
        except ValueError as e:
            raise ConfigError(f"{where}: {e}") from None
        for tok in tokens:
            flag, _, val = tok.partition("=")
            if flag == "--input":
                io.inputs.append(_value(val, directory, where))
            elif flag == "--expected_output":
                io.expected.append(_value(val, directory, where))
            elif flag == "--function":
                io.entry = val
            elif flag in _THRESHOLDS:
                io.golden_atol = max(io.golden_atol or 0.0, float(val))
            elif flag == "--expected_rtol":
                io.golden_rtol = float(val)
            elif flag in ("--module", "--device", "--output"):
                continue  # how iree-run-module runs it, not what the case is
            else:
                raise ConfigError(f"{where}: unsupported flag {flag} in {path.name}")
    return io


def _input_spec(v: IoValue) -> InputSpec:
    return InputSpec(file=v.file, values=v.values, shape=v.shape if v.element_type else None)


def flagfile_overlay(path: Path, config: CaseConfig) -> CaseConfig:
    io = parse_flagfile(path)
    inputs = dict(config.inputs)
    for i, v in enumerate(io.inputs):
        inputs[f"arg{i}"] = _input_spec(v)
    goldens = []
    for v in io.expected:
        if v.file is None:
            raise ConfigError(f"{path}: inline expected outputs are not supported; use @file")
        goldens.append(GoldenFile(v.file, v.shape if v.element_type else None))
    return replace(config, inputs=inputs, golden_files=tuple(goldens), golden=None,
                   entry=io.entry or config.entry,
                   golden_atol=io.golden_atol if io.golden_atol is not None else config.golden_atol,
                   golden_rtol=io.golden_rtol if io.golden_rtol is not None else config.golden_rtol)


def json_overlay(path: Path, config: CaseConfig) -> CaseConfig:
    try:
        data = json.loads(path.read_text())
    except ValueError as e:
        raise ConfigError(f"{path}: invalid JSON: {e}") from None
    inputs = dict(config.inputs)
    for i, arg in enumerate(data.get("flat_args") or []):
        if isinstance(arg, dict) and "Formula" in arg:
            f = arg["Formula"]
            inputs[f"arg{i}"] = InputSpec(distribution="formula", shape=tuple(f["shape"]),
                                          coeff=float(f.get("coeff", 1)), offset=float(f.get("offset", 0)))
        elif isinstance(arg, (int, float)):
            inputs[f"arg{i}"] = InputSpec(values=(float(arg),), shape=())
        else:
            raise ConfigError(f"{path}: flat_args[{i}]: only Formula and number arguments are supported")
    goldens = []
    for i, _ in enumerate(data.get("expected_output") or []):
        f = path.parent / f"expected_result_{i}.npy"
        if not f.exists():  # the suite downloads them; without them there is no golden
            goldens = []
            break
        goldens.append(GoldenFile(f))
    return replace(config, inputs=inputs, seed=int(data.get("seed", config.seed)),
                   entry=data.get("function_name") or config.entry, golden_files=tuple(goldens), golden=None,
                   golden_rtol=data.get("rtol", config.golden_rtol), golden_atol=data.get("atol", config.golden_atol))


def overlay(directory: Path, config: CaseConfig) -> CaseConfig:
    """The case's inputs, goldens and tolerances from its suite files."""
    m = marker(directory)
    if m is None:
        return config
    return json_overlay(m, config) if m.name == IO_JSON else flagfile_overlay(m, config)


# ---- the suites' JSON configs ------------------------------------------------

# Target selection belongs to --target; a suite config's own is dropped.
_TARGET_FLAGS = ("--iree-hal-target-backends", "--iree-hal-target-device", "--iree-hal-local-target-device-backends",
                 "--iree-llvmcpu-target-cpu", "--iree-rocm-target", "--iree-hip-target", "--iree-cuda-target",
                 "--iree-vulkan-target")
CONFIG_KEYS = {"config_name", "iree_compile_flags", "iree_run_module_flags", "skip_compile_tests", "skip_run_tests",
               "expected_compile_failures", "expected_run_failures"}


@dataclass
class SuiteConfig:
    path: Path
    name: str
    compile_flags: tuple[str, ...]
    dropped_flags: tuple[str, ...]
    skip_compile: tuple[str, ...]
    skip_run: tuple[str, ...]
    compile_failures: tuple[str, ...]
    run_failures: tuple[str, ...]


def load_suite_config(path: Path) -> SuiteConfig:
    try:
        data = json.loads(Path(path).read_text())
    except OSError as e:
        raise ConfigError(f"{path}: cannot read: {e.strerror or e}") from None
    except ValueError as e:
        raise ConfigError(f"{path}: invalid JSON: {e}") from None
    if not isinstance(data, dict) or "config_name" not in data:
        raise ConfigError(f"{path}: not an iree-test-suites config (no config_name)")
    unknown = set(data) - CONFIG_KEYS
    if unknown:
        raise ConfigError(f"{path}: unknown key `{sorted(unknown)[0]}` (known: {', '.join(sorted(CONFIG_KEYS))})")
    flags = [str(f) for f in data.get("iree_compile_flags", [])]
    keep = tuple(f for f in flags if not f.startswith(_TARGET_FLAGS))
    return SuiteConfig(Path(path), data["config_name"], keep, tuple(f for f in flags if f not in keep),
                       *(tuple(data.get(k, [])) for k in ("skip_compile_tests", "skip_run_tests",
                                                           "expected_compile_failures", "expected_run_failures")))


def _listed(case_dir: Path, entries: tuple[str, ...]) -> bool:
    """Suite lists name test directories relative to the suite's root
    (`onnx/node/generated/test_abs`): match them as path suffixes."""
    text = case_dir.as_posix()
    return any(text == e or text.endswith("/" + e.strip("/")) for e in entries)


def apply_suite_config(sc: SuiteConfig, case_dir: Path, config: CaseConfig) -> CaseConfig:
    why = f"{sc.name} ({sc.path.name})"
    if _listed(case_dir, sc.skip_compile):
        return replace(config, skip_rules=(Scoped(f"skip_compile_tests of {why}"),) + config.skip_rules)
    if _listed(case_dir, sc.compile_failures):
        config = replace(config, xfail_rules=(Scoped(f"expected_compile_failures of {why}"),) + config.xfail_rules)
    elif _listed(case_dir, sc.run_failures):
        config = replace(config, xfail_rules=(Scoped(f"expected_run_failures of {why}"),) + config.xfail_rules)
    if _listed(case_dir, sc.skip_run):
        config = replace(config, compile_only=True)
    return replace(config, flags=config.flags + sc.compile_flags)
