"""The audit stage (`difftest run --audit`): after a case is judged, each
side's work done again with IREE's own tools, and each figure difftest
reports set beside theirs (core/audit.py's record; compare.py decides).

- compile: iree-compile straight from the case's IR with the variant's
  flags (what the report says made its module), never from difftest's
  shared prefix or cache: the module's sha256 (or, where iree-compile does
  not repeat itself, a note and its statistics), its size, IREE's
  statistics; a failure's first error line;
- run: iree-run-module on difftest's own module (its bytes are the
  compile row's business), the same inputs as .npy files, the same
  parameter archives (difftest's, from its cache), runtime flags, function
  and device: the outputs bit for bit; for a call sequence its first call,
  shaped as the worker shapes it; the process's peak memory from its own
  rusage beside difftest's memory figures.

What it costs is the raw tools' time, said in the record: difftest's own
modules and archives come from its cache as in any run.
"""
from __future__ import annotations

import mmap
import time
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ...core.audit import Audit, AuditRow
from ...core.dtypes import bits_view, to_numpy
from ...core.results import CaseResult, CompileRecord, RunRecord
from ...core.verdicts import SIDES, Stage, Verdict
from ...corpus.inputs import load_arrays
from ...corpus.parameters import made
from ...corpus.signature import TensorSpec, cached_signature
from ...toolchains.base import Toolchain
from ..compile.modules import Compiled
from ..execute.executor import Executor
from ..plan.prepare import Prepared
from . import compare
from .tools import (Raw, RawCompile, Splat, input_flags, output_paths, raw_compile, read_output, run_argv,
                    run_measured)

# What a compile or a run that difftest did not finish leaves to compare: nothing.
_UNFINISHED = (Stage.TIMEOUT, Stage.ENVIRONMENT, Stage.INTERRUPTED, Stage.SKIPPED, Stage.NO_DEVICE,
               Stage.DEVICE_MISMATCH)


@dataclass
class AuditKit:
    """What the audit works with: the run's toolchain (its own iree-compile and
    iree-run-module), the executor (each side's device), the cache (signatures)."""

    toolchain: Toolchain
    executor: Executor
    cache_dir: Path | None = None


def audit_case(prep: Prepared, result: CaseResult, modules: Compiled, kit: AuditKit) -> Audit:
    t0 = time.monotonic()
    audit = Audit()
    raws: dict[str, RawCompile] = {}
    for side in SIDES:
        vr = result.variants.get(side)
        if vr is None or vr.compile is None:
            continue
        raw = _compile_side(prep, side, vr.flags, vr.compile, result, kit, audit)
        if raw is not None:
            raws[side] = raw
        if vr.compile.status is not Stage.OK:
            audit.notes.append(f"the {side} did not compile in difftest: there is nothing of it to run")
    for side in SIDES:
        vr = result.variants.get(side)
        if vr is not None and vr.run is not None and side in modules:
            _run_side(prep, side, vr.run, modules, raws, kit, audit)
    audit.seconds = time.monotonic() - t0
    return audit


def conclude(result: CaseResult, audit: Audit) -> None:
    """A figure the raw tools contradict is difftest's own finding: the case's
    verdict becomes audit-disagrees (no gate passes it), saying what it was."""
    result.audit = audit
    wrong = audit.disagreements
    if not wrong:
        return
    audit.verdict_was = result.verdict.label
    said = "; ".join(f"{r.side} {r.figure}: difftest {r.difftest}, IREE's tools {r.raw}" for r in wrong[:3])
    more = f" (and {len(wrong) - 3} more)" if len(wrong) > 3 else ""
    was = result.reason.splitlines()[0] if result.reason else ""
    result.decide(Verdict.AUDIT_DISAGREES, f"IREE's own tools contradict difftest: {said}{more}; the case was judged "
                                           f"{result.verdict.label}: {was}")


# ---- compile ---------------------------------------------------------------------------------------


