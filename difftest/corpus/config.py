"""difftest.toml: the configuration of a case, and of the directories above it.

`difftest.toml` files apply per directory, like lit's local configs: a case
takes every config from the repository root down to its own directory,
outer first, the nearest last. Unknown keys are errors naming the key and
the file, so a typo never silently turns a check off. A broken config marks
the cases under it as case errors; the other cases still run.
"""
from __future__ import annotations

import fnmatch
import re
import sys
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from ..core.errors import OneLineError, not_a_file
from ..core.mlir import CASE_SUFFIXES
from ..core.verdicts import SIDES
from ..toolchains.backends import canonical_kind, target_examples
from ..toolchains.cpus import LABEL_WORDS, cpu_matches

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover
    import tomli as tomllib

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


class ConfigError(OneLineError):
    """A difftest.toml problem; the message names the file and the key."""


def shown_key(key: str) -> str:
    """A key as an error message shows it: on one line, whatever it holds."""
    return f"`{key}`" if key.isprintable() and "`" not in key else repr(key)


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
    # A suite's own data, passed to the module as the suite's tools pass it,
    # even when it does not fit the signature: the module's rejection is then
    # a run failure, as the suite sees it (and its xfail applies).
    as_given: bool = False


@dataclass(frozen=True)
class GoldenFile:
    """One expected output in a file of its own: .npy, or raw little-endian
    .bin with the shape (else the signature's) and the signature's dtype."""

    file: Path
    shape: tuple[int, ...] | None = None
    # A suite's flagfile: its shape is taken as written, even where it does
    # not fit the result (the suite's own tools then fail to run the case).
    as_given: bool = False


def target_matches(pattern: str, target_name: str) -> bool:
    """`llvm-cpu` matches llvm-cpu and llvm-cpu:znver4; `cuda` every cuda:*;
    `rocm:gfx9*` is a glob; `hip` is rocm."""
    kind, sep, rest = pattern.partition(":")
    pattern = canonical_kind(kind) + sep + rest
    kind = target_name.partition(":")[0]
    return pattern == target_name or pattern == kind or fnmatch.fnmatchcase(target_name, pattern)


@dataclass(frozen=True)
class Scoped:
    """An expectation, xfail or skip, limited to some targets (empty: all),
    like lit's `XFAIL: target` and `REQUIRES:`.

    An xfail may say what failure it expects: `match`, a regex searched in
    the first error line of every side that fails; `sides`, exactly which
    variants fail; `stage` (from a suite's expected_compile_failures or
    expected_run_failures), the stage at which the baseline fails."""

    value: str
    targets: tuple[str, ...] = ()
    match: str | None = None
    sides: tuple[str, ...] | None = None
    stage: str | None = None
    # The CPUs it was recorded on (toolchains/cpus.py labels, LLVM names or
    # globs); None: it holds on every CPU. On llvm-cpu the CPU decides what
    # compiles, so a rule recorded on one CPU is only strict there. Elsewhere
    # an expectation is shown, not gated; an xfail whose failure happens the
    # same way still stands (the case is an xfail, said to be another CPU's),
    # and one that does not hold leaves the case its own verdict.
    cpus: tuple[str, ...] | None = None

    def applies(self, target_name: str) -> bool:
        return not self.targets or any(target_matches(p, target_name) for p in self.targets)

    def held_on(self, cpu: str | None) -> bool:
        """Whether this rule was recorded on this CPU (a run of no CPU, a GPU's, holds every rule)."""
        return self.cpus is None or cpu is None or any(cpu_matches(p, cpu) for p in self.cpus)

    def recorded(self) -> str:
        return " or ".join(self.cpus or ())


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
    # Why the case has no golden although its suite names one (remote, not downloaded).
    golden_missing: str | None = None
    # A suite's latency check: (golden time in ms, tolerance factor). Shown, never gating.
    time_budget_ms: tuple[float, float] | None = None
    # Parameter archives by scope (`parameters = { model = "m.irpa" }`); a scope not named here
    # takes the file beside the IR, else generated parameters.
    parameters: dict[str, Path] = field(default_factory=dict)
    # Runtime flags the case needs (`runtime_flags = ["--task_worker_stack_size=4194304"]`), applied in
    # a runtime worker of their own: never to another case.
    runtime_flags: tuple[str, ...] = ()
    # A plan of calls with state (corpus/sequences.py): None, the default (a sharktank paged LLM when
    # its config is beside the IR); False, the entry alone; a table, the plan's settings.
    sequence: dict | bool | None = None
    # At most this many timed and untimed calls a run of this case (a model whose call costs a
    # minute is timed once); None, the command line's --repeat and --warmup.
    repeat: int | None = None
    warmup: int | None = None

    def xfail_for(self, target_name: str, cpu: str | None = None) -> Scoped | None:
        """The xfail for this target: one recorded on this CPU first, else one recorded on another."""
        rules = [r for r in self.xfail_rules if r.applies(target_name)]
        return next((r for r in rules if r.held_on(cpu)), rules[0] if rules else None)

    def skip_for(self, target_name: str) -> str | None:
        return next((r.value for r in self.skip_rules if r.applies(target_name)), None)

    def expect_for(self, target_name: str) -> tuple[str, ...]:
        return tuple(r.value for r in self.expect_rules if r.applies(target_name))


