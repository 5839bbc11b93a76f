"""A campaign's summary, for the console and as Markdown (a CI job
summary), both from the one FuzzReport (a merge's too)."""
from __future__ import annotations

import os
import signal
from pathlib import Path

from ..core.figures import plural
from ..report.header import device_lines
from .outcomes import Stopped

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
    screened = (f", {rep.screened} screened out (the flag did not reach them by the flow phase: not compiled past "
                f"it, nor run)") if rep.screening else ""
    line = (f"{rep.judged} programs judged{screened} in {rep.seconds:.0f} s ({rep.programs_per_minute:.0f}/min); "
            f"{rep.in_reach} of {rep.decided} in the flag's reach "
            f"({100 * rep.in_reach / rep.decided if rep.decided else 0:.0f}%); {rep.mutated} were mutations; "
            f"{rep.invalid} invalid (generator bugs)")
    if rep.setup_errors:
        line += f", {rep.setup_errors} not set up"
    if rep.not_started:
        why = Stopped(rep.stopped).why
        line += f"; {rep.not_started} made and not started" + (f" ({why})" if why else "")
    if rep.interrupted:
        line += f"; {rep.interrupted} interrupted"
    if rep.not_judged:
        line += f"; {rep.not_judged} not judged (" + (f"the first, {rep.not_judged_why}" if rep.not_judged_why
                                                       else "see the verdicts") + ")"
    return line


def _here(text: str) -> str:
    """A compiler's error names the program by its absolute path: said from the working directory, as the
    reproducer is, so the cut at a fixed width keeps the same words wherever the campaign ran."""
    return text.replace(os.getcwd().rstrip("/") + "/", "")


