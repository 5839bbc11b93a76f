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
import urllib.parse
from dataclasses import dataclass, field, replace
from pathlib import Path

from ..core.dtypes import UnsupportedDtype, to_numpy
from ..core.mlir import CASE_SUFFIXES
from ..toolchains.backends import is_target_flag
from .config import CaseConfig, ConfigError, GoldenFile, InputSpec, Scoped, shown_key

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
        except (OSError, ValueError, AttributeError):
            name = None  # read again, and reported, when the case is configured
        if isinstance(name, str) and name and (directory / name).is_file():
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


def read_text(path: Path) -> str:
    """A suite file's text; ConfigError naming the file."""
    try:
        return path.read_text()
    except UnicodeDecodeError as e:
        raise ConfigError(f"{path}: not UTF-8 text (byte {e.object[e.start]:#04x} at offset {e.start})") from None
    except OSError as e:
        raise ConfigError(f"{path}: cannot read: {e.strerror or e}") from None


def _number(text_or_value, where: str, what: str) -> float:
    """A finite number, from flag text or a JSON value."""
    if isinstance(text_or_value, bool):
        raise ConfigError(f"{where}: {what} must be a number, got {text_or_value!r}")
    try:
        v = float(text_or_value)
    except (TypeError, ValueError):
        raise ConfigError(f"{where}: {what} must be a number, got {text_or_value!r}"[:200]) from None
    if v != v or v in (float("inf"), float("-inf")):
        raise ConfigError(f"{where}: {what} must be finite, got {text_or_value!r}")
    return v


def _flag(io: FlagfileIO, flag: str, val: str, directory: Path, where: str) -> None:
    if flag == "--input":
        io.inputs.append(_value(val, directory, where))
    elif flag == "--expected_output":
        io.expected.append(_value(val, directory, where))
    elif flag == "--function":
        io.entry = val
    elif flag in _THRESHOLDS:
        io.golden_atol = max(io.golden_atol or 0.0, _number(val, where, flag))
    elif flag == "--expected_rtol":
        io.golden_rtol = _number(val, where, flag)
    elif flag not in ("--module", "--device", "--output"):  # those say how to run it, not what the case is
        raise ConfigError(f"{where}: unsupported flag {flag}")


def parse_flagfile(path: Path) -> FlagfileIO:
    """As iree-run-module reads a --flagfile: one flag a line, split at the
    first `=`, name and value trimmed; `#` and `//` lines are comments."""
    io = FlagfileIO()
    directory = path.parent
    for n, line in enumerate(read_text(path).splitlines(), 1):
        line = line.strip()
        if not line or line.startswith(("#", "//")):
            continue
        where = f"{path}:{n}"
        if not line.startswith("--"):
            raise ConfigError(f"{where}: positional arguments are not allowed in flag files ({line[:40]!r})")
        flag, _, val = line.partition("=")
        _flag(io, flag.strip(), val.strip(), directory, where)
    return io


def _input_spec(v: IoValue) -> InputSpec:
    return InputSpec(file=v.file, values=v.values, shape=v.shape if v.element_type else None, as_given=True)


def flagfile_overlay(path: Path, config: CaseConfig) -> CaseConfig:
    io = parse_flagfile(path)
    inputs = dict(config.inputs)
    for i, v in enumerate(io.inputs):
        inputs[f"arg{i}"] = _input_spec(v)
    goldens = []
    for v in io.expected:
        if v.file is None:
            raise ConfigError(f"{path}: inline expected outputs are not supported; use @file")
        goldens.append(GoldenFile(v.file, v.shape if v.element_type else None, as_given=True))
    return replace(config, inputs=inputs, golden_files=tuple(goldens), golden=None,
                   entry=io.entry or config.entry,
                   golden_atol=io.golden_atol if io.golden_atol is not None else config.golden_atol,
                   golden_rtol=io.golden_rtol if io.golden_rtol is not None else config.golden_rtol)


def _io_json(path: Path) -> dict:
    try:
        data = json.loads(read_text(path))
    except ValueError as e:
        raise ConfigError(f"{path}: invalid JSON: {e}") from None
    if not isinstance(data, dict):
        raise ConfigError(f"{path}: not a JSON object ({type(data).__name__})")
    for key, types in (("flat_args", list), ("expected_output", list), ("function_name", str), ("seed", int)):
        value = data.get(key)
        if value is not None and (not isinstance(value, types) or isinstance(value, bool)):
            raise ConfigError(f"{path}: `{key}` must be a {types.__name__}, got {type(value).__name__}")
    return data