def _compile_side(prep: Prepared, side: str, flags: list[str], rec: CompileRecord, result: CaseResult,
                  kit: AuditKit, audit: Audit) -> RawCompile | None:
    if rec.status in _UNFINISHED:
        audit.rows.append(AuditRow(side, "compile", rec.status.value, "-", None,
                                   f"difftest's compile did not finish ({rec.error_line}): nothing to compare"))
        return None
    source = Path(prep.module.source).resolve()  # as difftest names it: the module embeds this path
    out_dir = prep.module.dir / "audit" / side
    raw = raw_compile(kit.toolchain.iree_compile, source, list(flags), out_dir, prep.module.compile_timeout)
    audit.commands.append(raw.raw.command())
    if raw.raw.timed_out:
        audit.rows.append(AuditRow(side, "compile", rec.status.value, "timed out", None,
                                   f"the raw compile did not finish in {prep.module.compile_timeout:g} s"))
        return None
    module = (None, "")
    if rec.status is Stage.OK and raw.raw.ok:
        again = None
        noise = result.compiler_noise
        said = f"difftest compiled it twice and got modules {noise.bytes_apart} bytes apart" \
            if noise is not None and not noise.deterministic else None
        elsewhere = rec.vmfb_sha256 != raw.sha256 and _from_elsewhere(rec, source)
        if rec.vmfb_sha256 != raw.sha256 and said is None and not elsewhere:
            # Bytes that differ: does iree-compile repeat itself here? One more raw compile says.
            second = raw_compile(kit.toolchain.iree_compile, source, list(flags), out_dir,
                                 prep.module.compile_timeout, name="compile-again")
            audit.commands.append(second.raw.command())
            again = second.sha256
        module = compare.module_agrees(rec.vmfb_sha256, raw.sha256, again, said, elsewhere)
        if rec.screened_at:
            audit.notes.append(f"the {side}'s module is the baseline's in difftest (its IR after "
                               f"{rec.screened_at} is the baseline's): the raw compile checks that claim")
    audit.rows += compare.compile_rows(side, rec, raw.raw.returncode, raw.sha256, raw.size, raw.statistics,
                                       raw.raw.first_error, module)
    return raw


def _from_elsewhere(rec: CompileRecord, source: Path) -> bool:
    """A module from difftest's cache that was compiled from another copy of
    the IR (it embeds its source's path, and not this one)."""
    if not rec.cached or not rec.vmfb_path:
        return False
    try:  # mapped, not read: a module with its weights inlined may be gigabytes
        with open(rec.vmfb_path, "rb") as f, mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as m:
            return m.find(str(source).encode()) < 0
    except (OSError, ValueError):  # ValueError: an empty file, which mmap refuses
        return False


# ---- run -------------------------------------------------------------------------------------------


def _run_side(prep: Prepared, side: str, run: RunRecord, modules: Compiled, raws: dict[str, RawCompile],
              kit: AuditKit, audit: Audit) -> None:
    entry = prep.entry
    if run.skipped_because:
        shas = {raws[s].sha256 for s in SIDES if s in raws}
        same = side != "baseline" and len(raws) == len(SIDES) and len(shas) == 1 and None not in shas
        audit.rows.append(AuditRow(side, "outputs", "not run", "not run" if same else "-", None,
                                   f"difftest did not run it ({run.skipped_because})"
                                   + ("; the raw compiles agree that its module is the baseline's" if same else "")))
        return
    if run.status in _UNFINISHED or (run.status is Stage.OK and not run.outputs_path):
        audit.rows.append(AuditRow(side, "run", run.status.value, "-", None,
                                   f"difftest's run did not finish ({run.error_line}): nothing to compare"))
        return
    module = modules[side]
    device = kit.executor.device(module.variant)
    if device.uri.remote is not None:
        audit.notes.append(f"the {side} ran on {device.uri}: iree-run-module is not run there")
        return
    if entry.reader is not None:
        audit.notes.append(f"the {side}'s check test reads its checks with a second function in the same context, "
                           "which iree-run-module cannot call: its outputs are not audited")
        return
    tool = kit.toolchain.runtime_tool("iree-run-module")
    if tool is None:
        audit.notes.append(f"the toolchain's runtime has no iree-run-module: the {side}'s run is not audited")
        return
    shaped = _call(prep, kit)
    out_dir = entry.dir / "audit" / side
    outputs = output_paths([to_numpy(r.element_type).name for r in shaped.results], out_dir)
    for p in outputs:
        p.unlink(missing_ok=True)
    archives = [made(a, entry.sig.parameters, entry.case.config.seed) for a in entry.parameters]
    argv = run_argv(tool, module.vmfb, str(device.uri), shaped.function,
                    input_flags(shaped.args, out_dir, shaped.scalars), [(a.scope, str(a.path)) for a in archives],
                    list(entry.runtime_flags), outputs)
    raw = run_measured(argv, entry.run_timeout, out_dir, "run")
    audit.commands.append(raw.command())
    audit.rows += _run_rows(side, run, raw, outputs, shaped, device.host_memory,
                            sum(_size(a.path) for a in archives))