def _finding_lines(f) -> list[str]:
    sig = f.signature
    where = f" in {sig.get('failing_pass')}" if sig.get("failing_pass") else ""
    targets = ", ".join(f"{t} x{n}" for t, n in sorted(f.targets.items()))
    known = "" if f.new else " (known)"
    lines = [f"  {f.id:03d} {f.verdict} x{f.hits} [{targets}]{where}{known}: {_here(f.first_error)[:140]}",
             f"      whose: {f.attribution or f.whose}"]
    if len(f.ops) > 1 or len(f.verdicts) > 1:
        seen = [", ".join(f"{k} x{n}" for k, n in sorted(d.items())) for d in (f.ops, f.verdicts) if len(d) > 1]
        lines.append(f"      seen as: {'; '.join(seen)}")
    lines += [f"      crashed: the {side}, on every try: {how[:140]}" for side, how in sorted(f.crashed.items())]
    if f.reproducer:
        lines.append(f"      {f.reproducer} ({f.reproducer_lines} lines)" + (f"; {f.reduction}" if f.reduction else ""))
    elif f.reduction:
        lines.append(f"      {f.reduction}")
    if f.issue:
        lines.append(f"      issue: {f.issue}" + (f"; repro.sh for {f.fixed_target}" if f.fixed_target else ""))
    if (f.since or {}).get("words"):
        lines.append(f"      releases: {f.since['words']}")
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
    lines += [_counts(rep), *filter(None, [yield_line(rep)]),
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
        lines.append("flaky (a second try did not repeat them; no finding of their own):")
        lines += [f"  {x['program']} {x['verdict']}" + (f", the {x['side']}'s" if x.get("side") else "")
                  + (f" crash ({x['crash']})" if x.get("crash") else "")
                  + f": {x['first'][:140]}; second try: {x['second_try'][:100]}" for x in rep.flaky]
    if rep.invalid_examples:
        lines.append("generator bugs (programs that did not verify, or could not be set up):")
        lines += [f"  {x}" for x in rep.invalid_examples]
    if rep.fixed_upstream:
        lines.append(f"fixed upstream, it seems ({plural(len(rep.fixed_upstream), 'known finding')} no longer "
                     "reproduce):")
        lines += [f"  {x['key'][:12]} since {x['fixed_in']}: {x['first_error'][:120]}\n      {x['words']}"
                  for x in rep.fixed_upstream]
    lines += _budget_lines(rep)
    lines += [f"warning: {w}" for w in rep.warnings]
    if rep.stopped is Stopped.MACHINE:
        lines.append(f"stopped by the machine: {rep.error}; what was done is above")
    elif rep.error:
        lines.append(f"stopped by an error: {rep.error}")
    if rep.stopped is Stopped.INTERRUPTED:
        lines.append(f"stopped by {_signal_name(rep.signal)}: what was found so far is above")
    return "\n".join(lines)


def _started(rep) -> int:
    return rep.decided + rep.not_judged + rep.interrupted + rep.setup_errors


def yield_line(rep) -> str | None:
    """Distinct findings per CPU-hour of the campaign's loop: what a directed
    campaign is for, against an undirected one on the same budget."""
    if not rep.cpu_seconds:
        return None
    mine = sum(1 for f in rep.findings if f.the_flags)
    spent = f"{rep.cpu_seconds / 3600:.2f} CPU-hours" if rep.cpu_seconds >= 360 else \
        f"{rep.cpu_seconds / 60:.1f} CPU-minutes"
    return (f"yield: {plural(len(rep.findings), 'distinct finding')} ({mine} the flag's) in "
            f"{spent}: {rep.per_cpu_hour(len(rep.findings)):g} per CPU-hour "
            f"({rep.per_cpu_hour(mine):g} the flag's)")


def _time_budget_line(rep) -> str | None:
    """What the time budget let the campaign do, and by how much it went over."""
    if rep.time_budget is None:
        return None
    started = _started(rep)
    over = (f"overrun by {rep.overrun_s:.0f} s, " + ("finishing the programs that had started" if started else
                                                     "making and verifying the programs")) \
        if rep.overrun_s >= 1 else ""
    if rep.stopped is not Stopped.TIME_BUDGET:
        return f"time budget {rep.time_budget:g} s: {over}" if over else None
    line = f"time budget {rep.time_budget:g} s ran out: "
    if not rep.programs:
        line += "before the first program was made (setting the campaign up took it)"
    else:
        line += (f"{started} of the {plural(rep.programs, 'program')} made started, {rep.judged} judged"
                 + (f", {rep.screened} screened out" if rep.screened else "") + ", "
                 f"{rep.not_started} not started")
        if not started:
            line += " (making and verifying the first programs took it)"
    return line + (f"; {over}" if over else "")


def _budget_lines(rep) -> list[str]:
    lines = [line] if (line := _time_budget_line(rep)) else []
    red = rep.reductions or {}
    if red.get("findings"):
        new = sum(1 for f in rep.findings if f.new)
        # A proxy for bugs: a pass that fails on two findings may be one bug the signature split.
        passes = {f.signature.get("failing_pass") for f in rep.findings if f.signature.get("failing_pass")}
        distinct = f"{len(passes)} distinct failing pass" + ("es" if len(passes) != 1 else "")
        line = (f"findings: {red['findings']} ({new} new, {distinct}); "
                f"{red['to_reduce']} reduced, at most "
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
    if (y := yield_line(rep)) is not None:
        lines += [y[0].upper() + y[1:] + ".", ""]
    lines += [f"{line}." for line in device_lines({"devices": rep.devices})] + ([""] if rep.devices else [])
    if rep.findings:
        lines += ["| id | whose | verdict | failing pass | hits | targets | first error | reproducer | releases |",
                  "|---|---|---|---|---|---|---|---|---|"]
        for f in rep.findings:
            err = f.first_error.replace("|", "\\|")[:160]
            repro = f"{Path(f.reproducer).name} ({f.reproducer_lines or '-'} lines)" if f.reproducer else "-"
            lines.append(f"| {f.id:03d}{'' if f.new else ' (known)'} | {f.whose} | {f.verdict} | "
                         f"{f.signature.get('failing_pass') or '-'} | {f.hits} | "
                         f"{', '.join(sorted(f.targets))} | `{err}` | {repro} | "
                         f"{(f.since or {}).get('words') or '-'} |")
    if rep.flaky:
        lines += ["", f"{plural(len(rep.flaky), 'flaky failure')} (a second try did not repeat them): "
                  + "; ".join(f"{x['program']} {x['verdict']}" for x in rep.flaky)]
    extra = _budget_lines(rep)
    if extra or rep.stopped is Stopped.INTERRUPTED or rep.error:
        lines.append("")
        lines += extra
        if rep.error:
            lines.append(f"stopped by an error: {rep.error}")
        if rep.stopped is Stopped.INTERRUPTED:
            lines.append(f"**Interrupted** by {_signal_name(rep.signal)}: the summary holds what was found so far.")
    return "\n".join(lines) + "\n"
