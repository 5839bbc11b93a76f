"""What every renderer shows, computed once from the records: the order of
cases, the corpus-wide totals, and the text of each cell."""
from __future__ import annotations

import statistics
from dataclasses import dataclass, field

from ..core.figures import TOTALED, fmt_for, human_bytes, plural
from ..core.results import CaseResult, verdict_counts

def ordered(results: list[CaseResult]) -> list[CaseResult]:
    """Regressions first: they are what a reviewer opens the report for."""
    return sorted(results, key=lambda r: (r.verdict.kind.order, r.case))


def figure_cell(result: CaseResult, name: str) -> str:
    return change(result, name, fmt_for(name))


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
class Latency:
    baseline: tuple[float, float, float] | None  # median, min, max (ms)
    candidate: tuple[float, float, float] | None
    noisy: str | None  # why the difference cannot be trusted, if it cannot

    @property
    def change_pct(self) -> float | None:
        if not (self.baseline and self.candidate) or not self.baseline[0]:
            return None
        return 100.0 * (self.candidate[0] - self.baseline[0]) / self.baseline[0]


def latency(result: CaseResult, concurrent: bool = False) -> Latency:
    """Median with its spread; noisy when the spread of either side is wider
    than the difference, or when other cases ran at the same time."""
    sides = []
    for name in ("baseline", "candidate"):
        v = result.variants.get(name)
        run = v.run if v is not None else None
        xs = run.latencies_ms if run is not None and run.latencies_ms else []
        sides.append((statistics.median(xs), min(xs), max(xs)) if xs else None)
    b, c = sides
    noisy = None
    if b and c:
        diff = abs(c[0] - b[0])
        spread = max(b[2] - b[1], c[2] - c[1])
        skipped = (result.variants["candidate"].run.skipped_because is not None)
        if skipped:
            noisy = None
        elif concurrent:
            noisy = "cases ran concurrently (-j > 1)"
        elif spread > diff:
            noisy = f"the spread ({spread:.3g} ms) is wider than the difference ({diff:.3g} ms)"
        elif min(len(result.variants["baseline"].run.latencies_ms),
                 len(result.variants["candidate"].run.latencies_ms)) < 3:
            noisy = "fewer than 3 timed calls (--repeat)"
    return Latency(b, c, noisy)


def latency_cell(result: CaseResult, concurrent: bool = False, spread: bool = False) -> str:
    lat = latency(result, concurrent)
    if lat.baseline is None and lat.candidate is None:
        return "-"

    def one(x):
        if x is None:
            return "?"
        return f"{x[0]:.3g} [{x[1]:.3g}-{x[2]:.3g}]" if spread else f"{x[0]:.3g}"

    text = f"{one(lat.baseline)} -> {one(lat.candidate)}"
    if lat.change_pct is not None and lat.baseline != lat.candidate:
        text += f" ({lat.change_pct:+.0f}%)"
    return text + (" ~noisy" if lat.noisy else "")


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

    @property
    def delta(self) -> int:
        return self.candidate - self.baseline

    @property
    def pct(self) -> float | None:
        return 100.0 * self.delta / self.baseline if self.baseline else None


@dataclass
class PairTotals:
    """The structural figures of the cases that compared one pair."""

    key: tuple | None
    cases: list[str] = field(default_factory=list)
    figures: list[FigureTotal] = field(default_factory=list)

    def label(self) -> str:
        if self.key is None:
            return "pair not recorded"
        b, c = self.key
        return f"baseline [{' '.join(b) or 'no flags'}] -> candidate [{' '.join(c) or 'no flags'}]"


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


def pair_groups(results: list[CaseResult]) -> list[tuple[tuple | None, list[CaseResult]]]:
    """Cases by the pair they compared, in order of first appearance: totals
    and charts never mix cases that compared different pairs."""
    groups: dict = {}
    for r in results:
        groups.setdefault(r.pair_key(), []).append(r)
    return list(groups.items())


def pair_numbers(results: list[CaseResult]) -> dict[str, int]:
    """Case -> the number of its pair (1-based), when a run compared more than one."""
    groups = pair_groups(results)
    if len(groups) < 2:
        return {}
    return {r.case: n for n, (_, rs) in enumerate(groups, 1) for r in rs}


