"""Campaigns merged: the shards of one campaign (`--shard I/N` on N
machines), or campaigns on several targets or seeds, into one report
whose findings are deduplicated by signature across them. A finding's
hits, programs and targets are the union of its campaigns'; its
representative (the one reduced) is the smallest program of any of them,
with that campaign's reproducer, attribution and issue."""
from __future__ import annotations

import json
from pathlib import Path

from ..core.errors import UsageError
from . import schedule
from .report import FuzzReport, report_from_dict
from ..core.loading import read_report
from .findings import KEEP_PROGRAMS, Finding
from .outcomes import Stopped


def load(directory: Path) -> FuzzReport:
    path = Path(directory) / "fuzz.json" if Path(directory).is_dir() else Path(directory)
    data = read_report(path, "difftest-fuzz")
    if data.get("schema_version") != 2:
        raise UsageError(f"{path}: fuzz report schema {data.get('schema_version')}, this difftest merges 2")
    try:
        return report_from_dict(data)
    except (TypeError, ValueError, KeyError) as e:
        raise UsageError(f"{path}: malformed fuzz report ({e})") from None


def _label(rep: FuzzReport, name: str, seeds: set[int]) -> str:
    """A program's name in a merge: with its seed when the campaigns' seeds differ."""
    return name if len(seeds) == 1 else f"s{rep.seed}/{name}"


def _order(label: str) -> tuple:
    seed, _, name = label.rpartition("/")
    return (seed, schedule.program_index(name))


def _check(reps: list[FuzzReport], paths: list[Path]) -> None:
    pairs = {json.dumps(r.flags, sort_keys=True) for r in reps}
    if len(pairs) > 1:
        raise UsageError("these campaigns compared different pairs of flags; merge campaigns of one pair")
    seen: dict[tuple, Path] = {}
    for rep, path in zip(reps, paths):
        lanes = rep.lanes or list(range(schedule.LANES))
        for lane in lanes:
            key = (rep.seed, rep.motif, rep.target, rep.swap, lane)
            if key in seen:
                raise UsageError(f"{path} and {seen[key]} ran the same programs (seed {rep.seed}, lane {lane}): "
                                 "merge shards of one campaign, or campaigns of other seeds or targets")
            seen[key] = path


def merge(reps: list[FuzzReport], paths: list[Path]) -> FuzzReport:
    _check(reps, paths)
    seeds = {r.seed for r in reps}
    first = reps[0]
    targets = sorted({r.target for r in reps})
    out = FuzzReport(first.seed if len(seeds) == 1 else -1, first.motif, ", ".join(targets), first.toolchain,
                     first.flags, first.swap, first.flagged)
    out.lanes = sorted({lane for r in reps for lane in (r.lanes or range(schedule.LANES))})
    out.count = first.count if len({r.count for r in reps}) == 1 else None
    for r in reps:
        for k in ("programs", "invalid", "judged", "not_started", "interrupted", "not_judged", "in_reach", "mutated",
                  "setup_errors", "screened", "cpu_seconds"):
            setattr(out, k, getattr(out, k) + getattr(r, k))
        out.seconds = max(out.seconds, r.seconds)
        for k, n in r.verdicts.items():
            out.verdicts[k] = out.verdicts.get(k, 0) + n
        for fig, dist in r.effect.items():
            merged = out.effect.setdefault(fig, {})
            for d, n in dist.items():
                merged[d] = merged.get(d, 0) + n
        out.flaky += r.flaky
        out.not_judged_why = out.not_judged_why or r.not_judged_why
        out.invalid_examples += r.invalid_examples[:5 - len(out.invalid_examples)]
        if r.stopped is Stopped.INTERRUPTED:
            out.stopped = Stopped.INTERRUPTED
    out.screening = any(r.screening for r in reps)
    out.cpu_seconds = round(out.cpu_seconds, 1)
    out.programs_per_minute = round(out.decided / out.seconds * 60, 1) if out.seconds else 0.0
    out.campaigns = [{"path": str(p), "seed": r.seed, "target": r.target, "shard": r.shard, "judged": r.judged,
                      "screened": r.screened, "findings": len(r.findings)} for r, p in zip(reps, paths)]
    out.findings = merge_findings(reps, seeds)
    return out


# What a finding has from its representative, the program reduced: the merge's is the smallest of any campaign.
_REPRESENTED = ("representative", "representative_lines", "whose", "attribution", "directory", "reproducer",
                "reproducer_lines", "reduction", "fixed_target", "reproduces_on", "executable", "issue", "repro",
                "known", "since", "third")


def merge_findings(reps: list[FuzzReport], seeds: set[int]) -> list[Finding]:
    by_key: dict[str, dict] = {}
    for rep in reps:
        for f in rep.findings:
            entry = by_key.setdefault(f.key, {"hits": 0, "programs": [], "targets": {}, "verdicts": {}, "ops": {},
                                              "best": None, "new": True})
            entry["hits"] += f.hits
            entry["programs"] += [_label(rep, p, seeds) for p in f.programs]
            for t, n in f.targets.items():
                entry["targets"][t] = entry["targets"].get(t, 0) + n
            for v, n in f.verdicts.items():
                entry["verdicts"][v] = entry["verdicts"].get(v, 0) + n
            for op, n in f.ops.items():
                entry["ops"][op] = entry["ops"].get(op, 0) + n
            entry["new"] = entry["new"] and f.new
            rank = (f.representative_lines, _order(_label(rep, Path(f.representative).name, seeds)))
            if entry["best"] is None or rank < entry["best"][0]:
                entry["best"] = (rank, f, rep)
            first = min(_order(p) for p in (_label(rep, x, seeds) for x in f.programs))
            if "first" not in entry or first < entry["first"][0]:
                entry["first"] = (first, f)
    merged = []
    for key, e in sorted(by_key.items(), key=lambda kv: kv[1]["first"][0]):
        _, best, _ = e["best"]
        f = Finding.from_dict(e["first"][1].to_dict())  # the first hit's verdict and error
        for k in _REPRESENTED:
            setattr(f, k, getattr(best, k))
        f.hits, f.targets, f.verdicts, f.ops, f.new = e["hits"], e["targets"], e["verdicts"], e["ops"], e["new"]
        f.programs = sorted(set(e["programs"]), key=_order)[:KEEP_PROGRAMS]
        merged.append(f)
    for i, f in enumerate(merged, 1):
        f.id = i
    return merged
