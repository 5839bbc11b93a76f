"""Deterministic inputs for a case, derived from its signature, and its
golden outputs, checked against the signature.

Each argument draws from its own generator seeded by (seed, case name, arg
index), so adding a case or an argument never changes another one's data.
Files are never guessed at: an inputs or golden file whose keys, shapes or
dtypes do not fit the signature is the case's error, naming what was found
and what was expected.
"""
from __future__ import annotations

import shutil
import zlib
from collections.abc import Sequence
from dataclasses import asdict
from functools import lru_cache
from pathlib import Path
from typing import Callable

import numpy as np

from ..core import dtypes, keys
from ..core.cache import Store
from ..core.errors import OneLineError, not_a_file
from ..core.dtypes import bits_view, from_name, is_float, to_numpy
from ..core.results import InputSource
from .config import CaseConfig, InputSpec
from .signature import Signature, TensorSpec


class InputError(OneLineError):
    """The case's inputs cannot be built; the message names the argument."""


def _shape_for(i: int, spec: TensorSpec, override: InputSpec | None) -> tuple[int, ...]:
    if override is not None and override.shape is not None and override.as_given:
        return tuple(override.shape)  # a suite's data, checked by the module as the suite's tools do
    if override is not None and override.shape is not None:
        shape = override.shape
        if len(shape) != len(spec.shape):
            raise InputError(f"arg{i} ({spec}): configured shape {list(shape)} has rank {len(shape)}, "
                             f"the signature has rank {len(spec.shape)}")
        for d, (want, got) in enumerate(zip(spec.shape, shape)):
            if want is not None and want != got:
                raise InputError(f"arg{i} ({spec}): configured shape {list(shape)} disagrees with "
                                 f"static dim {d} = {want}")
        if int(np.prod(shape, dtype=object)) > MAX_ELEMENTS:
            raise InputError(f"arg{i} ({spec}): configured shape {list(shape)} has more than {MAX_ELEMENTS} elements")
        return tuple(shape)
    if spec.is_dynamic:
        dims = [d for d, s in enumerate(spec.shape) if s is None]
        raise InputError(f"arg{i} ({spec}) has dynamic dim(s) {dims} and no size; set "
                         f"`inputs.arg{i}.shape = [...]` for this case in difftest.toml")
    return tuple(spec.shape)  # type: ignore[arg-type]


def _default_range(dtype: np.dtype) -> tuple[float, float]:
    if is_float(dtype):
        return -1.0, 1.0
    if dtype == np.bool_:
        return 0, 2
    # Small non-negative ints: safe as indices and free of overflow in sums.
    return 0, 8


def _describe(o: InputSpec, dtype: np.dtype) -> str:
    dist = o.distribution or ("uniform" if is_float(dtype) else "randint")
    params = {k: getattr(o, k) for k in ("low", "high", "mean", "std", "value") if getattr(o, k) is not None}
    if dist in ("uniform", "randint") and not params:
        params = dict(zip(("low", "high"), _default_range(dtype)))
    text = f"{dist}({', '.join(f'{k}={v:g}' for k, v in params.items())})"
    return text + (f" shape {list(o.shape)}" if o.shape is not None else "")


# More elements than any case difftest judges holds (8 GiB of f64): a shape
# beyond it is a typo, refused before numpy tries to allocate it.
MAX_ELEMENTS = 1 << 30


def _draw(rng: np.random.Generator, shape, dtype: np.dtype, o: InputSpec) -> np.ndarray:
    if int(np.prod(shape, dtype=object)) > MAX_ELEMENTS:
        raise InputError(f"shape {list(shape)} has more than {MAX_ELEMENTS} elements")
    try:
        a = _sample(rng, shape, dtype, o)
    except InputError:
        raise
    except (ValueError, OverflowError) as e:  # numpy's own check of the parameters (scale < 0, low >= high)
        raise InputError(f"{_describe(o, dtype)}: {e}") from None
    if not is_float(dtype) and dtype != np.bool_:
        a = np.asarray(a)
        if a.size and not np.isfinite(a.astype(np.float64)).all():
            raise InputError(f"non-finite values for integer type {dtype}")
        info = np.iinfo(dtype)
        if a.size and (a.min() < info.min or a.max() > info.max):
            raise InputError(f"values in [{a.min()}, {a.max()}] do not fit {dtype}")
    return np.asarray(a).astype(dtype)


