"""What every renderer shows, computed once from the records: the order of
cases, the corpus-wide totals, and the text of each cell."""
from __future__ import annotations

from dataclasses import dataclass, field

from ..core.figures import BY_NAME, STREAM_FIGURES, TOTALED, fmt_for, human_bytes, plural
from ..core.results import CaseResult, verdict_counts
from ..core.verdicts import Stage
from .latency import NOT_RUN, TWO_DEVICES, LatencySummary, devices_apart, latency_lines, latency_summary
from .memory import Heights, call_line, call_totals, height_lines, height_totals, memory_disagreement
from .where_lines import where_total


def ordered(results: list[CaseResult]) -> list[CaseResult]:
    """Regressions first: they are what a reviewer opens the report for."""
    return sorted(results, key=lambda r: (r.verdict.kind.order, r.case))


# A pair whose modules differ only as two compiles of the baseline do (run/compile/reach.py).
NOISE = "compiler noise"


def reach_cell(result: CaseResult) -> str:
    """Where the candidate's module first differs: `no` for the same module."""
    if result.reach is None:
        return "-"
    return result.reach.where if result.reach.changed or result.reach.where == NOISE else "no"


def figure_cell(result: CaseResult, name: str) -> str:
    fig = BY_NAME.get(name)
    if fig is not None and fig.measured and devices_apart(result):
        return f"- ({TWO_DEVICES})"
    if fig is not None and fig.measured and result.candidate_not_run:
        b = result.stat("baseline", name)
        return f"{fmt_for(name)(b) if b is not None else '-'} ({NOT_RUN})"
    text = change(result, name, fmt_for(name))
    d = result.delta(name)
    if fig is not None and fig.measured and d and abs(d) <= fig.noise:
        text += " ~noise"
    return text


def change(result: CaseResult, name: str, fmt=str) -> str:
    """`5 -> 4 (-1)`, or `-` when a side has no figure."""
    b, c = result.stat("baseline", name), result.stat("candidate", name)
    if b is None and c is None:
        return "-"
    if b is None or c is None:
        return f"{fmt(b) if b is not None else '?'} -> {fmt(c) if c is not None else '?'}"
    if b == c:
        return fmt(b)
    d = c - b
    return f"{fmt(b)} -> {fmt(c)} ({'+' if d > 0 else '-'}{fmt(abs(d))})"


def worst_error(result: CaseResult) -> tuple[float | None, float | None]:
    comps = [c for c in result.comparisons if c.side == "candidate" and c.against == "baseline"]
    if not comps:
        return None, None
    abs_errs = [c.max_abs_error for c in comps if c.max_abs_error is not None]
    rel_errs = [c.max_rel_error for c in comps if c.max_rel_error is not None]
    return (max(abs_errs) if abs_errs else None), (max(rel_errs) if rel_errs else None)


def golden_side(result: CaseResult, side: str) -> str | None:
    """One side against the golden: the count of integer elements or
    non-finite values that disagree when there are any (a relative L2 alone
    hides them), else the worst relative L2."""
    comps = [c for c in result.comparisons if c.side == side and c.against == "golden" and c.call == 1]
    if not comps:
        return None
    nonfinite = sum(c.nonfinite_mismatches for c in comps)
    exact_off = sum(c.mismatch_count for c in comps if c.rel_l2 is None)
    failed = any(c.note and "FAILS" in c.note for c in comps)
    parts = []
    if exact_off:
        parts.append(f"{exact_off} off")
    if nonfinite:
        parts.append(f"{nonfinite} non-finite")
    rels = [c.rel_l2 for c in comps if c.rel_l2 is not None]
    if rels and not parts:
        parts.append(num(max(rels)))
    if not parts:
        parts.append("exact")
    return " ".join(parts) + ("!" if failed else "")


def golden_cell(result: CaseResult) -> str:
    b, c = golden_side(result, "baseline"), golden_side(result, "candidate")
    return "-" if b is None and c is None else f"{b or '-'}/{c or '-'}"