def _figure_totals(results: list[CaseResult]) -> list[FigureTotal]:
    out = []
    for fig in TOTALED:
        name, ft = fig.name, FigureTotal(fig.name, fig.label)
        for r in results:
            b, c = r.stat("baseline", name), r.stat("candidate", name)
            if b is None or c is None:
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
        out.append(ft)
    return out


def totals(results: list[CaseResult]) -> Totals:
    t = Totals(len(results), sum(r.verdict.judged for r in results), sum(r.regressed for r in results),
               verdict_counts(results), golden_missing=sum(bool(r.golden_missing) for r in results))
    t.pairs = [PairTotals(key, [r.case for r in rs], _figure_totals(rs)) for key, rs in pair_groups(results)]
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


def _figure_lines(figures: list[FigureTotal]) -> list[str]:
    lines = []
    for ft in figures:
        if not ft.cases:
            continue
        fmt = fmt_for(ft.name)
        pct = f", {ft.pct:+.1f}%" if ft.pct is not None else ""
        text = (f"{ft.label}: {fmt(ft.baseline)} -> {fmt(ft.candidate)} ({_signed(fmt, ft.delta)}{pct}) "
                f"over {plural(ft.cases, 'case')}")
        if ft.worst_increase:
            case, d, pct = ft.worst_increase
            text += f"; largest increase {_signed(fmt, d)}{_pct(pct)} in {case}"
        if ft.best_decrease:
            case, d, pct = ft.best_decrease
            text += f"; largest decrease {_signed(fmt, d)}{_pct(pct)} in {case}"
        lines.append(text)
    return lines


def totals_lines(t: Totals) -> list[str]:
    """The corpus-wide answer to a flag reviewer, as plain lines."""
    lines = [f"{plural(t.cases, 'case')}: " + ", ".join(f"{n} {k}" for k, n in sorted(t.verdicts.items()))
             + f"; {t.judged} judged, {t.regressed} regressed"]
    several = len(t.pairs) > 1
    for n, group in enumerate(t.pairs, 1):
        if several:
            lines.append(f"pair {n}: {group.label()}, {plural(len(group.cases), 'case')}:")
        lines += [("  " if several else "") + text for text in _figure_lines(group.figures)]
    if t.golden_missing:
        lines.append(f"goldens: not available for {plural(t.golden_missing, 'case')} (remote, not downloaded; "
                     "judged without them; see --golden-dir)")
    logits = ([f"worst KL divergence {t.worst_kl[1]:.3g} ({t.worst_kl[0]})"] if t.worst_kl else []) \
        + ([f"lowest top-1 agreement {t.worst_top1[1]:.1%} ({t.worst_top1[0]})"] if t.worst_top1 else [])
    if logits:
        lines.append("logits: " + ", ".join(logits))
    return lines


def device_lines(meta: dict | None) -> list[str]:
    """Where each variant ran: the device's URI and the name its driver gives it."""
    devices = (meta or {}).get("devices") or {}
    if not isinstance(devices, dict):
        return []
    out = []
    for name, d in devices.items():
        if not isinstance(d, dict):
            continue
        where = d.get("uri") or d.get("driver") or "?"
        what = d.get("name")
        text = f"{name} runs on {where}" + (f" ({what})" if what and what != "default" else "")
        if d.get("problem"):
            text += f": not available here ({str(d['problem']).splitlines()[0][:160]})"
        out.append(text)
    return out


def meta_lines(meta: dict | None) -> list[str]:
    """Who ran what, where: enough to reproduce or distrust a report."""
    if not meta:
        return []
    tc = meta.get("toolchain") or {}
    host = meta.get("host") or {}
    out = [f"difftest {meta.get('difftest_version', '?')}, run {meta.get('run_id', '?')}, {meta.get('date', '')}",
           f"toolchain {tc.get('spec', '?')}: iree-compile {tc.get('version', '?')} @ {(tc.get('commit') or '?')[:12]}"
           + (f", runtime {tc['runtime']}" if tc.get("runtime") not in (None, "own") else ""),
           f"target {meta.get('target', '?')} ({meta.get('driver', '?')}) on {host.get('cpu', '?')}"
           + (f"; baseline target {meta['baseline_target']}" if meta.get("baseline_target") else "")]
    out += device_lines(meta)
    for name, flags in (meta.get("variants") or {}).items():
        out.append(f"{name}: {' '.join(flags) or '(no extra flags)'}")
    if meta.get("variant_sets"):
        out.append(f"({len(meta['variant_sets'])} variant sets: corpora configure their own)")
    return out
