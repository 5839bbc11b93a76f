"""What the gate says: the exit status of a set of records, its headline
(every report format and stderr say the same), and why a run that
regressed nothing still does not pass."""
from __future__ import annotations

from dataclasses import dataclass

from ..core.results import CaseResult, verdict_counts
from ..core.verdicts import (EXIT_OK, EXIT_REGRESSION, EXIT_USAGE, REJECTED_VALUE, SIDES, GateStatus, Verdict,
                             exit_code, exit_for_signal)
from ..core.figures import plural
from .figures import totals
from .header import selection_note


def gate(results: list[CaseResult]) -> int:
    return exit_code(r.verdict for r in results)


@dataclass
class Headline:
    code: int
    status: GateStatus
    text: str


def interrupted(results: list[CaseResult], meta: dict) -> Headline | None:
    """A run cut off: never "passes", whatever its records say.
    meta["interrupted"] is {"signal": 2, "not_started": N, "resume": "..."},
    as the run wrote it, or as merge sums its shards'. A journal whose run
    never wrote its end (killed, or still running) has no signal but
    "unfinished", saying so (core/loading.py): it exits 2, since no one
    knows which signal, if any, stopped it."""
    cut = meta.get("interrupted")
    if not isinstance(cut, dict):
        return None
    signum = cut.get("signal")
    stopped = sum(r.verdict is Verdict.INTERRUPTED for r in results)
    judged = sum(r.verdict.judged for r in results)
    resume = f"; finish with: {cut['resume']}" if cut.get("resume") else ""
    counts = f"{judged} judged, {stopped} interrupted, {cut.get('not_started', 0)} not started{resume}"
    if not isinstance(signum, int) or isinstance(signum, bool):
        why = cut.get("unfinished") or "the run was cut off"
        return Headline(EXIT_USAGE, GateStatus.INTERRUPTED, f"gate: did not finish (exit {EXIT_USAGE}): {why}: {counts}")
    name = {15: "SIGTERM", 2: "SIGINT"}.get(signum, f"signal {signum}")
    return Headline(exit_for_signal(signum), GateStatus.INTERRUPTED,
                    f"gate: interrupted by {name} (exit {exit_for_signal(signum)}): {counts}")


def headline(results: list[CaseResult], meta: dict | None = None) -> Headline:
    """The one line a reader (and a CI summary) sees first; its status is
    the exit code's, never greener."""
    cut = interrupted(results, meta or {})
    if cut is not None:
        return cut
    head = _judged(results, meta or {})
    head.text += selection_note(meta)  # an --lf run's cases are not all of them, and it says so
    return head


def _missing_device(meta: dict) -> str | None:
    """The device a run that executes could not open, in words; None for a
    compile-only run, or when every device is there."""
    if meta.get("compile_only"):
        return None
    devices = meta.get("devices") if isinstance(meta.get("devices"), dict) else {}
    gone = sorted({str(d.get("uri") or d.get("driver") or "?") for d in devices.values()
                   if isinstance(d, dict) and d.get("problem")})
    return " and ".join(gone) or None


def _compared(results: list[CaseResult]) -> bool:
    return any(r.verdict.compared and not r.verdict.from_annotation for r in results)


def _judged(results: list[CaseResult], meta: dict) -> Headline:
    code = gate(results)
    if code == EXIT_OK and not _compared(results) and (gone := _missing_device(meta)):
        # Asked to execute where the device is missing: green would read as "it ran there".
        held = sum(r.verdict is Verdict.XFAIL for r in results)
        return Headline(EXIT_USAGE, GateStatus.NOT_JUDGED,
                        f"gate: does not pass (exit {EXIT_USAGE}): nothing was compared: no device {gone} here, and "
                        f"{plural(held, 'case')} failed as the corpus expects (xfail); --compile-only judges "
                        "compile outcomes alone")
    if code == EXIT_OK:
        return Headline(code, GateStatus.PASS, _passes(results))
    if code == EXIT_REGRESSION:
        n = sum(r.regressed for r in results)
        return Headline(code, GateStatus.REGRESSION, f"gate: fails (exit 1): {plural(n, 'regression')}")
    why = gate_messages(results, meta)
    return Headline(code, GateStatus.NOT_JUDGED, f"gate: does not pass (exit {code}): {why[0] if why else 'see above'}")


def _passes(results: list[CaseResult]) -> str:
    """A passing gate's line, saying what it compared: a run whose every
    case failed as its corpus expects (a GPU target's compile xfails, with
    no device to run anything) compared nothing, and says so."""
    if not _compared(results):
        held = sum(r.verdict is Verdict.XFAIL for r in results)
        return (f"gate: passes (exit 0): nothing was compared: {plural(held, 'case')} failed as the corpus expects "
                "(xfail), and nothing regressed")
    t = totals(results)
    which = "its one module" if t.modules == 1 else f"any of the {plural(t.modules, 'module')}"
    quiet = f"; the flag does not change {which}: it does not reach this corpus" if t.reaches is False else ""
    return "gate: passes (exit 0): compared, and nothing regressed" + quiet