def vmfb_story(r: CaseResult, threshold: float = 0.10) -> str | None:
    """What changed in a vmfb that grew or shrank by more than `threshold`:
    constants against code, per part (the vmfb is a zip of them)."""
    b_var, c_var = r.variants.get("baseline"), r.variants.get("candidate")
    if not (b_var and c_var and b_var.compile and c_var.compile):
        return None
    b, c = b_var.compile, c_var.compile
    if not (b.vmfb_bytes and c.vmfb_bytes) or abs(c.vmfb_bytes - b.vmfb_bytes) <= threshold * b.vmfb_bytes:
        return None
    parts = []
    for name in ("constants", "executables", "module", "other"):
        d = c.vmfb_sections.get(name, 0) - b.vmfb_sections.get(name, 0)
        if d:
            parts.append(f"{name} {'+' if d > 0 else '-'}{human_bytes(abs(d))}")
    grown = [f"{n} {human_bytes(b.executables.get(n, 0))} -> {human_bytes(s)}" for n, s in c.executables.items()
             if s != b.executables.get(n)]
    text = f"vmfb {human_bytes(b.vmfb_bytes)} -> {human_bytes(c.vmfb_bytes)}"
    if not parts:
        return text + " (no breakdown: the vmfb is not a zip)"
    return text + ": " + ", ".join(parts) + (f"; executables: {', '.join(grown[:4])}" if grown else "")


def num(x: float | None) -> str:
    return "-" if x is None else ("0" if x == 0 else f"{x:.3g}")


@dataclass
class FigureTotal:
    name: str
    label: str
    baseline: int = 0
    candidate: int = 0
    cases: int = 0
    # (case, delta, percent) of the largest increase and the largest decrease.
    worst_increase: tuple[str, int, float | None] | None = None
    best_decrease: tuple[str, int, float | None] | None = None
    # The vmfb size: cases whose two baseline compiles differed, and by how much at most.
    noisy: int = 0
    noise_bytes: int = 0
    # Planned transients: cases left out because one side's plan is 0 B and the other's is not.
    one_sided: list[str] = field(default_factory=list)
    apart: int = 0  # measured figures: cases left out because their sides ran on two devices

    @property
    def delta(self) -> int:
        return self.candidate - self.baseline

    @property
    def pct(self) -> float | None:
        return 100.0 * self.delta / self.baseline if self.baseline else None


@dataclass
class Reached:
    """How many of the pair's modules the candidate's flags changed, and where first."""

    modules: int = 0
    changed: int = 0
    where: dict[str, int] = field(default_factory=dict)  # phase -> modules first changed there
    # Reach first: candidates not compiled past the phase where their IR was the baseline's.
    screened: dict[str, int] = field(default_factory=dict)  # phase -> modules
    # Modules that differ only as iree-compile differs from itself: not the flag's.
    noise: int = 0

    @property
    def reaches(self) -> bool:
        return self.changed > 0


@dataclass
class PairTotals:
    """The structural figures of the cases that compared one pair."""

    key: tuple | None
    cases: list[str] = field(default_factory=list)
    figures: list[FigureTotal] = field(default_factory=list)
    reach: Reached = field(default_factory=Reached)
    # A call sequence's calls (prefill, decode 1, ...): (call, baseline, candidate, cases), each call's own peak.
    calls: list[tuple[str, int, int, int]] = field(default_factory=list)
    # The same figures over the cases where a side failed to compile after the stream phase.
    before_failure: list[FigureTotal] = field(default_factory=list)
    # Each measured side's height against resident + per-call peak (report/memory.py).
    heights: Heights = field(default_factory=Heights)

    def label(self) -> str:
        if self.key is None:
            return "pair not recorded"
        b, c = self.key
        return f"baseline [{' '.join(b) or 'no flags'}] -> candidate [{' '.join(c) or 'no flags'}]"


@dataclass(frozen=True)
class DeviceLoss:
    """A run whose device was lost under it: done again on a device opened anew."""

    case: str
    run: str  # "candidate", "baseline (rerun)", "reference", ...
    times: int
    judged: bool  # False: lost on both tries, the case could not be judged

    def label(self) -> str:
        return f"{self.case} ({self.run}{'' if self.judged else ', lost twice: not judged'})"


def device_losses(results: list[CaseResult]) -> list[DeviceLoss]:
    out = []
    for r in results:
        for name, v in r.variants.items():
            for what, rec in ((name, v.run), (f"{name} rerun", v.rerun)):
                # A candidate not run (the baseline's module) carries the baseline's record.
                if rec is not None and rec.device_lost and not rec.skipped_because:
                    out.append(DeviceLoss(r.case, what, len(rec.device_lost), rec.status is Stage.OK))
    return out


