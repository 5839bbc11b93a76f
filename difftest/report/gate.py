"""What the gate says: the exit status of a set of records, its headline
(every report format and stderr say the same), and why a run that
regressed nothing still does not pass."""
from __future__ import annotations

from dataclasses import dataclass

from ..core.results import CaseResult, verdict_counts
from ..core.verdicts import EXIT_OK, EXIT_REGRESSION, EXIT_USAGE, GateStatus, Verdict, exit_code, exit_for_signal
from ..core.figures import plural
from .figures import selection_note, totals


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


def _judged(results: list[CaseResult], meta: dict) -> Headline:
    code = gate(results)
    if code == EXIT_OK:
        t = totals(results)
        which = "its one module" if t.modules == 1 else f"any of the {plural(t.modules, 'module')}"
        quiet = f"; the flag does not change {which}: it does not reach this corpus" if t.reaches is False else ""
        return Headline(code, GateStatus.PASS, "gate: passes (exit 0): compared, and nothing regressed" + quiet)
    if code == EXIT_REGRESSION:
        n = sum(r.regressed for r in results)
        return Headline(code, GateStatus.REGRESSION, f"gate: fails (exit 1): {plural(n, 'regression')}")
    why = gate_messages(results, meta)
    return Headline(code, GateStatus.NOT_JUDGED, f"gate: does not pass (exit {code}): {why[0] if why else 'see above'}")


def gate_messages(results: list[CaseResult], meta: dict) -> list[str]:
    """Why a run that regressed nothing still does not pass (exit 2)."""
    out = []
    tc = meta.get("toolchain", {})
    unknown = sorted({(v.name, v.compile.unsupported_flag) for r in results
                      if r.verdict is Verdict.FLAG_UNSUPPORTED for v in r.variants.values()
                      if v.compile and v.compile.unsupported_flag})
    flagless = [r for r in results if r.verdict is Verdict.FLAG_UNSUPPORTED]
    for side, flag in unknown:
        out.append(f"iree-compile {tc.get('version')} @ {(tc.get('commit') or '?')[:12]} does not know {flag} "
                   f"({side} flags); {plural(len(flagless), 'case')} could not be judged")
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
    if empty and not any(r.verdict.judged for r in results):
        out.append(f"{plural(len(empty), 'case')} compared nothing (no output and no check): a run that compared "
                   "nothing is not a pass")
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
