"""Deterministic inputs for a case, derived from its signature.

Each argument draws from its own generator seeded by (seed, case name, arg
index), so adding a case or an argument never changes another one's data.
"""
from __future__ import annotations

import zlib
from pathlib import Path

import numpy as np

from .corpus import CaseConfig, InputSpec
from .dtypes import bits_view, is_float, to_numpy
from .signature import Signature, TensorSpec


class InputError(ValueError):
    """The case's inputs cannot be built; the message names the argument."""


def _shape_for(i: int, spec: TensorSpec, override: InputSpec | None) -> tuple[int, ...]:
    if override is not None and override.shape is not None:
        shape = override.shape
        if len(shape) != len(spec.shape):
            raise InputError(f"arg{i} ({spec}): configured shape {list(shape)} has rank {len(shape)}, "
                             f"the signature has rank {len(spec.shape)}")
        for d, (want, got) in enumerate(zip(spec.shape, shape)):
            if want is not None and want != got:
                raise InputError(f"arg{i} ({spec}): configured shape {list(shape)} disagrees with "
                                 f"static dim {d} = {want}")
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


def _draw(rng: np.random.Generator, shape, dtype: np.dtype, o: InputSpec) -> np.ndarray:
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
    if not is_float(dtype) and dtype != np.bool_:
        info = np.iinfo(dtype)
        if a.size and (a.min() < info.min or a.max() > info.max):
            raise InputError(f"values in [{a.min()}, {a.max()}] do not fit {dtype}")
    return np.asarray(a).astype(dtype)


def _load_file(path: Path, dtype: np.dtype, what: str) -> np.ndarray:
    if not path.exists():
        raise InputError(f"{what}: input file {path} does not exist")
    try:
        a = np.load(path, allow_pickle=False)
    except Exception as e:
        raise InputError(f"{what}: cannot read {path}: {e}") from None
    return coerce(a, dtype, f"{what} ({path.name})")


def coerce(a: np.ndarray, dtype: np.dtype, what: str) -> np.ndarray:
    """Accept an array of the exact dtype, or raw bits of the same width
    (how .npy stores bf16/fp8: numpy writes them as void or uint)."""
    if a.dtype == dtype:
        return a
    if a.dtype.itemsize == dtype.itemsize and a.dtype.kind in "Vu":
        return a.view(dtype)
    raise InputError(f"{what}: dtype {a.dtype} does not match the signature's {dtype}")


def make_inputs(case_key: str, sig: Signature, config: CaseConfig) -> list[np.ndarray]:
    npz = None
    if config.inputs_file is not None:
        try:
            npz = np.load(config.inputs_file, allow_pickle=False)
        except Exception as e:
            raise InputError(f"cannot read inputs file {config.inputs_file}: {e}") from None
    out = []
    for i, spec in enumerate(sig.args):
        key = f"arg{i}"
        dtype = to_numpy(spec.element_type)
        override = config.inputs.get(key)
        if override is not None and override.file is not None:
            a = _load_file(override.file, dtype, key)
        elif npz is not None and key in npz.files:
            a = coerce(npz[key], dtype, f"{key} in {config.inputs_file}")
        else:
            shape = _shape_for(i, spec, override)
            rng = np.random.default_rng([config.seed, zlib.crc32(case_key.encode()), i])
            try:
                a = _draw(rng, shape, dtype, override or InputSpec())
            except InputError as e:
                raise InputError(f"{key} ({spec}): {e}") from None
        if spec.scalar:
            a = np.asarray(a).reshape(())
        elif a.ndim != len(spec.shape) or any(w is not None and w != g for w, g in zip(spec.shape, a.shape)):
            raise InputError(f"{key}: shape {list(a.shape)} does not fit {spec}")
        out.append(a)
    extra = [k for k in config.inputs if int(k[3:]) >= len(sig.args)]
    if extra:
        raise InputError(f"inputs configured for {', '.join(extra)} but @{sig.entry} takes {len(sig.args)} argument(s)")
    return out


def save_arrays(path: Path, arrays: list[np.ndarray]) -> None:
    """npz of raw bits plus dtype names: loadable without ml_dtypes, so the
    worker can run under any toolchain's Python."""
    payload = {f"a{i}": bits_view(np.array(a, order="C")) if a.dtype != np.bool_ else a
               for i, a in enumerate(arrays)}
    names = np.array([a.dtype.name for a in arrays], dtype=np.str_)
    np.savez(path, __dtypes__=names, **payload)


def load_arrays(path: Path) -> list[np.ndarray]:
    from .dtypes import from_name

    with np.load(path, allow_pickle=False) as z:
        names = [str(n) for n in z["__dtypes__"]]
        return [z[f"a{i}"].view(from_name(n)) if n != "bool" else z[f"a{i}"] for i, n in enumerate(names)]
