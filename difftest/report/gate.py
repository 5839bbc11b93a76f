"""What the gate says: the exit code of a set of records, and why a run
that regressed nothing still does not pass."""
from __future__ import annotations

from ..core.results import CaseResult
from ..core.verdicts import Verdict, exit_code


def gate_messages(results: list[CaseResult], meta: dict) -> list[str]:
    """Why a run that regressed nothing still does not pass (exit 2)."""
    out = []
    tc = meta.get("toolchain", {})
    unknown = sorted({(v.name, v.compile.unsupported_flag) for r in results
                      if r.verdict is Verdict.FLAG_UNSUPPORTED for v in r.variants.values()
                      if v.compile and v.compile.unsupported_flag})
    for side, flag in unknown:
        n = sum(r.verdict is Verdict.FLAG_UNSUPPORTED for r in results)
        out.append(f"iree-compile {tc.get('version')} @ {(tc.get('commit') or '?')[:12]} does not know {flag} "
                   f"({side} flags); {n} case(s) could not be judged")
    nodev = [r for r in results if r.verdict is Verdict.NO_DEVICE]
    if nodev:
        out.append(f"no device for target {nodev[0].target}: {nodev[0].reason.removeprefix('no device: ')}; "
                   f"{len(nodev)} case(s) compiled but not run. Use --compile-only to judge compile outcomes "
                   "and structure alone")
    errors = [r for r in results if r.verdict is Verdict.CASE_ERROR]
    if errors:
        out.append(f"{len(errors)} case(s) could not be set up (case-error); see their reasons above")
    if results and not any(r.verdict.judged for r in results):
        out.append("nothing was judged, so this run cannot pass")
    if not results:
        out.append("no case was run, so this run cannot pass")
    return out


def gate(results: list[CaseResult]) -> int:
    return exit_code(r.verdict for r in results)