def device_loss_lines(losses: list[DeviceLoss]) -> list[str]:
    """A lost device is the machine's: said in the totals, never hidden in a case."""
    if not losses:
        return []
    n = sum(x.times for x in losses)
    shown = ", ".join(x.label() for x in losses[:8]) + (f", and {len(losses) - 8} more" if len(losses) > 8 else "")
    return [f"device: lost {plural(n, 'time')} and opened again; runs done again: {shown}"]


@dataclass
class Totals:
    cases: int
    judged: int
    regressed: int
    verdicts: dict[str, int]
    pairs: list[PairTotals] = field(default_factory=list)
    # Logits outputs: the worst KL divergence (max over positions) and the
    # lowest top-1 agreement, candidate against baseline.
    worst_kl: tuple[str, float] | None = None
    worst_top1: tuple[str, float] | None = None
    golden_missing: int = 0  # cases whose suite names a golden that is not here
    latency: LatencySummary = field(default_factory=LatencySummary)
    # Each time a device was lost under a run, and the runs done again on a fresh one.
    device_lost: list[DeviceLoss] = field(default_factory=list)
    # (case, the CPUs its xfail was recorded on, this run's CPU): an xfail that does not hold here.
    elsewhere: list[tuple[str, str, str]] = field(default_factory=list)
    where: str | None = None  # where_total(): the flag's sites across the run

    @property
    def reaches(self) -> bool | None:
        """Whether the flag changed any module; None when no module was compared."""
        reached = [p.reach for p in self.pairs if p.reach.modules]
        return any(r.reaches for r in reached) if reached else None

    @property
    def modules(self) -> int:
        return sum(p.reach.modules for p in self.pairs)


def pair_groups(results: list[CaseResult]) -> list[tuple[tuple | None, list[CaseResult]]]:
    """Cases by the pair they compared, ordered by its flags (as the header numbers pairs:
    run/meta.py): totals and charts never mix cases that compared different pairs."""
    groups: dict = {}
    for r in results:
        groups.setdefault(r.pair_key(), []).append(r)
    return sorted(groups.items(), key=lambda kv: (kv[0] is None, kv[0] or ()))


def pair_numbers(results: list[CaseResult]) -> dict[str, int]:
    """Case -> the number of its pair (1-based), when a run compared more than one."""
    groups = pair_groups(results)
    if len(groups) < 2:
        return {}
    return {r.case: n for n, (_, rs) in enumerate(groups, 1) for r in rs}


def _one_per_module(results: list[CaseResult]) -> list[CaseResult]:
    """A module's figures once, however many entries it served."""
    seen, out = set(), []
    for r in results:
        if r.module is None or r.module not in seen:
            out.append(r)
            seen.add(r.module)
    return out


def reach_totals(results: list[CaseResult]) -> Reached:
    out = Reached()
    for r in _one_per_module(results):
        if r.reach is None:
            continue
        out.modules += 1
        out.noise += r.reach.where == NOISE
        if r.reach.changed:
            out.changed += 1
            out.where[r.reach.where] = out.where.get(r.reach.where, 0) + 1
        cand = r.variants.get("candidate")
        if cand is not None and cand.compile is not None and cand.compile.screened_at:
            out.screened[cand.compile.screened_at] = out.screened.get(cand.compile.screened_at, 0) + 1
    return out


def _figure_totals(results: list[CaseResult]) -> list[FigureTotal]:
    out = []
    # The pair's modules: a compile that failed after its statistics were written is totalled apart.
    modules = [r for r in _one_per_module(results) if not r.failed_compiles]
    for fig in TOTALED:
        name, ft = fig.name, FigureTotal(fig.name, fig.label)
        for r in (results if fig.measured else modules):
            if fig.measured and devices_apart(r):
                ft.apart += 1  # one device's memory says nothing of the other's
                continue
            b, c = r.stat("baseline", name), r.stat("candidate", name)
            if b is None or c is None:
                continue
            if name == "transient-memory-size" and (b == 0) != (c == 0):
                # IREE sizes at compile time only the transients it can bound; a 0 B plan allocates its
                # transients at run time (unbounded dynamic shapes): summed, "0 B -> 1.4 GiB" reads as a cost.
                ft.one_sided.append(r.case)
                continue
            ft.baseline += b
            ft.candidate += c
            ft.cases += 1
            d = c - b
            pct = 100.0 * d / b if b else None
            if d > 0 and (ft.worst_increase is None or d > ft.worst_increase[1]):
                ft.worst_increase = (r.case, d, pct)
            if d < 0 and (ft.best_decrease is None or d < ft.best_decrease[1]):
                ft.best_decrease = (r.case, d, pct)
            noise = r.compiler_noise
            if name == "vmfb-bytes" and noise is not None and not noise.deterministic:
                ft.noisy += 1
                ft.noise_bytes = max(ft.noise_bytes, noise.bytes_apart)
        out.append(ft)
    return out