def _sample(rng: np.random.Generator, shape, dtype: np.dtype, o: InputSpec) -> np.ndarray:
    dist = o.distribution or ("uniform" if is_float(dtype) else "randint")
    lo_default, hi_default = _default_range(dtype)
    low = lo_default if o.low is None else o.low
    high = hi_default if o.high is None else o.high
    if dist == "zeros":
        a = np.zeros(shape)
    elif dist == "ones":
        a = np.ones(shape)
    elif dist == "fill":
        a = np.full(shape, 0.0 if o.value is None else o.value)
    elif dist == "arange":
        a = np.arange(int(np.prod(shape)), dtype=np.float64).reshape(shape) + low
    elif dist == "normal":
        a = rng.normal(0.0 if o.mean is None else o.mean, 1.0 if o.std is None else o.std, size=shape)
    elif dist == "randint":
        if high <= low:
            raise InputError(f"randint needs low < high, got [{low}, {high})")
        a = rng.integers(int(low), int(high), size=shape, dtype=np.int64)
        if dtype == np.bool_:
            return a.astype(np.bool_)
    else:  # uniform
        a = rng.uniform(low, high, size=shape)
    return a


def _regular(path: Path, what: str) -> None:
    """A data file that is no file (a FIFO blocks np.load until opened) is the case's error."""
    if odd := not_a_file(path):
        raise InputError(f"{what}: {odd}")


def read_raw(path: Path, dtype: np.dtype, shape: tuple[int, ...], what: str) -> np.ndarray:
    """A raw little-endian binary file (iree-test-suites' input_0.bin), shaped by the signature."""
    _regular(path, what)
    data = path.read_bytes()
    want = int(np.prod(shape)) * dtype.itemsize
    if len(data) != want:
        raise InputError(f"{what}: {path.name} has {len(data)} bytes; {list(shape)} x {dtype} needs {want}")
    raw = np.frombuffer(data, dtype=np.dtype(f"<u{dtype.itemsize}") if dtype != np.bool_ else np.uint8)
    return (raw.astype(np.bool_) if dtype == np.bool_ else raw.view(dtype)).reshape(shape).copy()


def _load_file(path: Path, dtype: np.dtype, spec: TensorSpec, override: InputSpec | None, what: str) -> np.ndarray:
    if not path.exists():
        raise InputError(f"{what}: input file {path} does not exist")
    _regular(path, what)
    if path.suffix == ".bin":
        return read_raw(path, dtype, _shape_for(int(what[3:]), spec, override), what)
    try:
        a = np.load(path, allow_pickle=False)
    except Exception as e:
        raise InputError(f"{what}: cannot read {path}: {e}") from None
    if isinstance(a, np.lib.npyio.NpzFile):
        raise InputError(f"{what}: {path.name} is an npz; use `inputs_file` for npz files")
    return coerce(a, dtype, f"{what} ({path.name})")


def coerce(a: np.ndarray, dtype: np.dtype, what: str) -> np.ndarray:
    """Accept an array of the exact dtype, or raw bits of the same width
    (how .npy stores bf16/fp8: numpy writes them as void or uint), or an
    integer array of the other signedness (iree-test-suites' ui8 data)."""
    a = np.asarray(a)
    if a.dtype == dtype:
        return a
    if a.dtype.itemsize == dtype.itemsize and (a.dtype.kind in "Vu" or (a.dtype.kind == "i" and dtype.kind in "iu")):
        return a.view(dtype)
    if dtype == np.bool_ and a.dtype.kind in "iu" and a.size and set(np.unique(a)) <= {0, 1}:
        return a.astype(np.bool_)
    raise InputError(f"{what}: dtype {a.dtype} does not match the signature's {dtype}")


