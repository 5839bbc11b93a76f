"""MLIR element types <-> numpy dtypes, including the ml_dtypes floats.

ml_dtypes is imported only when one of its types is asked for: a run whose
cases hold none (and a warm run, which reads no arrays) never pays for it.
"""
from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path

import numpy as np

# MLIR spelling -> numpy's dtype name. Torch's `si64`/`ui8` and builtin `i64` map alike:
# signedness only matters for how we fill and compare them.
_NUMPY: dict[str, str] = {"f64": "float64", "f32": "float32", "f16": "float16", "i1": "bool",
                          **{f"{p}{b}": f"{'u' if p == 'ui' else ''}int{b}" for b in (8, 16, 32, 64)
                             for p in ("i", "si", "ui")}}
# MLIR spelling -> the ml_dtypes type's name (which is also its numpy dtype's name).
_ML: dict[str, str] = {"bf16": "bfloat16", "f8E4M3FN": "float8_e4m3fn", "f8E4M3FNUZ": "float8_e4m3fnuz",
                       "f8E5M2": "float8_e5m2", "f8E5M2FNUZ": "float8_e5m2fnuz"}
_ML_NAMES = frozenset(_ML.values())


def _ml(name: str) -> np.dtype:
    import ml_dtypes

    return np.dtype(getattr(ml_dtypes, name))


class UnsupportedDtype(ValueError):
    pass


def to_numpy(mlir_name: str) -> np.dtype:
    if mlir_name in _NUMPY:
        return np.dtype(_NUMPY[mlir_name])
    if mlir_name in _ML:
        return _ml(_ML[mlir_name])
    raise UnsupportedDtype(f"element type {mlir_name} is not supported "
                           f"(known: {', '.join(sorted({*_NUMPY, *_ML}))})")


def to_mlir(dtype: np.dtype) -> str:
    """A numpy dtype as MLIR (and IREE's tools) spell its element type: to_numpy's inverse."""
    for table in (_ML, _NUMPY):
        for mlir_name, name in table.items():  # the first spelling of each: i8 before si8
            if name == dtype.name:
                return mlir_name
    raise UnsupportedDtype(f"numpy dtype {dtype.name} has no MLIR element type here")


def is_float_type(mlir_name: str) -> bool:
    """Is this element type a float? Answered by name, without importing ml_dtypes for bf16 or fp8."""
    return mlir_name in _ML or _NUMPY.get(mlir_name, "").startswith("float")


def ml_dtypes_version() -> str:
    """ml_dtypes' version, read from its package's __init__.py where it is not imported yet:
    a key that names it costs no import of it."""
    if (mod := sys.modules.get("ml_dtypes")) is not None:
        return mod.__version__
    spec = importlib.util.find_spec("ml_dtypes")
    try:
        found = re.search(r'^__version__ = "([^"]+)"', Path(spec.origin).read_text(), re.M)
    except (AttributeError, TypeError, OSError):
        found = None
    if found:
        return found.group(1)
    import ml_dtypes

    return ml_dtypes.__version__


def is_float(dtype: np.dtype) -> bool:
    return dtype.kind == "f" or dtype.name in _ML_NAMES


def from_name(name: str) -> np.dtype:
    """numpy's or ml_dtypes' dtype name (as records and the worker write it) -> dtype."""
    try:
        return np.dtype(name)
    except TypeError:  # not numpy's own: ml_dtypes' (whose names numpy knows only once it is imported)
        import ml_dtypes

        if not hasattr(ml_dtypes, name):
            raise
        return np.dtype(getattr(ml_dtypes, name))


def bits_view(a: np.ndarray) -> np.ndarray:
    """Reinterpret as unsigned ints of the same width: exact storage and
    ULP arithmetic for dtypes numpy cannot do math on."""
    return a.view(np.dtype(f"uint{a.dtype.itemsize * 8}"))