def failed_totals(results: list[CaseResult]) -> list[FigureTotal]:
    """The pair's figures where a side failed to compile after writing them."""
    failed = [r for r in _one_per_module(results) if r.figures_before_failure()]
    out = []
    for name in STREAM_FIGURES:
        ft = FigureTotal(name, BY_NAME[name].label)
        for r in failed:
            b, c = r.stat("baseline", name), r.stat("candidate", name)
            if b is not None and c is not None:
                ft.baseline, ft.candidate, ft.cases = ft.baseline + b, ft.candidate + c, ft.cases + 1
        out.append(ft)
    return out


def _failed_line(figures: list[FigureTotal]) -> list[str]:
    shown = [f"{ft.label} {fmt_for(ft.name)(ft.baseline)} -> {fmt_for(ft.name)(ft.candidate)} "
             f"({_signed(fmt_for(ft.name), ft.delta)})" for ft in figures if ft.cases]
    if not shown:
        return []
    return [f"before a side failed to compile ({plural(max(ft.cases for ft in figures), 'case')}, "
            f"the figures IREE wrote in the stream phase): {', '.join(shown)}"]


def totals(results: list[CaseResult], concurrent: bool = False) -> Totals:
    t = Totals(len(results), sum(r.verdict.judged for r in results), sum(r.regressed for r in results),
               verdict_counts(results), golden_missing=sum(bool(r.golden_missing) for r in results),
               latency=latency_summary(results, concurrent),
               elsewhere=[(r.case, r.xfail_elsewhere, r.cpu or "?") for r in results if r.xfail_elsewhere],
               where=where_total(results))
    t.pairs = [PairTotals(key, [r.case for r in rs], _figure_totals(rs), reach_totals(rs), call_totals(rs),
                          failed_totals(rs), height_totals(rs)) for key, rs in pair_groups(results)]
    t.device_lost = device_losses(results)
    for r in results:
        for c in r.comparisons:
            if c.side == "candidate" and c.against == "baseline":
                if c.kl_max is not None and (t.worst_kl is None or c.kl_max > t.worst_kl[1]):
                    t.worst_kl = (r.case, c.kl_max)
                if c.top1_agreement is not None and (t.worst_top1 is None or c.top1_agreement < t.worst_top1[1]):
                    t.worst_top1 = (r.case, c.top1_agreement)
    return t


def _signed(fmt, d: int) -> str:
    return ("+" if d > 0 else "-" if d < 0 else "") + fmt(abs(d))


def _pct(p: float | None) -> str:
    return "" if p is None else f" ({p:+.1f}%)"


def _few(names: list[str], n: int = 3) -> str:
    return ", ".join(names[:n]) + (f", +{len(names) - n} more" if len(names) > n else "")