CASE_KEYS = {
    "entry", "seed", "rtol", "atol", "flags", "compile_timeout", "run_timeout",
    "inputs", "inputs_file", "golden", "xfail", "skip", "expect", "logits",
    "golden_rtol", "golden_atol", "golden_rel_l2", "compile_only", "parameters", "runtime_flags", "sequence",
    "repeat", "warmup",
}
TOP_KEYS = {"defaults", "variants", "cases"}


def expect_type(value: Any, types, where: str, key: str, cfg: Path):
    if not isinstance(value, types):
        names = types.__name__ if isinstance(types, type) else "/".join(t.__name__ for t in types)
        raise ConfigError(f"{cfg}: {where}: `{key}` must be {names}, got {type(value).__name__} {value!r}")
    return value


def _check_keys(table: dict, known: set[str], where: str, cfg: Path) -> None:
    unknown = set(table) - known
    if unknown:
        raise ConfigError(f"{cfg}: [{where}]: unknown key {shown_key(sorted(unknown)[0])} "
                          f"(known: {', '.join(sorted(known))})")


def _positive(v: float, where: str, key: str, cfg: Path) -> float:
    if not v > 0:
        raise ConfigError(f"{cfg}: [{where}]: `{key}` must be positive, got {v!r}")
    return v


def _count(v: Any, positive: bool, where: str, key: str, cfg: Path) -> int:
    if isinstance(v, bool) or not isinstance(v, int) or v < (1 if positive else 0):
        raise ConfigError(f"{cfg}: [{where}]: `{key}` must be {'a positive' if positive else 'a non-negative'} "
                          f"integer, got {v!r}")
    return v


def _parse_input(arg: str, table: Any, where: str, cfg: Path) -> InputSpec:
    where = f"{where}.inputs.{arg}"
    expect_type(table, dict, where, arg, cfg)
    _check_keys(table, INPUT_KEYS, where, cfg)
    kwargs: dict[str, Any] = {}
    for k, v in table.items():
        if k == "distribution":
            if not isinstance(v, str) or v not in DISTRIBUTIONS:
                raise ConfigError(f"{cfg}: {where}: distribution {v!r} unknown "
                                  f"(known: {', '.join(sorted(DISTRIBUTIONS))})")
            kwargs[k] = v
        elif k == "shape":
            expect_type(v, list, where, k, cfg)
            if not all(isinstance(d, int) and d >= 0 for d in v):
                raise ConfigError(f"{cfg}: {where}: `shape` must be a list of non-negative ints, got {v!r}")
            kwargs[k] = tuple(v)
        elif k == "file":
            kwargs[k] = cfg.parent / expect_type(v, str, where, k, cfg)
        elif k == "values":
            if not isinstance(v, list) or not all(isinstance(x, (int, float)) for x in v):
                raise ConfigError(f"{cfg}: {where}: `values` must be a list of numbers, got {v!r}")
            kwargs[k] = tuple(float(x) for x in v)
        else:
            kwargs[k] = float(expect_type(v, (int, float), where, k, cfg))
    return InputSpec(**kwargs)


_PIN = re.compile(r"^((?:baseline|candidate)\.[a-z][a-z0-9-]*) == -?\d+$")


def pinned_figure(check: str) -> str | None:
    """`baseline.dispatch-count` of an exact pin (`baseline.dispatch-count == 97`), else None."""
    m = _PIN.match(check)
    return m.group(1) if m else None


def parse_scoped(value: Any, key: str, where: str, cfg: Path) -> tuple[Scoped, ...]:
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
        _check_keys(item, {text_key, "targets", "cpus"} | (XFAIL_KEYS if key == "xfail" else set()), f"{where}.{key}",
                    cfg)
        text = item.get(text_key)
        targets = item.get("targets", [])
        if not isinstance(text, str):
            raise ConfigError(f"{cfg}: [{where}]: a `{key}` table needs `{text_key} = \"...\"`")
        if not isinstance(targets, list) or not all(isinstance(t, str) for t in targets) or \
                ("targets" in item and not targets):
            raise ConfigError(f"{cfg}: [{where}]: `targets` must be a non-empty list of target patterns "
                              f"such as {' or '.join(repr(t) for t in target_examples())}")
        out.append(Scoped(text, tuple(targets), *_xfail_detail(item, where, cfg), cpus=_cpus(item, where, cfg)))
    return tuple(out)


