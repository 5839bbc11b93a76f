"""External parameters: the weights a real export keeps out of its IR.

sharktank's and iree-turbine's exports declare each weight as
`util.global private @w = #stream.parameter.named<"model"::"w"> : tensor<...>`
(or `#flow.parameter.named`): compiling needs no weights, running needs an
archive per scope (`iree-run-module --parameters=model=file.irpa`).

A case's archives come, scope by scope, from difftest.toml (`parameters =
{ model = "m.irpa" }`), from a file beside the IR (`m.irpa` for its one
scope, `m.<scope>.irpa`; `.gguf` and `.safetensors` too, which IREE's
parameter index reads), or else they are generated from the IR's own
declarations and the case's seed, with values that keep a real model finite:
weights scaled by their fan-in, norm weights near 1, scales positive. A
generated archive is named by its content's key and kept in the cache, so
both variants and every call map one file, made once.
"""
from __future__ import annotations

import zlib
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ..core import keys
from ..core.dtypes import to_numpy
from .inputs import InputError
from .signature import ParamDecl

ARCHIVE_SUFFIXES = (".irpa", ".gguf", ".safetensors")
# Bumped when the values generated for a declaration change: the archive's key holds it.
GENERATOR_VERSION = 2


@dataclass(frozen=True)
class Archive:
    """One scope's parameters: where the file is, and what names its content
    (a generated archive's key; a given file's path, size and mtime)."""

    scope: str
    path: Path
    identity: str
    generated: bool


def declared_scopes(decls: tuple[ParamDecl, ...]) -> list[str]:
    return sorted({d.scope for d in decls})


def given_archives(ir_path: Path, configured: dict[str, Path], scopes: list[str]) -> dict[str, Path]:
    """Per scope, the archive the config names, else the one beside the IR."""
    found = {}
    for scope in scopes:
        if scope in configured:
            found[scope] = configured[scope]
            continue
        names = [f"{ir_path.stem}.{scope}"] + ([ir_path.stem] if len(scopes) == 1 else [])
        beside = [ir_path.with_name(n + s) for n in names for s in ARCHIVE_SUFFIXES]
        hit = next((p for p in beside if p.is_file()), None)
        if hit is not None:
            found[scope] = hit
    return found


def _nbytes(decl: ParamDecl) -> int:
    return int(np.prod([d for d in decl.spec.shape], dtype=np.int64)) * to_numpy(decl.spec.element_type).itemsize


def check_archive(path: Path, scope: str, decls: list[ParamDecl]) -> None:
    """InputError, naming the key, for a declared parameter the archive lacks
    or holds at another size than the IR declares."""
    import iree.runtime as rt

    index = rt.ParameterIndex()
    try:
        index.load(str(path))
    except Exception as e:  # the runtime's words: not an archive, unreadable
        raise InputError(f"parameters of scope {scope!r}: {path} cannot be read as an archive: {e}") from None
    held = {str(k): int(v.length) for k, v in index.items()}
    for d in decls:
        if d.key not in held:
            near = ", ".join(sorted(held)[:6]) + (", ..." if len(held) > 6 else "")
            raise InputError(f"parameter {scope}::{d.key} (declared by @{d.global_name}, {d.spec}) is not in {path} "
                             f"(it holds {len(held)}: {near or 'none'})")
        if held[d.key] != _nbytes(d):
            raise InputError(f"parameter {scope}::{d.key} in {path} holds {held[d.key]} bytes; the IR declares "
                             f"{d.spec} ({_nbytes(d)} bytes)")


def _fan_in(decl: ParamDecl) -> int:
    return max(int(decl.spec.shape[-1]), 1) if decl.spec.shape else 1