def _open_npz(path: Path, what: str):
    if not path.exists():
        raise InputError(f"{what} {path} does not exist")
    _regular(path, what)
    try:
        z = np.load(path, allow_pickle=False)
    except Exception as e:
        raise InputError(f"cannot read {what} {path}: {e}") from None
    if not isinstance(z, np.lib.npyio.NpzFile):
        raise InputError(f"{what} {path} is not an npz file")
    return z


def _member(z, key: str, path: Path, what: str) -> np.ndarray:
    """One array of an npz: an object array (pickled data, never loaded) or
    a damaged member is the case's error, naming the file."""
    try:
        return z[key]
    except Exception as e:  # ValueError (object arrays), zipfile.BadZipFile, EOFError, OSError...
        raise InputError(f"{what} {path.name}[{key}]: cannot read: {str(e)[:200]}") from None


def _check_keys(path: Path, found: list[str], expected: list[str], what: str, optional: set[str] = frozenset()):
    unknown = [k for k in found if k not in expected]
    missing = [k for k in expected if k not in found and k not in optional]
    if unknown or missing:
        raise InputError(f"{what} {path.name}: keys do not match the signature: found "
                         f"[{', '.join(sorted(found)) or 'none'}], expected [{', '.join(expected) or 'none'}]"
                         + (f"; unknown: {', '.join(sorted(unknown))}" if unknown else "")
                         + (f"; missing: {', '.join(missing)}" if missing else ""))


class _Arguments:
    """Where each argument's data comes from, tried in order: its own file,
    literal values, a suite formula, the case's inputs file, the seed."""

    def __init__(self, case_key: str, sig: Signature, config: CaseConfig, npz):
        self.case_key, self.sig, self.config, self.npz = case_key, sig, config, npz
        self.legacy = None  # iree-test-suites' formulas share one legacy RandomState, in argument order

    def make(self, i: int, spec: TensorSpec) -> tuple[np.ndarray, InputSource]:
        key = f"arg{i}"
        dtype = to_numpy(spec.element_type)
        o = self.config.inputs.get(key)
        if o is not None and o.file is not None:
            return _load_file(o.file, dtype, spec, o, key), InputSource(key, "file", str(o.file.name))
        if o is not None and o.values is not None:
            return self.values(i, spec, dtype, o)
        if o is not None and o.distribution == "formula":
            return self.formula(i, spec, dtype, o)
        if self.npz is not None and key in self.npz.files:
            name = self.config.inputs_file.name
            a = _member(self.npz, key, self.config.inputs_file, "inputs file")
            return coerce(a, dtype, f"{key} in {name}"), InputSource(key, "file", f"{name}[{key}]")
        return self.seeded(i, spec, dtype, o)

    def values(self, i: int, spec: TensorSpec, dtype, o: InputSpec) -> tuple[np.ndarray, InputSource]:
        key = f"arg{i}"
        shape = _shape_for(i, spec, o) if o.shape is not None or not spec.is_dynamic else (len(o.values),)
        if int(np.prod(shape)) != len(o.values):
            raise InputError(f"{key} ({spec}): {len(o.values)} value(s) for shape {list(shape)}")
        shown = f"values {list(o.values)[:4]}{' ...' if len(o.values) > 4 else ''}"
        return np.array(o.values).reshape(shape).astype(dtype), InputSource(key, "config", shown)

    def formula(self, i: int, spec: TensorSpec, dtype, o: InputSpec) -> tuple[np.ndarray, InputSource]:
        seed = self.config.seed
        if self.legacy is None:
            self.legacy = np.random.RandomState(seed)
        shape = _shape_for(i, spec, o)
        coeff = 1.0 if o.coeff is None else o.coeff
        offset = 0.0 if o.offset is None else o.offset
        a = (coeff * self.legacy.rand(*shape) + offset).astype(dtype)
        return a, InputSource(f"arg{i}", "config",
                              f"formula {coeff:g} * rand{list(shape)} + {offset:g}, legacy seed {seed}")

    def seeded(self, i: int, spec: TensorSpec, dtype, o: InputSpec | None) -> tuple[np.ndarray, InputSource]:
        key, seed = f"arg{i}", self.config.seed
        shape = _shape_for(i, spec, o)
        rng = np.random.default_rng([seed, zlib.crc32(self.case_key.encode()), i])
        spec_in = o or InputSpec()
        bound = self.sig.bound_of(i)
        note = ""
        if bound is not None and not is_float(dtype) and spec_in.distribution in (None, "randint") \
                and spec_in.low is None and spec_in.high is None:
            # An index: stay inside the dim it indexes.
            spec_in = InputSpec(distribution="randint", low=0, high=bound.high, shape=spec_in.shape)
            note = f"; in bounds: it {bound.why}"
        try:
            a = _draw(rng, shape, dtype, spec_in)
        except InputError as e:
            raise InputError(f"{key} ({spec}): {e}") from None
        kind = "config" if o is not None else "seed"
        return a, InputSource(key, kind, f"{_describe(spec_in, dtype)}, seed {seed}{note}")


