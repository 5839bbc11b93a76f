"""`difftest merge`: the shards' reports put back together, refusing runs
that are not parts of one whole. A whole holding a cut-off shard is cut
off: it never passes, and exits as that shard did."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from ..core.loading import Loaded, ReportError
from ..core.results import CaseResult

# What must agree for reports to be parts of one run.
_SAME = ("target", "target_flags", "variant_args", "extra_flags", "compile_only", "difftest_version")


def _compiler(meta: dict) -> tuple:
    tc = meta.get("toolchain") or {}
    return tc.get("version"), tc.get("commit"), tc.get("runtime")


@dataclass
class Merged:
    cases: list[CaseResult]
    meta: dict
    missing: list[str] = field(default_factory=list)
    duplicated: list[str] = field(default_factory=list)


def _same_file(a: Path, b: Path) -> bool:
    try:
        return Path(a).resolve() == Path(b).resolve() or (Path(a).exists() and Path(b).exists()
                                                          and Path(a).samefile(b))
    except OSError:
        return False


def refuse_overwriting(inputs: list[Path], outputs: list[Path]) -> None:
    """A merge never writes over one of its own inputs: that shard's report
    would be lost, and a retry would merge the merged report with its own
    parts. Refused before anything is read or written (exit 2)."""
    for out in outputs:
        for given in inputs:
            if _same_file(out, given):
                raise ReportError(f"{out}: the merged report would overwrite {given}, one of the reports being "
                                  "merged; write it to another file (nothing was written)")


def merge(loaded: list[tuple[Path, Loaded]]) -> Merged:
    if not loaded:
        raise ReportError("merge needs at least one report")
    first_path, first = loaded[0]
    for path, part in loaded[1:]:
        for key in _SAME:
            if part.meta.get(key) != first.meta.get(key):
                raise ReportError(f"{path}: {key} differs from {first_path}'s ({part.meta.get(key)!r} vs "
                                  f"{first.meta.get(key)!r}): not parts of one run")
        if _compiler(part.meta) != _compiler(first.meta):
            raise ReportError(f"{path}: compiler {_compiler(part.meta)} differs from {first_path}'s "
                              f"{_compiler(first.meta)}: not parts of one run")
    splits = {(part.meta.get("shard") or {}).get("split") for _, part in loaded}
    if len(splits) > 1:
        raise ReportError(f"the shards were split differently ({', '.join(sorted(map(str, splits)))}): they may "
                          "overlap or miss cases; run every shard with the same --durations")
    seen: dict[str, CaseResult] = {}
    duplicated = []
    for _, part in loaded:
        for r in part.cases:
            if r.case in seen:
                duplicated.append(r.case)
            seen[r.case] = r
    expected: list[str] = []
    for _, part in loaded:
        for name in (part.meta.get("shard") or {}).get("all_cases", []):
            if name not in expected:
                expected.append(name)
    missing = [n for n in expected if n not in seen]
    order = {n: i for i, n in enumerate(expected)}
    cases = sorted(seen.values(), key=lambda r: (order.get(r.case, len(order)), r.case))
    meta = dict(first.meta)
    meta.pop("shard", None)
    meta.pop("interrupted", None)
    meta["cpus"] = merged_cpus([part.meta for _, part in loaded])
    cut = cut_off(loaded)
    if cut is not None:
        meta["interrupted"] = cut
        if len(missing) == cut["not_started"]:
            missing = []  # the cases the cut-off shards never started: counted there, not lost
    meta["merged_from"] = [str(p) for p, _ in loaded]
    meta["run_id"] = "+".join(str(part.meta.get("run_id")) for _, part in loaded)
    return Merged(cases, meta, missing, sorted(set(duplicated)))


def merged_cpus(metas: list[dict]) -> dict:
    """Each target's CPU over the shards: shards run on an Intel and an AMD
    runner compiled `llvm-cpu` for two CPUs, and the header named the first
    shard's alone (each case keeps its own)."""
    seen: dict[str, list[str]] = {}
    for meta in metas:
        for target, cpu in (meta.get("cpus") or {}).items() if isinstance(meta.get("cpus"), dict) else ():
            if cpu not in seen.setdefault(target, []):
                seen[target].append(cpu)
    return {target: " or ".join(cpus) for target, cpus in seen.items()}


def cut_off(loaded: list[tuple[Path, Loaded]]) -> dict | None:
    """A whole of which a part was cut off is cut off: the first part's
    signal (none when a part's run never ended; then the whole exits 2 as
    that part does), the not-started cases of all, and each part's way to
    finish."""
    cuts = [(p, part.meta["interrupted"]) for p, part in loaded if isinstance(part.meta.get("interrupted"), dict)]
    if not cuts:
        return None
    signals = [c.get("signal") for _, c in cuts]
    resumes = [f"{c['resume']} ({p})" for p, c in cuts if isinstance(c.get("resume"), str)]
    cut = {"signal": signals[0] if all(isinstance(s, int) and not isinstance(s, bool) for s in signals) else None,
           "not_started": sum(c.get("not_started") for _, c in cuts if isinstance(c.get("not_started"), int)),
           "resume": "; ".join(resumes), "shards": [str(p) for p, _ in cuts]}
    unfinished = [c["unfinished"] for _, c in cuts if isinstance(c.get("unfinished"), str)]
    if unfinished or cut["signal"] is None:
        cut["unfinished"] = unfinished[0] if unfinished else "a shard was cut off"
    return cut
