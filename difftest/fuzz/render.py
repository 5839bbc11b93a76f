"""A campaign's summary, for the console and as Markdown (a CI job
summary), both from the one FuzzReport (a merge's too)."""
from __future__ import annotations

import signal
from pathlib import Path

from ..core.figures import plural
from ..report.figures import device_lines

_GROUPS = (("the flag's", lambda f: f.the_flags),
           ("regressions of the revert (only the side without the flag fails)",
            lambda f: not f.the_flags and f.regression),
           ("not the flag's", lambda f: not f.regression))


def _signal_name(signum: int | None) -> str:
    try:
        return signal.Signals(signum).name if signum else "a signal"
    except ValueError:
        return f"signal {signum}"


def _counts(rep) -> str:
    line = (f"{rep.judged} programs judged in {rep.seconds:.0f} s ({rep.programs_per_minute:.0f}/min); "
            f"{rep.in_reach} of {rep.judged} in the flag's reach "
            f"({100 * rep.in_reach / rep.judged if rep.judged else 0:.0f}%); {rep.mutated} were mutations; "
            f"{rep.invalid} invalid (generator bugs)")
    if rep.setup_errors:
        line += f", {rep.setup_errors} not set up"
    if rep.not_started:
        why = {"time budget": "the time budget ran out", "interrupted": "stopped by a signal"}.get(rep.stopped, "")
        line += f"; {rep.not_started} made and not started" + (f" ({why})" if why else "")
    if rep.interrupted:
        line += f"; {rep.interrupted} interrupted"
    if rep.not_judged:
        line += f"; {rep.not_judged} not judged (see the verdicts)"
    return line


def _finding_lines(f) -> list[str]:
    sig = f.signature
    where = f" in {sig.get('failing_pass')}" if sig.get("failing_pass") else ""
    targets = ", ".join(f"{t} x{n}" for t, n in sorted(f.targets.items()))
    known = "" if f.new else " (known)"
    lines = [f"  {f.id:03d} {f.verdict} x{f.hits} [{targets}]{where}{known}: {f.first_error[:140]}",
             f"      whose: {f.attribution or f.whose}"]
    if f.reproducer:
        lines.append(f"      {f.reproducer} ({f.reproducer_lines} lines)" + (f"; {f.reduction}" if f.reduction else ""))
    elif f.reduction:
        lines.append(f"      {f.reduction}")
    if f.issue:
        lines.append(f"      issue: {f.issue}" + (f"; repro.sh for {f.fixed_target}" if f.fixed_target else ""))
    return lines


def render_console(rep) -> str:
    where = f", shard {rep.shard}" if rep.shard else ""
    lines = [f"difftest fuzz: seed {rep.seed}, motif {rep.motif}, target {rep.target}{where}"
             + (" (--swap: the flag removed; the baseline has it)" if rep.swap else ""),
             f"  baseline: {' '.join(rep.flags.get('baseline', [])) or 'no flags'}",
             f"  candidate: {' '.join(rep.flags.get('candidate', [])) or 'no flags'}"]
    lines += [f"  {line}" for line in device_lines({"devices": rep.devices})]
    if rep.campaigns:
        lines.append(f"  merged from {plural(len(rep.campaigns), 'campaign')}: "
                     + ", ".join(f"{c['target']}{' shard ' + c['shard'] if c.get('shard') else ''}"
                                 for c in rep.campaigns))
    lines += [_counts(rep),
              "verdicts: " + ", ".join(f"{n} {k}" for k, n in sorted(rep.verdicts.items(), key=lambda x: -x[1]))]
    for fig, dist in rep.effect.items():
        if dist:
            lines.append(f"effect on {fig} (programs in reach): "
                         + ", ".join(f"{int(k):+d}: {n}" for k, n in sorted(dist.items(), key=lambda x: int(x[0]))))
    for title, member in _GROUPS:
        group = [f for f in rep.findings if member(f)]
        if group:
            lines.append(f"{title}:")
            for f in group:
                lines += _finding_lines(f)
    if rep.flaky:
        lines.append("flaky (a second try did not repeat them; not findings):")
        lines += [f"  {x['program']} {x['verdict']}: {x['first'][:140]}; second try: {x['second_try'][:100]}"
                  for x in rep.flaky]
    if rep.invalid_examples:
        lines.append("generator bugs (programs that did not verify, or could not be set up):")
        lines += [f"  {x}" for x in rep.invalid_examples]
    lines += _budget_lines(rep)
    if rep.error:
        lines.append(f"stopped by an error: {rep.error}")
    if rep.stopped == "interrupted":
        lines.append(f"stopped by {_signal_name(rep.signal)}: what was found so far is above")
    return "\n".join(lines)