def make_inputs(case_key: str, sig: Signature, config: CaseConfig) -> tuple[list[np.ndarray], list[InputSource]]:
    """The arguments and where each came from."""
    extra = [k for k in config.inputs if int(k[3:]) >= len(sig.args)]
    if extra:
        raise InputError(f"inputs configured for {', '.join(extra)} but @{sig.entry} takes {len(sig.args)} argument(s)")
    npz = None
    if config.inputs_file is not None:
        npz = _open_npz(config.inputs_file, "inputs file")
        # Every argument the file does not hold must be configured explicitly:
        # a misnamed key must never fall back to seeded data unnoticed.
        _check_keys(config.inputs_file, list(npz.files), [f"arg{i}" for i in range(len(sig.args))], "inputs file",
                    optional=set(config.inputs))
    out, sources = [], []
    args = _Arguments(case_key, sig, config, npz)
    try:
        for i, spec in enumerate(sig.args):
            a, source = args.make(i, spec)
            o = config.inputs.get(f"arg{i}")
            if o is not None and o.as_given and not _fits(spec, a.shape):
                source.detail += (f"; its shape {list(a.shape)} does not fit {spec}: passed as the suite gives it, "
                                  "for the module to accept or reject")
            elif spec.scalar:
                a = np.asarray(a).reshape(())
            elif a.ndim != len(spec.shape) or any(w is not None and w != g for w, g in zip(spec.shape, a.shape)):
                raise InputError(f"arg{i} ({source.source}: {source.detail}): shape {list(a.shape)} does not fit "
                                 f"{spec}")
            out.append(a)
            sources.append(source)
    finally:
        if npz is not None:
            npz.close()
    return out, sources


def _fits(spec: TensorSpec, shape: tuple[int, ...]) -> bool:
    if spec.scalar:
        return shape in ((), (1,))
    return len(shape) == len(spec.shape) and all(w is None or w == g for w, g in zip(spec.shape, shape))