def value_of(decl: ParamDecl, seed: int, siblings: tuple[ParamDecl, ...] = ()) -> np.ndarray:
    """The generated value of one declared parameter, finite through a real
    model whatever its depth: norm weights near 1; weights of rank 2 and more
    scaled by their fan-in (the last dim: torch's [out, in]); biases and
    other vectors small; integers small. sharktank's quantized weights
    (`X:qs` values with their dequantisation scale `X:d`) dequantise to such
    a weight; a quantizer's reciprocal scale (`rscale`) keeps unit-sized
    activations well inside an fp8 range (e4m3's largest is 448)."""
    shape, dtype = tuple(int(d) for d in decl.spec.shape), to_numpy(decl.spec.element_type)
    rng = np.random.default_rng([seed, zlib.crc32(f"{decl.scope}::{decl.key}".encode())])
    name = decl.key.lower()
    if dtype.kind in "iub":
        return rng.integers(0, 8, size=shape).astype(dtype)
    f32 = np.float32
    # float32 throughout, never numpy's float64 default: an 8B embedding is half a billion values.
    if name.endswith(":qs"):
        x = np.clip(rng.standard_normal(shape, dtype=f32) * f32(4), -32, 32)
    elif name.endswith(":d"):
        values = next((d for d in siblings if d.scope == decl.scope and d.key == decl.key[:-2] + ":qs"), None)
        x = np.full(shape, 1.0 / (4.0 * np.sqrt(_fan_in(values) if values else 4096)), dtype=f32)
    elif "rscale" in name:
        x = f32(4) + f32(4) * rng.random(shape, dtype=f32)
    elif "norm" in name:
        x = f32(1) + f32(0.02) * rng.standard_normal(shape, dtype=f32)
    elif "scale" in name:
        x = f32(0.5) + f32(0.5) * rng.random(shape, dtype=f32)
    elif len(shape) >= 2:
        x = rng.standard_normal(shape, dtype=f32)
        x *= f32(1 / np.sqrt(_fan_in(decl)))
    else:
        x = f32(0.02) * rng.standard_normal(shape, dtype=f32)
    return np.asarray(x).astype(dtype, copy=False)


def _raw(a: np.ndarray) -> np.ndarray:
    """The bits of an array as bytes: an archive entry is untyped, and the
    runtime's numpy bridge knows no bf16 or fp8."""
    return np.ascontiguousarray(a).view(np.uint8).reshape(-1)


def generated_key(decls: list[ParamDecl], seed: int) -> str:
    return keys.parameters_key([(d.scope, d.key, str(d.spec)) for d in decls], seed, GENERATOR_VERSION)


def generate_archive(decls: list[ParamDecl], seed: int, where: Path) -> Archive:
    """One scope's declared parameters generated into `where`/<key>.irpa,
    once: an archive already there under its key is the same content."""
    import iree.runtime as rt

    scope = decls[0].scope
    key = generated_key(decls, seed)
    path = where / f"{key}.irpa"
    if not path.is_file():
        where.mkdir(parents=True, exist_ok=True)
        index = rt.ParameterIndex()
        for d in decls:
            rt.parameter_index_add_numpy_ndarray(index, d.key, _raw(value_of(d, seed, tuple(decls))))
        tmp = path.with_suffix(f".tmp{id(index)}")
        index.create_archive_file(str(tmp))
        tmp.replace(path)
        del index
    return Archive(scope, path, key, True)


def archives(ir_path: Path, decls: tuple[ParamDecl, ...], configured: dict[str, Path], seed: int,
             where: Path) -> list[Archive]:
    """Every scope's archive: given (checked against the declarations), or generated."""
    out = []
    scopes = declared_scopes(decls)
    unknown = sorted(set(configured) - set(scopes))
    if unknown:
        raise InputError(f"parameters given for scope {unknown[0]!r}, which the IR does not declare (it declares "
                         f"{', '.join(map(repr, scopes)) or 'none'})")
    given = given_archives(ir_path, configured, scopes)
    for scope in scopes:
        mine = [d for d in decls if d.scope == scope]
        if scope in given:
            path = given[scope]
            if not path.is_file():
                raise InputError(f"parameters of scope {scope!r}: {path} does not exist")
            check_archive(path, scope, mine)
            st = path.stat()
            out.append(Archive(scope, path, f"{path.resolve()}|{st.st_size}|{st.st_mtime_ns}", False))
        else:
            out.append(generate_archive(mine, seed, where))
    return out


__all__ = ["Archive", "archives", "check_archive", "generate_archive", "value_of"]