def _refused_flags(results: list[CaseResult], tc: dict) -> list[str]:
    """One line per flag the compiler refused: unknown to it, or a value it
    rejects (in its own words), with the sides that gave it and where it
    came from (a difftest.toml, the command line) when the run knew."""
    sides: dict[tuple, set[str]] = {}
    for r in results:
        if r.verdict is Verdict.FLAG_UNSUPPORTED:
            for v in r.variants.values():
                if v.compile and v.compile.unsupported_flag:
                    line = v.compile.error_line or ""
                    m = REJECTED_VALUE.search(line)
                    # The compiler's words without its prefix (`iree-compile: for the --x option: `, a location).
                    words = (line[m.end():] if m.group(1) else line.split("error: ", 1)[-1]) if m else None
                    sides.setdefault((v.compile.unsupported_flag, words, v.compile.flag_from), set()).add(v.name)
    n = plural(sum(r.verdict is Verdict.FLAG_UNSUPPORTED for r in results), "case")
    compiler = f"iree-compile {tc.get('version')} @ {(tc.get('commit') or '?')[:12]}"
    out = []
    for (flag, words, origin), names in sorted(sides.items(), key=lambda kv: tuple(map(str, kv[0]))):
        who = " and ".join(s for s in (*SIDES, *sorted(names - set(SIDES))) if s in names)
        where = f", from {origin}" if origin else ""
        if words is not None:
            out.append(f"{compiler} rejects {flag} ({who} flags){where}: {words.strip()}; {n} could not be judged")
        else:
            out.append(f"{compiler} does not know {flag} ({who} flags){where}; {n} could not be judged")
    return out


def gate_messages(results: list[CaseResult], meta: dict) -> list[str]:
    """Why a run that regressed nothing still does not pass (exit 2)."""
    wrong = [r for r in results if r.verdict is Verdict.AUDIT_DISAGREES]
    figures = sum(len(r.audit.disagreements) for r in wrong if r.audit is not None)
    out = [f"IREE's own tools contradict {plural(figures, 'figure')} of difftest's in {plural(len(wrong), 'case')} "
           f"(--audit: difftest's own finding; the audit above lists them)"] if wrong else []
    out += _refused_flags(results, meta.get("toolchain", {}))
    unknown = bool(out)
    flagless = [r for r in results if r.verdict is Verdict.FLAG_UNSUPPORTED]
    if flagless and not unknown:  # records without their compiles (the pytest plugin's): the reason says it
        out.append(f"{plural(len(flagless), 'case')} could not be judged: {flagless[0].reason}")
    nodev = [r for r in results if r.verdict is Verdict.NO_DEVICE]
    if nodev:
        hint = ("run the bundle where the device is, or pick another driver with --device" if meta.get("executed_from")
                else "use --compile-only to judge compile outcomes and structure alone")
        out.append(f"no device for target {nodev[0].target}: {nodev[0].reason.removeprefix('no device: ')}; "
                   f"{plural(len(nodev), 'case')} compiled but not run; {hint}")
    machine = [r for r in results if r.verdict is Verdict.COULD_NOT_JUDGE]
    if machine:
        out.append(f"{plural(len(machine), 'case')} could not be judged because of the machine, not the compiler: "
                   f"{machine[0].reason.removeprefix('could not judge: ')}; nothing of them was cached, so a later run "
                   "judges them once the machine lets it")
    misfit = [r for r in results if r.verdict is Verdict.DEVICE_MISMATCH]
    if misfit:
        out.append(f"{plural(len(misfit), 'case')} compiled for a device other than this one: "
                   f"{misfit[0].reason.split(': ', 1)[-1]}")
    empty = [r for r in results if r.verdict is Verdict.NOTHING_COMPARED]
    if empty:
        # The reason's first clause names the outputs (or says there are none).
        what = empty[0].reason.removeprefix("nothing informative was compared: ").split("; ")[0]
        out.append(f"{plural(len(empty), 'case')} compared nothing informative, and agreeing on nothing is no pass: "
                   f"{empty[0].case}: {what}")
    cut = [r for r in results if r.verdict is Verdict.INTERRUPTED]
    if cut:
        out.append(f"{plural(len(cut), 'case')} did not finish: the run was cut off; `difftest run --resume "
                   "<its artifact directory>` finishes them")
    errors = [r for r in results if r.verdict is Verdict.CASE_ERROR]
    if errors:
        out.append(f"{plural(len(errors), 'case')} could not be set up (case-error); see their reasons above")
    if results and not any(r.verdict.judged for r in results):
        out.append("nothing was judged, so this run cannot pass")
    elif results and not any(r.verdict.compared for r in results):
        counts = verdict_counts(results)
        out.append("no case compared anything (" + ", ".join(f"{n} {k}" for k, n in sorted(counts.items()))
                   + "): a run that compared nothing is not a pass")
    if not results:
        out.append("no case was run, so this run cannot pass")
    return out