def coerce_golden(a: np.ndarray, spec: TensorSpec, what: str, as_given: bool = False) -> np.ndarray:
    """A golden for one result: a float golden of any precision for a float
    result (a float64 arbiter), raw bits or the other signedness for the
    rest. Shapes must fit the signature, unless the golden is `as_given`
    (a suite's): then the outputs' own shapes decide whether it is used."""
    a = np.asarray(a)
    if as_given and not _fits(spec, a.shape):
        return a
    if not _fits(spec, a.shape):
        raise InputError(f"{what}: shape {list(a.shape)} does not fit the result {spec}")
    if spec.scalar:
        a = a.reshape(())
    if dtypes.is_float_type(spec.element_type) and a.dtype.kind == "f":
        # A float golden of any precision: a more precise one is the arbiter's, a less precise one (f32 for an
        # f64 result) is compared in the result's dtype. Either way the result's dtype is not needed here.
        return a
    dtype = to_numpy(spec.element_type)
    if a.dtype == dtype:
        return a
    if not is_float(dtype) and a.dtype.kind in "iub" and dtype.kind in "iub" and a.dtype.itemsize != dtype.itemsize:
        converted = a.astype(dtype)
        if not np.array_equal(converted.astype(a.dtype), a):
            raise InputError(f"{what}: values of dtype {a.dtype} do not fit the result's {dtype}")
        return converted
    return coerce(a, dtype, what)


def load_golden(path: Path, sig: Signature) -> list[np.ndarray]:
    """output0..outputN-1 of a golden npz, checked against the signature's results."""
    expected = [f"output{i}" for i in range(len(sig.results))]
    z = _open_npz(path, "golden")
    try:
        _check_keys(path, list(z.files), expected, "golden")
        return [coerce_golden(_member(z, k, path, "golden"), spec, f"golden {path.name}[{k}]")
                for k, spec in zip(expected, sig.results)]
    finally:
        z.close()


def load_golden_files(files, sig: Signature) -> list[np.ndarray]:
    """One file per output: .npy, or raw little-endian .bin shaped by the
    file's own type (a suite's flagfile) or the signature."""
    if len(files) != len(sig.results):
        raise InputError(f"{len(files)} golden file(s) ({', '.join(f.file.name for f in files)}) for "
                         f"{len(sig.results)} result(s) of @{sig.entry}")
    out = []
    for i, (g, spec) in enumerate(zip(files, sig.results)):
        what = f"golden {g.file.name} (output{i})"
        if not g.file.exists():
            raise InputError(f"{what}: file does not exist")
        _regular(g.file, what)
        if g.file.suffix == ".bin":
            shape = g.shape if g.shape is not None else tuple(spec.shape)
            if any(d is None for d in shape):
                raise InputError(f"{what}: the result {spec} has dynamic dims; give the shape")
            a = read_raw(g.file, to_numpy(spec.element_type), shape, what)
        else:
            try:
                a = np.load(g.file, allow_pickle=False)
            except Exception as e:
                raise InputError(f"{what}: cannot read: {e}") from None
        out.append(coerce_golden(a, spec, what, as_given=g.as_given))
    return out


def coerce_outputs(arrays: Sequence[np.ndarray], sig: Signature) -> Sequence[np.ndarray]:
    """The runtime reports signless integers as signed; read them with the
    signature's signedness (ui8 results are unsigned). Arrays not read yet
    are coerced when they are."""
    if isinstance(arrays, SavedArrays) and not arrays.read:
        return SavedArrays(lambda: coerce_outputs(list(arrays), sig))
    out = []
    for a, spec in zip(arrays, sig.results):
        try:
            want = to_numpy(spec.element_type)
        except ValueError:
            out.append(a)
            continue
        if a.dtype != want and a.dtype.kind in "iu" and want.kind in "iu" and a.dtype.itemsize == want.itemsize:
            a = a.view(want)
        out.append(a)
    return out + arrays[len(out):]


def save_arrays(path: Path, arrays: list[np.ndarray]) -> None:
    """npz of raw bits plus dtype names: loadable without ml_dtypes, so the
    worker can run under any toolchain's Python."""
    payload = {f"a{i}": bits_view(np.array(a, order="C")) if a.dtype != np.bool_ else a
               for i, a in enumerate(arrays)}
    names = np.array([a.dtype.name for a in arrays], dtype=np.str_)
    np.savez(path, __dtypes__=names, **payload)