def _formula(f, where: str) -> InputSpec:
    if not isinstance(f, dict):
        raise ConfigError(f"{where}: Formula must be an object")
    shape = f.get("shape")
    if not isinstance(shape, list) or not all(isinstance(d, int) and not isinstance(d, bool) and d >= 0
                                              for d in shape):
        raise ConfigError(f"{where}: Formula.shape must be a list of non-negative integers, got {shape!r}"[:200])
    return InputSpec(distribution="formula", shape=tuple(shape), coeff=_number(f.get("coeff", 1), where, "coeff"),
                     offset=_number(f.get("offset", 0), where, "offset"))


def _expected(entry, i: int, directory: Path, golden_dirs: tuple[Path, ...], where: str) -> tuple[Path | None, str]:
    """Where one expected output is on this machine, or None and why not.

    torch_ops names each by URL, and its pytest downloads them into
    `<artifacts>/azure/` with a manifest (URL -> file); a clone holds none.
    Tried: a file beside the test (expected_result_N.npy), each --golden-dir
    and every `artifacts/` above the test in that layout, and each
    --golden-dir mirroring the URL's path (as `wget -x` writes it)."""
    if isinstance(entry, str):
        url, value = entry, None
    elif isinstance(entry, dict):
        url, value = entry.get("url"), entry.get("value")
    else:
        raise ConfigError(f"{where}: expected_output[{i}] must be a URL or an object with `url` or `value`")
    if isinstance(value, str) and value:
        p = directory / value
        return (p, "") if p.is_file() else (None, f"expected_output[{i}] names {value}, which is not there")
    beside = directory / f"expected_result_{i}.npy"
    if beside.is_file():
        return beside, ""
    if not isinstance(url, str) or not url:
        return None, f"expected_output[{i}] names neither a URL nor a file"
    for root in (*golden_dirs, *(p / "artifacts" for p in directory.parents)):
        hit = _downloaded(root, url)
        if hit is not None:
            return hit, ""
    return None, f"golden not available (remote, not downloaded): {url}"


def _downloaded(root: Path, url: str) -> Path | None:
    manifest = root / "azure" / "manifest.json"
    if manifest.is_file():
        try:
            name = json.loads(manifest.read_text()).get(url)
        except (OSError, ValueError, AttributeError):
            name = None
        if isinstance(name, str) and (root / "azure" / name).is_file():
            return root / "azure" / name
    parsed = urllib.parse.urlparse(url)
    for rel in (f"{parsed.netloc}{parsed.path}", parsed.path.lstrip("/")):
        if rel and (root / rel).is_file():
            return root / rel
    return None


def json_overlay(path: Path, config: CaseConfig, golden_dirs: tuple[Path, ...] = ()) -> CaseConfig:
    data = _io_json(path)
    inputs = dict(config.inputs)
    for i, arg in enumerate(data.get("flat_args") or []):
        where = f"{path}: flat_args[{i}]"
        if isinstance(arg, dict) and "Formula" in arg:
            inputs[f"arg{i}"] = _formula(arg["Formula"], where)
        elif isinstance(arg, (int, float)) and not isinstance(arg, bool):
            inputs[f"arg{i}"] = InputSpec(values=(_number(arg, where, "the value"),), shape=())
        else:
            raise ConfigError(f"{where}: only Formula and number arguments are supported")
    goldens, missing = [], None
    for i, entry in enumerate(data.get("expected_output") or []):
        found, why = _expected(entry, i, path.parent, golden_dirs, str(path))
        if found is None:
            goldens, missing = [], why
            break
        goldens.append(GoldenFile(found))
    tolerances = {k: _number(data[k], str(path), k) for k in ("rtol", "atol") if data.get(k) is not None}
    return replace(config, inputs=inputs, seed=data.get("seed", config.seed),
                   entry=data.get("function_name") or config.entry, golden_files=tuple(goldens), golden=None,
                   golden_missing=missing,
                   golden_rtol=tolerances.get("rtol", config.golden_rtol),
                   golden_atol=tolerances.get("atol", config.golden_atol))


def overlay(directory: Path, config: CaseConfig, golden_dirs: tuple[Path, ...] = ()) -> CaseConfig:
    """The case's inputs, goldens and tolerances from its suite files."""
    m = marker(directory)
    if m is None:
        return config
    return json_overlay(m, config, golden_dirs) if m.name == IO_JSON else flagfile_overlay(m, config)


# ---- the suites' JSON configs ------------------------------------------------