def _cpus(item: dict, where: str, cfg: Path) -> tuple[str, ...] | None:
    """`cpus = ["znver4+avx512+bf16+vnni", "sapphirerapids"]`: where the rule was recorded."""
    if "cpus" not in item:
        return None
    found = item["cpus"]
    if not isinstance(found, list) or not found or not all(isinstance(c, str) and c.strip() for c in found):
        raise ConfigError(f"{cfg}: [{where}]: `cpus` must be a non-empty list of CPUs as a run names them "
                          f"(such as \"znver4+avx512+bf16+vnni\" or \"znver4\"), got {found!r}")
    for c in found:  # a misspelled word never matches: the rule would stop gating without a word
        odd = [w for w in c.split("+")[1:] if w not in LABEL_WORDS and not any(g in w for g in "*?[")]
        if odd:
            raise ConfigError(f"{cfg}: [{where}]: `cpus` entry {c!r}: {', '.join(map(repr, odd))} is not a word a "
                              f"CPU's label shows ({', '.join(LABEL_WORDS)})")
    return tuple(found)


XFAIL_KEYS = {"match", "sides"}


def _xfail_detail(item: dict, where: str, cfg: Path) -> tuple[str | None, tuple[str, ...] | None]:
    """An xfail's `match` (a regex that must compile) and `sides`."""
    match, sides = item.get("match"), item.get("sides")
    if match is not None:
        if not isinstance(match, str):
            raise ConfigError(f"{cfg}: [{where}]: xfail `match` must be a regex string, got {match!r}")
        try:
            re.compile(match)
        except re.error as e:
            raise ConfigError(f"{cfg}: [{where}]: xfail `match` {match!r} is not a regex: {e}") from None
    if sides is not None:
        if not isinstance(sides, list) or not sides or not all(s in SIDES for s in sides):
            raise ConfigError(f"{cfg}: [{where}]: xfail `sides` must list \"baseline\" and/or \"candidate\", "
                              f"got {sides!r}")
        sides = tuple(s for s in SIDES if s in sides)
    return match, sides


SEQUENCE_KEYS = {"kind", "prompt", "decode", "config"}


def _sequence(v: Any, where: str, cfg: Path) -> dict | bool:
    if isinstance(v, bool):
        return v
    expect_type(v, dict, where, "sequence", cfg)
    _check_keys(v, SEQUENCE_KEYS, f"{where}.sequence", cfg)
    if v.get("kind", "paged-llm") != "paged-llm":
        raise ConfigError(f"{cfg}: [{where}.sequence]: unknown kind {v['kind']!r} (known: paged-llm)")
    def count(x, least: int) -> bool:
        return isinstance(x, int) and not isinstance(x, bool) and x >= least

    prompt = v.get("prompt", 1)
    if not (count(prompt, 1) or (isinstance(prompt, list) and prompt and all(count(t, 0) for t in prompt))):
        raise ConfigError(f"{cfg}: [{where}.sequence]: `prompt` must be a length > 0 or a list of token ids, "
                          f"got {prompt!r}")
    if "decode" in v and not count(v["decode"], 0):
        raise ConfigError(f"{cfg}: [{where}.sequence]: `decode` must be an integer >= 0, got {v['decode']!r}")
    out = dict(v)
    if "config" in v:
        out["config"] = cfg.parent / expect_type(v["config"], str, f"{where}.sequence", "config", cfg)
    return out


def _runtime_key(k: str, v: Any, base: CaseConfig, where: str, cfg: Path):
    """What a case needs at run time: its parameter archives, its runtime flags."""
    if k == "parameters":
        expect_type(v, dict, where, k, cfg)
        if not all(isinstance(p, str) for p in v.values()):
            raise ConfigError(f"{cfg}: [{where}]: `parameters` maps a scope to an archive's path "
                              "(parameters = { model = \"m.irpa\" })")
        return {**base.parameters, **{scope: cfg.parent / p for scope, p in v.items()}}
    if k == "sequence":
        return _sequence(v, where, cfg)
    expect_type(v, list, where, k, cfg)
    if not all(isinstance(x, str) and x.startswith("--") for x in v):
        raise ConfigError(f"{cfg}: [{where}]: `runtime_flags` must be a list of --flag strings")
    return tuple(v)