@dataclass
class _Shaped:
    """The one call iree-run-module makes, as difftest's worker made it."""

    function: str
    args: list
    scalars: tuple[int, ...]
    results: tuple[TensorSpec, ...]
    # How difftest's outputs relate to this call's: which of them, and the worker's trim of the first.
    compared: int | None = None  # None: all of them
    trim: int | None = None  # a sequence's prefill: its logits up to the prompt's length
    what: str = "outputs"


def _call(prep: Prepared, kit: AuditKit) -> _Shaped:
    entry = prep.entry
    seq = entry.sequence
    if seq is None:
        return _Shaped(entry.function, load_arrays(entry.inputs_path), entry.scalars, entry.sig.results)
    function, args = seq.calls()[0]
    base = cached_signature(prep.module.source, function, kit.cache_dir)
    args = [Splat(tuple(a.shape), a.element_type) if isinstance(a, TensorSpec) else a for a in args]
    return _Shaped(function, args, (), base.results, compared=1, trim=len(seq.prompt),
                   what=f"outputs of {function}")


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0


def _run_rows(side: str, run: RunRecord, raw: Raw, outputs: list[Path], shaped: _Shaped,
              host_memory: bool, archive_bytes: int) -> list[AuditRow]:
    if raw.timed_out:
        return [AuditRow(side, "run", run.status.value, "timed out", None, "the raw run did not finish")]
    if run.status is not Stage.OK or not raw.ok:
        if run.status is not Stage.OK and not raw.ok:
            # Both fail: the runtime's words come through its Python bindings in one, its tool in the other.
            return [AuditRow(side, "run failure", run.error_line, raw.first_error, True, "both fail to run")]
        return [AuditRow(side, "run outcome", "runs" if run.status is Stage.OK else f"fails: {run.error_line}",
                         "runs" if raw.ok else f"fails: {raw.first_error}", False)]
    ours = [bits_view(np.ascontiguousarray(a)).tobytes() for a in load_arrays(Path(run.outputs_path))]
    theirs = [_bits(p, spec, shaped.trim if i == 0 else None) for i, (p, spec) in enumerate(zip(outputs,
                                                                                                shaped.results))]
    n = shaped.compared
    rows = [compare.outputs_row(side, ours[:n] if n else ours, theirs[:n] if n else theirs, shaped.what)]
    if host_memory:
        rows += compare.memory_rows(side, run, raw.peak_rss_bytes, every_call=shaped.compared is None,
                                    archive_bytes=archive_bytes)
    return rows


def _bits(path: Path, spec: TensorSpec, trim: int | None) -> bytes | None:
    """An output's bits as the raw tool wrote them; the prefill's logits cut
    to the prompt's length (axis 1), as the worker cuts them."""
    data = read_output(path)
    if data is None or trim is None:
        return data
    if path.suffix == ".npy":
        a = np.load(path, allow_pickle=False)
    elif all(d is not None for d in spec.shape):
        a = np.frombuffer(data, dtype=f"u{to_numpy(spec.element_type).itemsize}").reshape(spec.shape)
    else:
        return data  # raw bytes of a dynamic shape: compared whole
    return bits_view(np.ascontiguousarray(a[:, :trim])).tobytes()
