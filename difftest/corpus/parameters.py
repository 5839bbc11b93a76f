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
weights scaled by their fan-in, norm weights near 1 (a norm told by what
the IR does with the weight, else by its name), scales positive, MXFP4
blocks and their fe8m0 scales dequantising to such a weight. A
generated archive is named by its content's key and kept in the cache, so
both variants and every call map one file, made once, checked on every use
and made again when damaged (see ARCHIVE below).
"""
from __future__ import annotations

import errno
import fcntl
import functools
import json
import os
import shutil
import zlib
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ..core import environment, keys
from ..core.cache import ENTRY, OUT_LOCK, locked, sha256_file, tmp_name, warn, write_json_quietly
from ..core.dtypes import to_numpy
from ..core.figures import human_bytes
from ..toolchains.releases import hold
from . import param_roles
from .inputs import InputError
from .signature import ParamDecl

ARCHIVE_SUFFIXES = (".irpa", ".gguf", ".safetensors")
# Bumped when the values generated for a declaration change: the archive's key holds it.
# 4 (two branches at once): MXFP4 blocks and fe8m0 scales (mxfp4_role) are no longer small integers;
# sharktank's int8 layers (_int8_quant) dequantise to fan-in-scaled weights. 5: both together.
# 6: a normalisation's parameters by the role the IR gives them (decl.role), running_var positive by name.
GENERATOR_VERSION = 6


@dataclass(frozen=True)
class Archive:
    """One scope's parameters: where the file is, and what names its content
    (a generated archive's key; a given file's path, size and mtime)."""

    scope: str
    path: Path
    identity: str
    generated: bool
    # A generated archive's sha256 where its module was compiled (a bundle's
    # recipe): made() holds what it makes here to it.
    expect_sha256: str | None = None


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


def param_bytes(decl: ParamDecl) -> int:
    """What one declared parameter holds."""
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
        if held[d.key] != param_bytes(d):
            raise InputError(f"parameter {scope}::{d.key} in {path} holds {held[d.key]} bytes; the IR declares "
                             f"{d.spec} ({param_bytes(d)} bytes)")


def _fan_in(decl: ParamDecl) -> int:
    """What one output sums over: [out, in] for a linear layer, [out, in, kh, kw] for a convolution."""
    shape = decl.spec.shape
    return max(int(np.prod(shape[1:] if len(shape) >= 2 else shape)), 1)


# sharktank's int8 layouts (its punet, as `import_brevitas_dataset` writes it): a layer's int8 weight `L.weight:qs`
# with its per-channel dequantisation scale `L.weight:d`; its input quantizer `L.q_input` (a StaticScaledQuantizer:
# the module divides the activation by `:rscale`, rounds, clamps to [-128, 127]; `:scale` is its reciprocal); its
# bias `L.bias:qs`, int32, added to the int8 matmul's int32 accumulator, and `L.bias:d`, the scale that turns the
# accumulator back into floats (so it must be the input's `:rscale` times the weight's `:d`); SmoothQuant's
# `premul_input`, a positive per-channel multiplier of the activation before its quantizer.
INT8_SPREAD = 32.0  # the int8 weights' standard deviation: 127 is 4 of them
INT8_RANGE = 4.0  # the activation magnitude an int8 input quantizer maps to 127 (|x| of a normalised activation)


# The last declaration tuple _index was asked about, with its index: replaced whole, never edited, so a thread
# generating another archive meanwhile cannot hand this one its index.
_INDEXED: tuple = ((), {})


def _index(siblings: tuple[ParamDecl, ...]) -> dict[str, ParamDecl]:
    """Declarations by scope::key, made once per declaration tuple (a punet declares 5000, each asking)."""
    global _INDEXED
    held = _INDEXED
    if held[0] is not siblings:
        held = _INDEXED = (siblings, {f"{d.scope}::{d.key}": d for d in siblings})
    return held[1]


def _int8_layer(scope: str, layer: str, index: dict[str, ParamDecl],
                siblings: tuple[ParamDecl, ...]) -> ParamDecl | None:
    """The int8 weight values of a layer, or of a fused one's first part (punet's `to_qkv.to_q`, `to_kv.to_k`)."""
    for part in ("", ".to_q", ".to_k"):
        d = index.get(f"{scope}::{layer}{part}.weight:qs")
        # An MXFP4 values plane is i8 too ([out, blocks, 16] beside its scales): no int8 layer.
        if d is not None and d.spec.element_type == "i8" and mxfp4_role(d, siblings) is None:
            return d
    return None


def _int8_weight_scale(weight: ParamDecl) -> float:
    """Dequantises INT8_SPREAD-wide int8 values to a weight scaled by its fan-in."""
    return 1.0 / (INT8_SPREAD * float(np.sqrt(_fan_in(weight))))


def _int8_quant(decl: ParamDecl, rng, siblings: tuple[ParamDecl, ...]) -> np.ndarray | None:
    """The value of one parameter of a sharktank int8 layer, or None when it is not one."""
    key, scope, shape = decl.key, decl.scope, tuple(int(d) for d in decl.spec.shape)
    index = _index(siblings)
    f32 = np.float32
    if key.endswith(".premul_input"):
        return f32(0.8) + f32(0.45) * rng.random(shape, dtype=f32)
    if key.endswith((".q_input:rscale", ".q_input:scale")):
        if _int8_layer(scope, key.rsplit(".q_input:", 1)[0], index, siblings) is None:
            return None
        rscale = INT8_RANGE / 127.0
        return np.full(shape, rscale if key.endswith(":rscale") else 1.0 / rscale, dtype=f32)
    base, _, part = key.rpartition(":")
    values = index.get(f"{scope}::{base}:qs")
    if part == "qs" and decl.spec.element_type == "i8":
        return np.clip(np.rint(rng.standard_normal(shape, dtype=f32) * f32(INT8_SPREAD)), -127, 127)
    if values is None or not base.endswith((".weight", ".bias")):
        return None
    layer = base.rsplit(".", 1)[0]
    weight = _int8_layer(scope, layer, index, siblings)
    if weight is None:
        return None
    accum = (INT8_RANGE / 127.0) * _int8_weight_scale(weight)  # the int32 accumulator's scale
    if part == "d":
        return np.full(shape, _int8_weight_scale(values) if base.endswith(".weight") else accum, dtype=f32)
    if part == "qs" and decl.spec.element_type == "i32" and base.endswith(".bias"):
        return np.rint(f32(0.02) * rng.standard_normal(shape, dtype=f32) / f32(accum))
    return None


def _by_role(role: str | None, shape: tuple[int, ...], rng) -> np.ndarray | None:
    """A normalisation's parameter (corpus/param_roles.py): its weight near 1 (a weight near 0 silences every
    layer after it), its bias and mean small, its variance positive (a negative one is NaN after its sqrt)."""
    f32 = np.float32
    if role == param_roles.WEIGHT:
        return f32(1) + f32(0.02) * rng.standard_normal(shape, dtype=f32)
    if role == param_roles.VARIANCE:
        return f32(0.5) + rng.random(shape, dtype=f32)
    if role in (param_roles.BIAS, param_roles.MEAN):
        return f32(0.02) * rng.standard_normal(shape, dtype=f32)
    return None


def value_of(decl: ParamDecl, seed: int, siblings: tuple[ParamDecl, ...] = ()) -> np.ndarray:
    """The generated value of one declared parameter, finite through a real
    model whatever its depth: a normalisation's parameters by the role its IR
    gives them (decl.role), else by name: norm weights near 1 (their biases
    small), a BatchNorm's `running_var` positive; weights
    of rank 2 and more scaled by their fan-in (torch's [out, in] and a
    convolution's [out, in, kh, kw]); biases and
    other vectors small; integers small. sharktank's quantized weights
    (`X:qs` values with their dequantisation scale `X:d`) dequantise to such
    a weight; a quantizer's reciprocal scale (`rscale`) keeps unit-sized
    activations well inside an fp8 range (e4m3's largest is 448); MXFP4
    blocks and their fe8m0 scales (mxfp4_role, told by their types) dequantise
    to a weight scaled by its fan-in; sharktank's int8 layers (_int8_quant)
    dequantise to such a weight and activation."""
    shape, dtype = tuple(int(d) for d in decl.spec.shape), to_numpy(decl.spec.element_type)
    rng = np.random.default_rng([seed, zlib.crc32(f"{decl.scope}::{decl.key}".encode())])
    name = decl.key.lower()
    role = mxfp4_role(decl, siblings)
    if role is not None:
        return mxfp4_value(role, shape, rng).view(dtype)
    int8 = _int8_quant(decl, rng, siblings)
    if int8 is not None:
        return int8.astype(dtype, copy=False)
    if dtype.kind in "iub":
        return rng.integers(0, 8, size=shape).astype(dtype)
    f32 = np.float32
    # float32 throughout, never numpy's float64 default: an 8B embedding is half a billion values.
    by_ir = _by_role(decl.role, shape, rng)
    if by_ir is not None:
        x = by_ir
    elif name.endswith(":qs"):
        x = np.clip(rng.standard_normal(shape, dtype=f32) * f32(4), -32, 32)
    elif name.endswith(":d"):
        values = next((d for d in siblings if d.scope == decl.scope and d.key == decl.key[:-2] + ":qs"), None)
        x = np.full(shape, 1.0 / (4.0 * np.sqrt(_fan_in(values) if values else 4096)), dtype=f32)
    elif "rscale" in name:
        x = f32(4) + f32(4) * rng.random(shape, dtype=f32)
    elif "norm" in name and not name.endswith("bias"):
        x = _by_role(param_roles.WEIGHT, shape, rng)
    elif "running_var" in name:  # torch's BatchNorm buffer, where its IR does not say it
        x = _by_role(param_roles.VARIANCE, shape, rng)
    elif "scale" in name:
        x = f32(0.5) + f32(0.5) * rng.random(shape, dtype=f32)
    elif len(shape) >= 2:
        x = rng.standard_normal(shape, dtype=f32)
        x *= f32(1 / np.sqrt(_fan_in(decl)))
    else:
        x = f32(0.02) * rng.standard_normal(shape, dtype=f32)
    return np.asarray(x).astype(dtype, copy=False)


# ---- MXFP4 (OCP microscaling fp4): bytes of two e2m1 values, one fe8m0 scale per block ----------
#
# sharktank's BlockScaledFp4Layout (the 405B fp4 Llama, corpora/llama405b_fp4) keeps a weight
# [out, in] as two byte planes: [out, in/32, 16] packed e2m1 values and [out, in/32, 1] fe8m0
# scales, both declared as 8-bit integers and reinterpreted (iree_tensor_ext.bitcast to
# f4E2M1FN and f8E8M0FNU) only inside the kernels. Small random integers there are a weight of
# zeros (a scale byte b is 2^(b-127)), and a 0xFF scale is NaN. The roles are read from the
# declared types, not the names: an 8-bit plane [..., B, 16] beside an 8-bit plane [..., B, 1]
# with the same leading dims is a block-of-32 fp4 weight and its scales.
MXFP4_PACKED = 16  # bytes a block: 32 e2m1 values
MXFP4_BLOCK = 2 * MXFP4_PACKED
_E2M1_MEAN_SQUARE = float(np.mean(np.square([0, 0.5, 1, 1.5, 2, 3, 4, 6])))  # of a uniformly random code
_SCALE_JITTER = (-1, 0, 1)  # block exponents vary around the one that gives the weight its size


def _byte_plane(decl: ParamDecl) -> tuple[int, ...] | None:
    """The shape of an 8-bit parameter whose last dim could be a block's bytes or its scale."""
    shape = tuple(int(x) for x in decl.spec.shape)
    if decl.spec.element_type not in ("i8", "si8", "ui8") or len(shape) < 2 or shape[-1] not in (1, MXFP4_PACKED):
        return None
    return shape


@functools.lru_cache(maxsize=8)
def _mxfp4_blocks(siblings: tuple[ParamDecl, ...]) -> frozenset[tuple[str, tuple[int, ...], int]]:
    """(scope, leading dims [..., B], last dim) of every plane whose partner is declared too."""
    planes = {(d.scope, shape[:-1], shape[-1]) for d in siblings if (shape := _byte_plane(d)) is not None}
    return frozenset((s, lead, last) for s, lead, last in planes
                     if (s, lead, MXFP4_PACKED + 1 - last) in planes)  # 16 <-> 1


def mxfp4_role(decl: ParamDecl, siblings: tuple[ParamDecl, ...]) -> str | None:
    """"values" (packed e2m1), "scales" (fe8m0) or None, from the declared types alone."""
    shape = _byte_plane(decl)
    if shape is None or (decl.scope, shape[:-1], shape[-1]) not in _mxfp4_blocks(tuple(siblings)):
        return None
    return "values" if shape[-1] == MXFP4_PACKED else "scales"


def mxfp4_scale_exponent(reduced: int) -> int:
    """The unbiased fe8m0 exponent around which a weight summed over `reduced` inputs is scaled
    by its fan-in, as every other generated weight is (random codes, jittered exponents)."""
    jitter = float(np.mean([4.0 ** j for j in _SCALE_JITTER]))
    return int(round(-0.5 * np.log2(reduced * _E2M1_MEAN_SQUARE * jitter)))


def mxfp4_value(role: str, shape: tuple[int, ...], rng) -> np.ndarray:
    """uint8 bytes: uniformly random codes (every e2m1 value is finite), or fe8m0 exponents
    2^(e-1)..2^(e+1) for the fan-in of the blocks' row, never 0xFF."""
    if role == "values":
        return rng.integers(0, 256, size=shape, dtype=np.uint8)
    e = 127 + mxfp4_scale_exponent(shape[-2] * MXFP4_BLOCK)
    jitter = rng.integers(min(_SCALE_JITTER), max(_SCALE_JITTER) + 1, size=shape, dtype=np.int16)
    return np.clip(e + jitter, 0, 254).astype(np.uint8)


def _raw(a: np.ndarray) -> np.ndarray:
    """The bits of an array as bytes: an archive entry is untyped, and the
    runtime's numpy bridge knows no bf16 or fp8."""
    return np.ascontiguousarray(a).view(np.uint8).reshape(-1)


def generated_key(decls: list[ParamDecl], seed: int) -> str:
    return keys.parameters_key([(d.scope, d.key, str(d.spec), d.role) for d in decls], seed, GENERATOR_VERSION)


# A generated archive's cache entry: a directory <key>/ holding the archive and
# ENTRY, whose record says the archive's size and sha256 and which file was last
# hashed (inode, size, mtime, ctime). Every use checks size and header; the full
# sha256 (about 2 s a GB here) only when the file is not the one last hashed:
# any write to it changes its mtime and ctime, and a user cannot set a ctime back,
# so a warm run of an 8B model does not read 7 GB of weights twice. What this does
# not see is a disk's silent bit rot under an unchanged file.
ARCHIVE = "archive.irpa"
_MAGIC = b"IRPA"  # the first bytes of every .irpa the runtime writes


def _identity(path: Path) -> list[int]:
    st = path.stat()
    return [st.st_ino, st.st_size, st.st_mtime_ns, st.st_ctime_ns]


def archive_damage(entry: Path) -> str | None:
    """Why a generated archive's cache entry cannot be used, or None when it
    can (also when it is not there: nothing to drop)."""
    if not entry.exists():
        return None
    try:
        meta = json.loads((entry / ENTRY).read_text())
        want, size = meta["files"][ARCHIVE], int(meta["record"]["size"])
    except OSError as e:
        return f"{ENTRY} unreadable ({type(e).__name__})"
    except (KeyError, TypeError, ValueError):
        return f"{ENTRY} malformed"
    path = entry / ARCHIVE
    try:
        seen = _identity(path)
        with open(path, "rb") as f:
            head = f.read(len(_MAGIC))
    except OSError:
        return f"{ARCHIVE} missing"
    if seen[1] != size:
        return f"{ARCHIVE} holds {seen[1]} bytes, {size} were written"
    if head != _MAGIC:
        return f"{ARCHIVE} has no archive header"
    if meta["record"].get("seen") == seen:
        return None
    if sha256_file(path) != want:
        return f"{ARCHIVE}: hash mismatch"
    meta["record"]["seen"] = seen  # the next use checks size and header alone
    write_json_quietly(entry / ENTRY, meta)
    return None


def _sound(entry: Path) -> bool:
    """The entry is there and whole; a damaged one is dropped with a note."""
    why = archive_damage(entry)
    if why is not None:
        warn(f"parameters cache: dropped a damaged archive {entry.name[:12]} ({why}); generating it again")
        aside = entry.with_name(f".evicted-{entry.name}")
        try:
            os.replace(entry, aside)
        except OSError:
            pass  # gone already, or read-only: making it again says why
        shutil.rmtree(aside, ignore_errors=True)
    return entry.is_dir()


def _room(directory: Path, needed: int, path: Path) -> None:
    """ENOSPC, naming the path, before generating what the disk cannot hold:
    an 8B model's archive is 2.5 GB, and a disk filled to the last byte
    fails whatever else is writing there (the run's own report)."""
    try:
        st = os.statvfs(directory)
    except OSError:
        return
    free = st.f_bavail * st.f_frsize
    if free < needed:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC),
                      f"{path}: {human_bytes(needed)} needed, {human_bytes(free)} free")