_LISTS = {"iree_compile_flags", "iree_run_module_flags", "skip_compile_tests", "skip_run_tests",
          "expected_compile_failures", "expected_run_failures"}
# torch_ops: golden_times_ms (test -> ms) and tolerance_factor (the slack on
# them, 1.1 by default) are the suite's latency check: shown, never gating.
CONFIG_KEYS = {"config_name", "golden_times_ms", "tolerance_factor"} | _LISTS


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
    run_flags: tuple[str, ...] = ()
    golden_times_ms: dict[str, float] = field(default_factory=dict)
    tolerance_factor: float = 1.1

    @property
    def device(self) -> str | None:
        """The driver the suite runs on (`--device=local-sync`), if it names one."""
        return next((f.partition("=")[2] for f in self.run_flags if f.startswith("--device=")), None)


def load_suite_config(path: Path) -> SuiteConfig:
    try:
        data = json.loads(read_text(Path(path)))
    except ValueError as e:
        raise ConfigError(f"{path}: invalid JSON: {e}") from None
    if not isinstance(data, dict) or "config_name" not in data:
        raise ConfigError(f"{path}: not an iree-test-suites config (no config_name)")
    unknown = set(data) - CONFIG_KEYS
    if unknown:
        raise ConfigError(f"{path}: unknown key {shown_key(sorted(unknown)[0])} "
                          f"(known: {', '.join(sorted(CONFIG_KEYS))})")
    if not isinstance(data["config_name"], str):
        raise ConfigError(f"{path}: `config_name` must be a string, got {type(data['config_name']).__name__}")
    for key in sorted(_LISTS):
        value = data.get(key, [])
        if not isinstance(value, list) or not all(isinstance(x, str) for x in value):
            raise ConfigError(f"{path}: `{key}` must be a list of strings, got {_shown(value)}")
    times = data.get("golden_times_ms", {})
    if not isinstance(times, dict):
        raise ConfigError(f"{path}: `golden_times_ms` must be a table of test -> ms, got {_shown(times)}")
    times = {str(k): _number(v, str(path), f"golden_times_ms[{k!r}]") for k, v in times.items()}
    factor = _number(data.get("tolerance_factor", 1.1), str(path), "tolerance_factor")
    if factor <= 0:
        raise ConfigError(f"{path}: `tolerance_factor` must be positive, got {factor:g}")
    flags = list(data.get("iree_compile_flags", []))
    keep = tuple(f for f in flags if not is_target_flag(f))
    return SuiteConfig(Path(path), data["config_name"], keep, tuple(f for f in flags if f not in keep),
                       *(tuple(data.get(k, [])) for k in ("skip_compile_tests", "skip_run_tests",
                                                           "expected_compile_failures", "expected_run_failures")),
                       run_flags=tuple(data.get("iree_run_module_flags", [])), golden_times_ms=times,
                       tolerance_factor=factor)


def _shown(value) -> str:
    if isinstance(value, list):
        bad = next(x for x in value if not isinstance(x, str))
        return f"a list holding {type(bad).__name__} {bad!r}"
    return f"{type(value).__name__} {value!r}"[:80]


def _listed(case_dir: Path, entries: tuple[str, ...]) -> bool:
    """Suite lists name test directories relative to the suite's root
    (`onnx/node/generated/test_abs`): match them as path suffixes."""
    text = case_dir.as_posix()
    return any(text == e or text.endswith("/" + e.strip("/")) for e in entries)


def apply_suite_config(sc: SuiteConfig, case_dir: Path, config: CaseConfig) -> CaseConfig:
    why = f"{sc.name} ({sc.path.name})"
    if _listed(case_dir, sc.skip_compile):
        return replace(config, skip_rules=(Scoped(f"listed in skip_compile_tests of {why}"),) + config.skip_rules)
    if _listed(case_dir, sc.compile_failures):
        config = replace(config, xfail_rules=(Scoped(f"expected_compile_failures of {why}", stage="compile"),)
                         + config.xfail_rules)
    elif _listed(case_dir, sc.run_failures):
        config = replace(config, xfail_rules=(Scoped(f"expected_run_failures of {why}", stage="run"),)
                         + config.xfail_rules)
    if _listed(case_dir, sc.skip_run):
        config = replace(config, compile_only=True)
    golden_ms = next((ms for name, ms in sc.golden_times_ms.items() if _listed(case_dir, (name,))), None)
    if golden_ms is not None:
        config = replace(config, time_budget_ms=(golden_ms, sc.tolerance_factor))
    return replace(config, flags=config.flags + sc.compile_flags)
