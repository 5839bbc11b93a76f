"""`difftest cache info` and `difftest cache prune`."""
from __future__ import annotations

import re
from pathlib import Path

from ...core.cache import default_cache_dir, tree_size
from ...core.errors import UsageError
from ...core.figures import human_bytes, plural
from ...core.keys import CACHE_DIRS, HOME_DIRS
from ...core.verdicts import EXIT_OK
from ..plan.settings import OUT_ROOT
from .inventory import OTHER, cache_entries, other_parts, partials, prune_cache
from .retention import prune_runs
from .runs import KEEP_RUNS_ENV, campaigns, keep_runs, runs

_SIZE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([kmgt]?)i?b?\s*$", re.IGNORECASE)


def parse_size(text: str) -> int:
    """"2G", "500M", "1.5GiB", "0": bytes (powers of 1024)."""
    m = _SIZE.match(text)
    if not m:
        raise UsageError(f"--max-size {text!r}: expected a size such as 500M or 2G")
    scale = 1024 ** "bkmgt".index((m.group(2) or "b").lower())
    return int(float(m.group(1)) * scale)


# What a kind's entries are, where its directory's name does not say.
_KIND_NOTES = {CACHE_DIRS["parameters"]: "generated parameter archives"}


def _other_line(cache_dir: Path, entries, parts) -> str:
    other = other_parts(cache_dir, entries, parts)
    said = ", ".join(f"{name} {human_bytes(size)}" + (f" ({OTHER[name]})" if name in OTHER else "")
                     for name, size in other.items())
    return (f"  {'other':<12} {'':>14} {human_bytes(sum(other.values())):>10}"
            + (f"  ({said}; prune leaves these)" if said else ""))


def cache_info_lines(cache_dir: Path, out_root: Path = OUT_ROOT) -> list[str]:
    entries, parts = cache_entries(cache_dir), partials(cache_dir)
    lines = [f"cache: {cache_dir}"]
    for kind in (*CACHE_DIRS.values(), *HOME_DIRS):
        mine = [e for e in entries if e.kind == kind]
        if mine:
            held = [e for e in mine if e.in_use]
            notes = ([_KIND_NOTES[kind]] if kind in _KIND_NOTES else []) + (
                [f"{len(held)} in use: {', '.join(e.path.name for e in held)}"] if held else [])
            lines.append(f"  {kind:<12} {plural(len(mine), 'entry'):>14} {human_bytes(sum(e.size for e in mine)):>10}"
                         + (f"  ({'; '.join(notes)})" if notes else ""))
    if parts:
        live = sum(not p.stale for p in parts)
        lines.append(f"  {'partial':<12} {plural(len(parts), 'write'):>14} {human_bytes(sum(p.size for p in parts)):>10}"
                     f"  (never finished: prune removes them{f'; {live} still being written' if live else ''})")
    lines.append(_other_line(cache_dir, entries, parts))
    lines.append(f"  {'total':<12} {'':>14} {human_bytes(tree_size(Path(cache_dir))):>10}")
    found = runs(out_root)
    if found:
        lines.append(f"runs: {out_root}: {plural(len(found), 'run')}, {human_bytes(sum(tree_size(r) for r in found))}; "
                     + ("kept: every one ($DIFFTEST_KEEP_RUNS=all)" if keep_runs() is None else
                        f"kept: a day, the newest of each corpus and target always, and the newest {keep_runs()} "
                        f"(${KEEP_RUNS_ENV}) besides; runs that judged nothing do not count"))
        # A run without a cache (--no-cache) makes a model's parameters in its own directory: GBs each.
        held = [(r, tree_size(r / CACHE_DIRS["parameters"])) for r in found if (r / CACHE_DIRS["parameters"]).is_dir()]
        if held:
            lines.append(f"  of which generated parameters: {human_bytes(sum(n for _, n in held))} in "
                         f"{plural(len(held), 'run')} made without a cache; --keep-runs removes them with their runs")
    held = campaigns(out_root)
    if held:
        lines.append(f"fuzz campaigns: {out_root}: {plural(len(held), 'campaign')}, "
                     f"{human_bytes(sum(tree_size(r) for r in held))}; never removed (their findings are yours)")
    lines.append("prune with: difftest cache prune --max-size SIZE [--keep-runs N]")
    return lines


def prune_lines(cache_dir: Path, limit: int) -> list[str]:
    """Prune to `limit` bytes, and say what went, what stayed in use, and,
    when the cache is still over the limit, why."""
    before = tree_size(cache_dir)
    pruned = prune_cache(cache_dir, limit)
    kinds = sorted({e.kind for e in pruned.removed})
    lines = [f"cache: {cache_dir}: evicted {plural(len(pruned.removed), 'entry')}"
             + (f" ({', '.join(kinds)})" if kinds else "")
             + (f" and {plural(len(pruned.partials), 'partial write')}" if pruned.partials else "")
             + f", {human_bytes(before)} -> {human_bytes(pruned.size)}"]
    if pruned.in_use:
        lines.append(f"cache: kept {plural(len(pruned.in_use), 'entry')} in use by a running difftest: "
                     + ", ".join(f"{e.name} ({human_bytes(e.size)})" for e in pruned.in_use))
    if pruned.size > limit:
        why = [f"{human_bytes(sum(e.size for e in pruned.in_use))} in use"] if pruned.in_use else []
        rest = other_parts(cache_dir, cache_entries(cache_dir), partials(cache_dir))
        why += [f"{name} {human_bytes(size)}" + (f" ({OTHER[name]})" if name in OTHER else "")
                for name, size in rest.items()]
        lines.append(f"cache: still {human_bytes(pruned.size)}, over the {human_bytes(limit)} asked: what is left is "
                     f"{', '.join(why) or 'written meanwhile'}, which prune does not remove"
                     + ("; remove what you no longer need yourself" if rest else "; prune again when it is done"))
    return lines


def cache_command(action: str, cache_dir: Path | None, max_size: str | None = None,
                  keep: int | None = None, out_root: Path = OUT_ROOT) -> int:
    """`difftest cache info` and `difftest cache prune`."""
    cache_dir = Path(cache_dir or default_cache_dir())
    if cache_dir.exists() and not cache_dir.is_dir():  # it showed as an empty cache
        raise UsageError(f"--cache-dir {cache_dir}: not a directory; a cache is a directory")
    if action == "info":
        print("\n".join(cache_info_lines(cache_dir, out_root)))
        return EXIT_OK
    if max_size is None and keep is None:
        raise UsageError("cache prune: say what to keep: --max-size SIZE (the cache) and/or "
                         "--keep-runs N (the runs under difftest-out/)")
    if max_size is not None:
        print("\n".join(prune_lines(cache_dir, parse_size(max_size))))
    if keep is not None:
        gone = prune_runs(out_root, keep, strict=True)
        print(f"runs: {out_root}: removed {len(gone)}, kept the newest {keep}")
    return EXIT_OK