def _write(decls: list[ParamDecl], seed: int, path: Path) -> None:
    """The archive, written and on the disk (fsync: a file renamed into place
    before its data is written can come back from a crash full of zeros)."""
    import iree.runtime as rt

    index = rt.ParameterIndex()
    try:
        for d in decls:
            rt.parameter_index_add_numpy_ndarray(index, d.key, _raw(value_of(d, seed, tuple(decls))))
    except MemoryError:
        raise OSError(errno.ENOMEM, os.strerror(errno.ENOMEM), str(path)) from None
    try:
        index.create_archive_file(str(path))
    except RuntimeError:  # the runtime says "write failed, possibly out of disk space": is it?
        if environment.of_disk(path.parent) is None:
            raise
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(path)) from None
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _make(decls: list[ParamDecl], seed: int, entry: Path) -> None:
    """Generate the entry aside, then rename it into place whole. The
    partial holds its lock while written, so a prune passes it by; on any
    failure nothing is left, and a failure of the disk names the archive."""
    tmp = entry.with_name(tmp_name(entry.name))
    try:
        _room(entry.parent, sum(param_bytes(d) for d in decls) + 4096 + 64 * len(decls), entry / ARCHIVE)
        tmp.mkdir(parents=True, exist_ok=True)
        with open(tmp / OUT_LOCK, "a+") as lock:
            fcntl.flock(lock, fcntl.LOCK_SH)
            _write(decls, seed, tmp / ARCHIVE)
            seen = _identity(tmp / ARCHIVE)
            record = {"scope": decls[0].scope, "parameters": len(decls), "seed": seed,
                      "generator": GENERATOR_VERSION, "size": seen[1], "seen": seen}
            (tmp / ENTRY).write_text(json.dumps({"record": record, "files": {ARCHIVE: sha256_file(tmp / ARCHIVE)}}))
            try:
                os.replace(tmp, entry)
            except OSError:
                if not entry.is_dir():
                    raise  # else another made it first (one that waited on a lock file pruned meanwhile)
    except OSError as e:
        if environment.of_error(e) is None or str(entry) in str(e.filename):
            raise
        raise OSError(e.errno, e.strerror, str(entry / ARCHIVE)) from None
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def generate_archive(decls: list[ParamDecl], seed: int, where: Path) -> Archive:
    """One scope's declared parameters generated into the cache entry
    `where`/ab/<key>/, once: an entry already there under its key is the same
    content, checked on every use (archive_damage) and made again when
    damaged. One process makes it while the others wait for it. It is held
    in use for the rest of this process (a shared lock, as a release
    toolchain is), so `difftest cache prune` passes it by while runs map it."""
    key = generated_key(decls, seed)
    entry = where / key[:2] / key
    for _ in range(3):  # a prune may evict it between its making and its hold
        if not _sound(entry):
            with locked(entry.parent / f".{key}.lock"):
                if not _sound(entry):  # made by another while this one waited
                    _make(decls, seed, entry)
        # A cache that cannot be written cannot be pruned either: used unheld.
        if hold(entry) or not os.access(entry.parent, os.W_OK):
            try:
                os.utime(entry / ENTRY)  # `difftest cache prune` evicts the least recently used
            except OSError:
                pass
            return Archive(decls[0].scope, entry / ARCHIVE, key, True)
    raise RuntimeError(f"{entry}: evicted by `difftest cache prune` three times while being made")


