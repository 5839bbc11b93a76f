"""MLIR element types <-> numpy dtypes, including the ml_dtypes floats."""
from __future__ import annotations

import ml_dtypes
import numpy as np

# MLIR spelling -> numpy dtype. Torch's `si64`/`ui8` and builtin `i64` map alike:
# signedness only matters for how we fill and compare them.
_TABLE: dict[str, np.dtype] = {
    "f64": np.dtype(np.float64),
    "f32": np.dtype(np.float32),
    "f16": np.dtype(np.float16),
    "bf16": np.dtype(ml_dtypes.bfloat16),
    "f8E4M3FN": np.dtype(ml_dtypes.float8_e4m3fn),
    "f8E4M3FNUZ": np.dtype(ml_dtypes.float8_e4m3fnuz),
    "f8E5M2": np.dtype(ml_dtypes.float8_e5m2),
    "f8E5M2FNUZ": np.dtype(ml_dtypes.float8_e5m2fnuz),
    "i1": np.dtype(np.bool_),
}
for _bits in (8, 16, 32, 64):
    _TABLE[f"i{_bits}"] = np.dtype(f"int{_bits}")
    _TABLE[f"si{_bits}"] = np.dtype(f"int{_bits}")
    _TABLE[f"ui{_bits}"] = np.dtype(f"uint{_bits}")


class UnsupportedDtype(ValueError):
    pass


def to_numpy(mlir_name: str) -> np.dtype:
    try:
        return _TABLE[mlir_name]
    except KeyError:
        raise UnsupportedDtype(f"element type {mlir_name} is not supported "
                               f"(known: {', '.join(sorted(_TABLE))})") from None


def is_float(dtype: np.dtype) -> bool:
    return dtype.kind == "f" or dtype in (_TABLE["bf16"], _TABLE["f8E4M3FN"], _TABLE["f8E4M3FNUZ"],
                                          _TABLE["f8E5M2"], _TABLE["f8E5M2FNUZ"])


def from_name(name: str) -> np.dtype:
    """numpy's or ml_dtypes' dtype name (as records and the worker write it) -> dtype."""
    if hasattr(ml_dtypes, name):
        return np.dtype(getattr(ml_dtypes, name))
    return np.dtype(name)


def bits_view(a: np.ndarray) -> np.ndarray:
    """Reinterpret as unsigned ints of the same width: exact storage and
    ULP arithmetic for dtypes numpy cannot do math on."""
    return a.view(np.dtype(f"uint{a.dtype.itemsize * 8}"))