def apply_table(base: CaseConfig, table: dict[str, Any], where: str, cfg: Path) -> CaseConfig:
    """Overlay one TOML table on a config, checking every key and type."""
    _check_keys(table, CASE_KEYS, where, cfg)
    changes: dict[str, Any] = {}
    for k, v in table.items():
        if k == "entry":
            changes[k] = expect_type(v, str, where, k, cfg)
        elif k in ("xfail", "skip", "expect"):
            if k == "expect" and not isinstance(v, list):
                raise ConfigError(f"{cfg}: [{where}]: `expect` must be a list")
            changes[f"{k}_rules"] = parse_scoped(v, k, where, cfg)
        elif k == "seed":
            changes[k] = expect_type(v, int, where, k, cfg)
            if changes[k] < 0:  # numpy's generators take none
                raise ConfigError(f"{cfg}: [{where}]: `seed` must not be negative, got {v!r}")
        elif k == "compile_only":
            changes[k] = expect_type(v, bool, where, k, cfg)
        elif k in ("rtol", "atol", "golden_rtol", "golden_atol", "golden_rel_l2"):
            val = float(expect_type(v, (int, float), where, k, cfg))
            if val < 0:
                raise ConfigError(f"{cfg}: [{where}]: `{k}` must not be negative, got {v!r}")
            changes[k] = val
        elif k in ("compile_timeout", "run_timeout"):
            changes[k] = _positive(float(expect_type(v, (int, float), where, k, cfg)), where, k, cfg)
        elif k in ("repeat", "warmup"):
            changes[k] = _count(v, k == "repeat", where, k, cfg)
        elif k in ("parameters", "runtime_flags", "sequence"):
            changes[k] = _runtime_key(k, v, base, where, cfg)
        elif k == "flags":
            expect_type(v, list, where, k, cfg)
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
            changes[k] = cfg.parent / expect_type(v, str, where, k, cfg)
            if k == "golden":
                changes["golden_files"] = ()
        elif k == "inputs":
            expect_type(v, dict, where, k, cfg)
            merged = dict(base.inputs)
            for arg, spec in v.items():
                if not (arg.startswith("arg") and arg[3:].isdigit()):
                    raise ConfigError(f"{cfg}: [{where}.inputs]: argument key `{arg}` must be arg0, arg1, ...")
                merged[arg] = _parse_input(arg, spec, where, cfg)
            changes[k] = merged
    return replace(base, **changes)


def _parse_variants(table: Any, cfg: Path) -> dict[str, tuple[str, ...]]:
    expect_type(table, dict, "variants", "variants", cfg)
    out = {}
    for name, spec in table.items():
        if name not in VARIANT_NAMES:
            raise ConfigError(f"{cfg}: [variants]: unknown variant `{name}` (known: {', '.join(sorted(VARIANT_NAMES))})")
        expect_type(spec, dict, f"variants.{name}", name, cfg)
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


# `file::function` names one test function of a check-test file (corpus/checks.py).
FUNCTION_SEPARATOR = "::"


def _case_exists(directory: Path, key: str) -> bool:
    base = directory / key.partition(FUNCTION_SEPARATOR)[0]
    return any(base.with_name(base.name + s).is_file() for s in CASE_SUFFIXES) or base.is_dir()


def parse_config(path: Path) -> ConfigFile:
    cf = ConfigFile(path)
    try:
        if odd := not_a_file(path):  # a directory was ignored without a word; a FIFO hung the run
            raise ConfigError(f"{odd}: a corpus's {CONFIG_NAME} must be one")
        try:
            data = tomllib.loads(path.read_text())
        except tomllib.TOMLDecodeError as e:
            raise ConfigError(f"{path}: invalid TOML: {e}") from None
        unknown = set(data) - TOP_KEYS
        if unknown:
            raise ConfigError(f"{path}: unknown top-level key {shown_key(sorted(unknown)[0])} "
                              f"(known: {', '.join(sorted(TOP_KEYS))})")
        cf.defaults = expect_type(data.get("defaults", {}), dict, "defaults", "defaults", path)
        apply_table(CaseConfig(), cf.defaults, "defaults", path)  # check it once, here
        cf.variants = _parse_variants(data.get("variants", {}), path)
        cf.cases = expect_type(data.get("cases", {}), dict, "cases", "cases", path)
        for name in cf.cases:
            if not _case_exists(path.parent, name):
                raise ConfigError(f"{path}: [cases.\"{name}\"] names no case file under {path.parent}")
    except ConfigError as e:
        cf.error = str(e)
    except UnicodeDecodeError as e:
        cf.error = f"{path}: not UTF-8 text (byte {e.object[e.start]:#04x} at offset {e.start}); TOML must be UTF-8"
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
            self._files[directory] = parse_config(p) if p.exists() else None
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