def _budget_lines(rep) -> list[str]:
    lines = []
    if rep.time_budget is not None and rep.overrun_s >= 1:
        lines.append(f"time budget {rep.time_budget:g} s: overrun by {rep.overrun_s:.0f} s, finishing the programs "
                     "that had started")
    red = rep.reductions or {}
    if red.get("findings"):
        new = sum(1 for f in rep.findings if f.new)
        line = (f"findings: {red['findings']} ({new} new); {red['to_reduce']} reduced, at most "
                f"{red['budget_each_s']:.0f} s each ({red['budget_s']:.0f} s stated), in {red['reducing_s']:.0f} s")
        # Side by side, the reductions' seconds add up past the wall clock: say both, subtract nothing.
        together = red.get("side_by_side", 1)
        line += (f" of reducing ({together} side by side)" if together > 1 else " of reducing")
        if red.get("overrun_s", 0) >= 1:
            line += f", {red['overrun_s']:.0f} s over their budget"
        line += f"; filing them all (reducing, attributing, checking, writing) took {red['seconds']:.0f} s"
        lines.append(line)
    return lines


def render_markdown(rep) -> str:
    mine = [f for f in rep.findings if f.the_flags]
    lines = [f"## difftest fuzz: {plural(len(mine), 'finding')} of the flag's, "
             f"{len(rep.findings) - len(mine)} not", "",
             f"seed {rep.seed}, motif `{rep.motif}`, target `{rep.target}`"
             + (f", shard {rep.shard}" if rep.shard else "") + (", `--swap`" if rep.swap else "")
             + f", iree-compile {rep.toolchain.get('version')}: {_counts(rep)}.", ""]
    lines += [f"{line}." for line in device_lines({"devices": rep.devices})] + ([""] if rep.devices else [])
    if rep.findings:
        lines += ["| id | whose | verdict | failing pass | hits | targets | first error | reproducer |",
                  "|---|---|---|---|---|---|---|---|"]
        for f in rep.findings:
            err = f.first_error.replace("|", "\\|")[:160]
            repro = f"{Path(f.reproducer).name} ({f.reproducer_lines or '-'} lines)" if f.reproducer else "-"
            lines.append(f"| {f.id:03d}{'' if f.new else ' (known)'} | {f.whose} | {f.verdict} | "
                         f"{f.signature.get('failing_pass') or '-'} | {f.hits} | "
                         f"{', '.join(sorted(f.targets))} | `{err}` | {repro} |")
    if rep.flaky:
        lines += ["", f"{plural(len(rep.flaky), 'flaky failure')} (a second try did not repeat them): "
                  + "; ".join(f"{x['program']} {x['verdict']}" for x in rep.flaky)]
    extra = _budget_lines(rep)
    if extra or rep.stopped == "interrupted" or rep.error:
        lines.append("")
        lines += extra
        if rep.error:
            lines.append(f"stopped by an error: {rep.error}")
        if rep.stopped == "interrupted":
            lines.append(f"**Interrupted** by {_signal_name(rep.signal)}: the summary holds what was found so far.")
    return "\n".join(lines) + "\n"
