"""The audit's decisions, pure: difftest's figure beside the raw tool's,
and whether they agree. Each rule is a small function a test can hold
without a compiler (the module's, where iree-compile does not repeat
itself; memory's, where difftest's figures are parts of what the process
held)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ...core.audit import AuditRow
from ...core.figures import HELD_NOISE_BYTES, PEAK_NOISE_BYTES, RESIDENT_NOISE_BYTES, human_bytes
from ...core.keys import digest
from ...core.results import CompileRecord, RunRecord
from ...core.verdicts import Stage

# The statistics difftest's tables show, first; the others after, by name.
SHOWN = ("dispatch-count", "transient-memory-size", "executable-count")
# How far apart a figure difftest measures and the raw tool's rusage may be and still be one
# figure (the check of a process's height: 5 %), beside each figure's own noise.
MEMORY_SLACK = 0.05
# What iree-run-module holds of its own on the host CPU (its runtime, thread stacks; 6.5 MiB for a tiny module
# on local-task, 3.13): a gap below it is the tool's, not worth a note.
TOOL_BYTES = 16 << 20


def short(sha: str | None) -> str:
    return sha[:12] if sha else "-"


# ---- the module ----------------------------------------------------------------------------------


def module_agrees(ours: str | None, raw: str | None, again: str | None, not_deterministic: str | None,
                  from_elsewhere: bool) -> tuple[bool | None, str]:
    """Are difftest's module and the raw compile's one (by sha256)? Where
    iree-compile does not repeat itself on this module (two raw compiles
    differ, or difftest's own --determinism compile said so) bytes prove
    nothing: set beside, and the statistics (compared apart) speak. A module
    from difftest's cache compiled from another copy of the IR embeds that
    copy's path, so its bytes cannot be the raw compile's here."""
    if ours is not None and ours == raw:
        return True, ""
    if not_deterministic or (again is not None and again != raw):
        why = not_deterministic or f"two raw compiles gave {short(raw)} and {short(again)}"
        return None, (f"iree-compile is not deterministic on this module ({why}): compared by its statistics, "
                      "not its bytes")
    if from_elsewhere:
        return None, ("difftest's module came from its cache, compiled from a copy of this IR at another path, "
                      "which the module embeds: compared by its statistics (--no-cache compiles it here)")
    return False, "the raw compile of the same IR and flags gives another module" + (
        f" (and again: {short(again)})" if again else "")


def compile_rows(side: str, rec: CompileRecord, raw_code: int | None, raw_sha: str | None, raw_size: int | None,
                 raw_stats: dict[str, int], raw_error: str | None, module: tuple[bool | None, str]) -> list[AuditRow]:
    """The module (or its failure), its size and every statistic IREE wrote, difftest's beside the raw compile's."""
    rows = []
    ours_ok, raw_ok = rec.status is Stage.OK, raw_code == 0
    if ours_ok and raw_ok:
        agrees, note = module
        rows.append(AuditRow(side, "module (sha256)", short(rec.vmfb_sha256), short(raw_sha), agrees, note))
        rows.append(AuditRow(side, "vmfb-bytes", _n(rec.vmfb_bytes), _n(raw_size), rec.vmfb_bytes == raw_size
                             if agrees is not None else None, "" if agrees is not None else "see the module's row"))
    elif ours_ok != raw_ok:
        rows.append(AuditRow(side, "compile outcome", "compiles" if ours_ok else f"fails: {rec.error_line}",
                             "compiles" if raw_ok else f"fails: {raw_error}", False))
    else:
        rows.append(failure_row(side, "compile failure", rec.error_line or rec.unsupported_flag, raw_error,
                                rec.returncode, raw_code))
    for name in sorted(set(rec.statistics) | set(raw_stats), key=lambda n: (n not in SHOWN, SHOWN.index(n)
                                                                             if n in SHOWN else 0, n)):
        ours, theirs = rec.statistics.get(name), raw_stats.get(name)
        rows.append(AuditRow(side, name, _n(ours), _n(theirs), ours == theirs))
    return rows


def failure_row(side: str, figure: str, ours: str | None, raw: str | None, ours_code: int | None = None,
                raw_code: int | None = None) -> AuditRow:
    """Both failed: the same way? A crash (an exit other than 1) by its exit
    status, since its first line may be LLVM's banner, which difftest words
    as the signal and the pass; a diagnosed failure by its first error line,
    which difftest may frame (a pass's name), so the raw line must appear
    within it."""
    crashed = raw_code is not None and raw_code not in (0, 1)
    if crashed or (ours_code is not None and ours_code not in (0, 1)):
        agrees = ours_code == raw_code
        note = "" if agrees else f"exit {ours_code} in difftest, {raw_code} raw"
    else:
        agrees = bool(ours and raw and (raw in ours or ours in raw))
        note = "" if agrees else "the first error lines differ"
    said = (lambda code, line: f"{line or '-'}" + (f" (exit {code})" if code not in (None, 1) else ""))
    return AuditRow(side, figure, said(ours_code, ours), said(raw_code, raw), agrees, note)


def _n(v: int | None) -> str:
    return "-" if v is None else str(v)


# ---- the outputs ---------------------------------------------------------------------------------


def outputs_row(side: str, ours: list[bytes], raw: list[bytes | None], what: str) -> AuditRow:
    """difftest's outputs against iree-run-module's, bit for bit."""
    if len(ours) != len(raw):
        return AuditRow(side, what, f"{len(ours)} outputs", f"{len(raw)} outputs", False,
                        "iree-run-module gives another number of outputs")
    differ = [i for i, (a, b) in enumerate(zip(ours, raw)) if a != b]
    note = "" if not differ else ("output " + ", ".join(map(str, differ)) + (" differs" if len(differ) == 1
                                                                            else " differ"))
    return AuditRow(side, f"{what} ({len(ours)}, bit for bit)", f"sha256 {short(digest(*ours))}",
                    f"sha256 {short(digest(*[b or b'' for b in raw]))}", not differ, note)


# ---- memory --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class MemoryFigure:
    """A memory figure of difftest's set beside the raw process's peak
    (ru_maxrss): `within` (the same quantity: the process's height, 5 %
    and the figure's noise apart at most) or `under` (a part of it, which
    the height holds: never above it). `value` takes the run and the bytes of
    its parameter archives."""

    label: str
    value: Callable[[RunRecord, int], int | None]
    rule: str  # "within" or "under" ("over" where the raw process made only the first call)
    noise: int


def first_call_parts(run: RunRecord, archive_bytes: int) -> int | None:
    """Resident memory (load and initialisation kept), and the first call's
    own peak with the parameter pages it read first: the parts of the
    process's height that difftest measures."""
    if run.resident_bytes is None or not run.call_peaks:
        return None
    _, own, faulted = run.call_peaks[0]
    return run.resident_bytes + int(own) + int(faulted)


def _untouched(run: RunRecord, archive_bytes: int) -> int:
    """The archive's bytes the worker never touched: it maps an archive, so a
    parameter is resident where the module read it, where iree-run-module (no
    mapping mode) reads every parameter the module imports whole. A gathered
    embedding table is the large case: llama8b's, 997 MiB of which a prompt
    reads 64 rows."""
    touched = (run.resident_file_bytes or 0) + sum(int(c[2]) for c in run.call_peaks)
    return max(archive_bytes - touched, 0)


def held_as_the_tool_reads(run: RunRecord, archive_bytes: int) -> int | None:
    """The process's height (core.memory.Held), with the archive's bytes the
    raw tool reads and the worker does not."""
    if run.held is None:
        return None
    return run.held.bytes + _untouched(run, archive_bytes)


MEMORY_FIGURES = (
    MemoryFigure("resident + first call's peak", first_call_parts, "under", RESIDENT_NOISE_BYTES + PEAK_NOISE_BYTES),
    # The same quantity as the raw peak, less the tool's own runtime (about 12 MiB), which the noise allows.
    MemoryFigure("held at its height", held_as_the_tool_reads, "within", HELD_NOISE_BYTES + TOOL_BYTES),
)


def memory_rows(side: str, run: RunRecord, peak_rss: int | None, every_call: bool = True,
                archive_bytes: int = 0) -> list[AuditRow]:
    """`every_call` False: the raw process made only the first of difftest's calls (a sequence's prefill),
    so a figure of the whole process's height may be above its peak, never below."""
    rows = []
    for fig in MEMORY_FIGURES:
        ours = fig.value(run, archive_bytes)
        if ours is None:
            continue
        rule = fig.rule if every_call or fig.rule != "within" else "over"
        agrees, note = memory_agrees(ours, peak_rss, rule, fig.noise)
        if fig.rule == "within" and _untouched(run, archive_bytes):
            note = "; ".join(filter(None, [f"with {human_bytes(_untouched(run, archive_bytes))} of the parameter "
                                           "archive the worker never read, which iree-run-module reads whole",
                                           note]))
        rows.append(AuditRow(side, f"memory: {fig.label}", mib(ours),
                             f"peak RSS {mib(peak_rss)}" if peak_rss is not None else "-", agrees, note))
    if any(r.figure == "memory: held at its height" and r.agrees for r in rows):
        # The whole agrees with the raw peak: the parts' distance below it is the other parts, said there.
        rows = [r if r.figure == "memory: held at its height" or not r.agrees
                else AuditRow(r.side, r.figure, r.difftest, r.raw, r.agrees) for r in rows]
    return rows


def mib(n: int) -> str:
    """Memory in one unit whatever its size, so a column of them reads down."""
    return f"{n / 2 ** 20:,.1f} MiB"


def memory_agrees(ours: int, peak: int | None, rule: str, noise: int) -> tuple[bool | None, str]:
    if peak is None:
        return None, "the raw process's peak could not be read"
    slack = MEMORY_SLACK * peak + noise
    gap = peak - ours
    if rule == "within":
        return abs(gap) <= slack, f"{human_bytes(abs(gap))} apart (5 % and its noise: {human_bytes(slack)})"
    if rule == "over":  # the raw process did less than difftest's: its height is a floor
        if gap > slack:
            return False, f"less than the raw process held for its first call alone, by {human_bytes(gap)}"
        return True, "the raw process made the first call alone: its peak is a floor for the height"
    if ours > peak + slack:
        return False, f"more than the process held at its height, by {human_bytes(-gap)}"
    return True, (f"the process held {human_bytes(gap)} more at its height than these parts: what initialisation "
                  "let go of again, a parameter iree-run-module read whole, its own runtime (the height's row "
                  "sets it beside the whole)") \
        if gap > max(slack, TOOL_BYTES) else ""
