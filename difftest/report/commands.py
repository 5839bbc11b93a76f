"""`difftest report` and `difftest merge`: reports rendered again, and
shards' reports put together, from records already on disk."""
from __future__ import annotations

import sys
from pathlib import Path

from ..core.results import load_results, write_atomic
from ..core.verdicts import EXIT_USAGE
from .console import render_console
from .formats import render_json, write_reports
from .gate import gate, gate_messages
from .merge import merge


def warn(line: str) -> None:
    print(f"difftest: warning: {line}", file=sys.stderr)


def say_gate(results, meta: dict, code: int) -> None:
    if code == EXIT_USAGE:
        for line in gate_messages(results, meta):
            print(f"difftest: error: {line}", file=sys.stderr)


def rerender(path: Path, outputs: dict[str, Path]) -> int:
    """The exit status the run that made the report had."""
    loaded = load_results(path)
    for w in loaded.warnings:
        warn(w)
    meta = dict(loaded.meta)
    meta["rendered_from"] = str(path)
    print(render_console(loaded.cases, meta, header=True))
    write_reports(outputs, loaded.cases, meta)
    code = gate(loaded.cases)
    say_gate(loaded.cases, meta, code)
    return code


def merge_reports(paths: list[Path], output: Path, outputs: dict[str, Path]) -> int:
    merged = merge([(p, load_results(p)) for p in paths])
    write_atomic(output, render_json(merged.cases, merged.meta))
    write_reports({k: v for k, v in outputs.items() if k != "json"}, merged.cases, merged.meta)
    print(render_console(merged.cases, merged.meta))
    problems = []
    if merged.missing:
        problems.append(f"{len(merged.missing)} case(s) missing from every shard: {', '.join(merged.missing[:10])}")
    if merged.duplicated:
        problems.append(f"{len(merged.duplicated)} case(s) in more than one shard: {', '.join(merged.duplicated[:10])}")
    for p in problems:
        print(f"difftest merge: error: {p}", file=sys.stderr)
    if problems:
        return EXIT_USAGE
    code = gate(merged.cases)
    say_gate(merged.cases, merged.meta, code)
    return code