def planned(decls: list[ParamDecl], seed: int, where: Path) -> Archive:
    """A generated archive's name and place, not made yet: a model's weights
    are GBs, made only when a module is about to map them (made())."""
    key = generated_key(decls, seed)
    return Archive(decls[0].scope, where / key[:2] / key / ARCHIVE, key, True)


def made(a: Archive, decls: tuple[ParamDecl, ...], seed: int) -> Archive:
    """The archive on the disk: a generated one is made now if it is not
    yet (once, into the cache: see generate_archive)."""
    if not a.generated:
        return a
    got = generate_archive([d for d in decls if d.scope == a.scope], seed, a.path.parents[2])
    if a.expect_sha256 is not None:
        try:  # the sha256 its entry recorded when it was made: a model's archive is GBs to hash again
            held = json.loads((got.path.parent / ENTRY).read_text())["files"][ARCHIVE]
        except (OSError, ValueError, KeyError, TypeError):
            held = sha256_file(got.path)
        if held != a.expect_sha256:
            raise InputError(f"parameters of scope {a.scope!r} generated here ({got.path}) differ from those recorded "
                             f"where the module was compiled (sha256 {held[:16]}, there {a.expect_sha256[:16]}): this "
                             f"machine's numpy {np.__version__} draws other values; execute with the numpy of the "
                             "compiling side")
    return got


def archives(ir_path: Path, decls: tuple[ParamDecl, ...], configured: dict[str, Path], seed: int,
             where: Path, make: bool = True) -> list[Archive]:
    """Every scope's archive: given (checked against the declarations), or
    generated (with `make` False, only planned: made() makes it)."""
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
            out.append(generate_archive(mine, seed, where) if make else planned(mine, seed, where))
    return out


__all__ = ["ARCHIVE", "Archive", "archive_damage", "archives", "check_archive", "generate_archive", "made",
           "mxfp4_role", "mxfp4_value", "param_bytes", "planned", "value_of"]