def _figure_lines(figures: list[FigureTotal]) -> list[str]:
    lines = []
    for ft in figures:
        if not ft.cases and ft.apart:
            lines.append(f"{ft.label}: not compared: the sides of {plural(ft.apart, 'case')} ran on two devices, "
                         "and one device's memory says nothing of the other's")
            continue
        if not ft.cases and not ft.one_sided:
            continue
        fmt = fmt_for(ft.name)
        pct = f", {ft.pct:+.1f}%" if ft.pct is not None else ""
        text = (f"{ft.label}: {fmt(ft.baseline)} -> {fmt(ft.candidate)} ({_signed(fmt, ft.delta)}{pct}) "
                f"over {plural(ft.cases, 'case')}" if ft.cases else f"{ft.label}: not compared")
        if ft.worst_increase:
            case, d, pct = ft.worst_increase
            text += f"; largest increase {_signed(fmt, d)}{_pct(pct)} in {case}"
        if ft.best_decrease:
            case, d, pct = ft.best_decrease
            text += f"; largest decrease {_signed(fmt, d)}{_pct(pct)} in {case}"
        if BY_NAME[ft.name].measured:
            text += (f" (one case's figure moves by up to {human_bytes(BY_NAME[ft.name].noise)} from run to run, "
                     "whichever side runs first)")
        if ft.one_sided:
            text += (f"; left out: {plural(len(ft.one_sided), 'case')} whose plan is 0 B on one side only "
                     f"({_few(ft.one_sided)}): IREE plans at compile time only the transients whose sizes it can "
                     "bound, and a 0 B side allocates its own at run time (dynamic shapes), so the two plans do "
                     "not compare")
        if ft.apart:
            text += f"; left out: {plural(ft.apart, 'case')} whose sides ran on two devices"
        if ft.noisy:
            text += (f" (iree-compile is not deterministic for {plural(ft.noisy, 'case')}: two compiles of a "
                     f"baseline differ, their sizes by up to {fmt(ft.noise_bytes)})")
        lines.append(text)
    return lines


def reach_lines(r: Reached) -> list[str]:
    if not r.modules:
        return []
    where = ", ".join(f"{n} at {w}" for w, n in sorted(r.where.items(), key=lambda x: -x[1]))
    text = f"reach: the flag changed {r.changed} of {plural(r.modules, 'module')}"
    screened = "".join(f"; {n} not compiled past {phase.replace('-', ' ')} (the same IR as the baseline's there)"
                       for phase, n in sorted(r.screened.items()))
    if r.noise:
        screened += (f"; {r.noise} differ{'s' if r.noise == 1 else ''} only as iree-compile differs from itself "
                     "(two compiles of the baseline differ as much), not counted")
    if r.changed:
        return [text + f" (first: {where})" + screened]
    return [text + ": it does not reach these cases (their modules are the baseline's)" + screened]


def totals_lines(t: Totals) -> list[str]:
    """The corpus-wide answer to a flag reviewer, as plain lines."""
    lines = [f"{plural(t.cases, 'case')}: " + ", ".join(f"{n} {k}" for k, n in sorted(t.verdicts.items()))
             + f"; {t.judged} judged, {t.regressed} regressed"]
    several = len(t.pairs) > 1
    for n, group in enumerate(t.pairs, 1):
        if several:
            lines.append(f"pair {n}: {group.label()}, {plural(len(group.cases), 'case')}:")
        lines += [("  " if several else "") + text for text in [*reach_lines(group.reach),
                                                                  *_figure_lines(group.figures),
                                                                  *_failed_line(group.before_failure),
                                                                  *call_line(group.calls),
                                                                  *height_lines(group.heights),
                                                                  *memory_disagreement(group.figures)]]
    if t.where:
        lines += t.where.splitlines()
    if t.golden_missing:
        lines.append(f"goldens: not available for {plural(t.golden_missing, 'case')} (remote, not downloaded; "
                     "judged without them; see --golden-dir)")
    logits = ([f"worst KL divergence {t.worst_kl[1]:.3g} ({t.worst_kl[0]})"] if t.worst_kl else []) \
        + ([f"lowest top-1 agreement {t.worst_top1[1]:.1%} ({t.worst_top1[0]})"] if t.worst_top1 else [])
    if logits:
        lines.append("logits: " + ", ".join(logits))
    lines += latency_lines(t.latency)
    lines += device_loss_lines(t.device_lost)
    lines += other_cpu_lines(t.elsewhere)
    return lines


def other_cpu_lines(elsewhere: list[tuple[str, str, str]]) -> list[str]:
    """Cases whose xfail was recorded on other CPUs and does not hold on this one."""
    if not elsewhere:
        return []
    here = sorted({cpu for _, _, cpu in elsewhere})
    names = ", ".join(f"{case} (recorded on {where})" for case, where, _ in elsewhere[:4]) + \
        (f", +{len(elsewhere) - 4} more" if len(elsewhere) > 4 else "")
    one = len(elsewhere) == 1
    return [f"other CPUs: {plural(len(elsewhere), 'xfail')} recorded on other CPUs "
            f"{'does' if one else 'do'} not hold here ({', '.join(here)}), and "
            f"{'its case keeps its own verdict' if one else 'their cases keep their own verdicts'}: {names}; "
            "`difftest update-expectations` leaves such an xfail to the CPUs it names"]