class SavedArrays(Sequence):
    """Arrays as save_arrays wrote them, read on first use. A warm run whose
    judgement comes from its memo (run/judge/memo.py) reads no output, so
    neither their bits nor, for bf16 and fp8, ml_dtypes are loaded."""

    def __init__(self, read: Callable[[], list[np.ndarray]]):
        self._read: Callable[[], list[np.ndarray]] | None = read
        self._arrays: list[np.ndarray] = []

    @property
    def read(self) -> bool:
        return self._read is None

    def _all(self) -> list[np.ndarray]:
        if self._read is not None:
            self._arrays, self._read = list(self._read()), None
        return self._arrays

    def __len__(self) -> int:
        return len(self._all())

    def __getitem__(self, i):
        return self._all()[i]

    def __iter__(self):
        return iter(self._all())


def load_arrays(path: Path) -> SavedArrays:
    """The file opened now (a later write to `path` cannot change what is
    read), its arrays read when first asked for."""
    z = np.load(path, allow_pickle=False)
    try:
        names = [str(n) for n in z["__dtypes__"]]
    except BaseException:
        z.close()
        raise

    def read() -> list[np.ndarray]:
        with z:
            return [z[f"a{i}"].view(from_name(n)) if n != "bool" else z[f"a{i}"] for i, n in enumerate(names)]

    return SavedArrays(read)


@lru_cache(maxsize=1)
def _drawing_code() -> str:
    """The sha256 of the code that draws and saves inputs (this file, and
    the dtype mapping and bit layout of core/dtypes.py): a change to either
    is a new recipe without anyone remembering to bump a schema version."""
    return keys.digest(Path(__file__).read_bytes(), Path(dtypes.__file__).read_bytes())


@lru_cache(maxsize=None)
def _store(cache_dir: Path) -> Store:
    # One per cache: a cache that cannot be written is said once a run, not once a case.
    return Store(cache_dir, keys.CACHE_DIRS["inputs"])


def _recipe(case_key: str, sig: Signature, config: CaseConfig) -> list | None:
    """Everything a seeded draw depends on; None when an input comes from a
    file (its bytes would have to be read and hashed: as dear as reading it)."""
    if config.inputs_file is not None or any(o.file is not None for o in config.inputs.values()):
        return None
    return [case_key, asdict(sig), {k: asdict(o) for k, o in sorted(config.inputs.items())}, config.seed,
            np.__version__, dtypes.ml_dtypes_version(), _drawing_code()]


def saved_inputs(case_key: str, sig: Signature, config: CaseConfig, path: Path,
                 cache_dir: Path | None) -> tuple[Callable[[], list[np.ndarray]], list[InputSource]]:
    """make_inputs, saved to path (save_arrays): (a loader of the arrays, for
    whoever needs them, and where each came from). A seeded draw is
    remembered by its recipe, so a warm run copies the file it saved last
    time instead of drawing and saving it again (7 ms a llama layer's case,
    and importing numpy's random module)."""
    recipe = _recipe(case_key, sig, config) if cache_dir is not None else None
    store = _store(Path(cache_dir)) if recipe is not None else None
    key = keys.inputs_key(recipe) if recipe is not None else ""
    hit = store.get(key) if store is not None else None
    if hit is not None:
        try:
            sources = [InputSource(**s) for s in hit[1]["sources"]]
            shutil.copyfile(hit[0] / "inputs.npz", path)
            return (lambda: load_arrays(path)), sources
        except (OSError, KeyError, TypeError):
            pass  # drawn again, as on a miss
    arrays, sources = make_inputs(case_key, sig, config)
    save_arrays(path, arrays)
    if store is not None:
        store.put(key, {"inputs.npz": path}, {"sources": [asdict(s) for s in sources]})
    return (lambda: arrays), sources
