"""`difftest report` and `difftest merge`: reports rendered again, and
shards' reports put together, from records already on disk."""
from __future__ import annotations

import sys
from pathlib import Path

from ..core.console import console_width
from ..core.loading import load_results
from ..core.verdicts import EXIT_USAGE
from .console import render_console
from .formats import prepare_reports, write_reports
from .gate import gate_messages, headline
from ..core.figures import plural
from .merge import merge, refuse_overwriting
from ..history.db import HistoryError, record


def warn(line: str) -> None:
    print(f"difftest: warning: {line}", file=sys.stderr)


def say_gate(results, meta: dict, code: int) -> None:
    if code == EXIT_USAGE:
        for line in gate_messages(results, meta):
            print(f"difftest: error: {line}", file=sys.stderr)


def concluded(results, meta: dict, command: str) -> int:
    """The exit status a report stands for, as the run that made it had it
    (a cut-off run's is its signal's), with why on stderr."""
    head = headline(results, meta)
    if head.status == "interrupted":
        print(f"difftest {command}: {head.text.removeprefix('gate: ')}", file=sys.stderr)
    else:
        say_gate(results, meta, head.code)
    return head.code


def add_to_history(path: Path | None, results, meta: dict, source: str = "run") -> None:
    """The history is a sink: a file it cannot use costs a clear line, never
    the reports (already written) or the gate."""
    if path is None:
        return
    try:
        added = record(path, results, meta, source)
    except HistoryError as e:
        print(f"difftest: error: {e}; the reports are written, the history is not", file=sys.stderr)
        return
    print(f"history: {path}: " + ("run added" if added else "run already there"), file=sys.stderr)


def rerender(path: Path, outputs: dict[str, Path], history: Path | None = None, wide: bool = False) -> int:
    """The exit status the run that made the report had; `wide`: the
    console's table with every column in full."""
    loaded = load_results(path)
    prepare_reports(outputs, history)
    for w in loaded.warnings:
        warn(w)
    meta = dict(loaded.meta)
    meta["rendered_from"] = str(path)
    # Written before the console says the gate: a cut-off report command never claims a pass.
    write_reports(outputs, loaded.cases, meta)
    print(render_console(loaded.cases, meta, header=True, width=console_width(), wide=wide))
    add_to_history(history, loaded.cases, loaded.meta, source=str(Path(path).resolve()))
    return concluded(loaded.cases, meta, "report")


def merge_reports(paths: list[Path], output: Path, outputs: dict[str, Path], history: Path | None = None) -> int:
    refuse_overwriting(paths, [output, *outputs.values()])
    prepare_reports({**outputs, "json": output}, history)
    loaded = [(p, load_results(p)) for p in paths]
    for _, part in loaded:
        for w in part.warnings:
            warn(w)
    merged = merge(loaded)
    problems = []
    if merged.missing:
        problems.append(f"{plural(len(merged.missing), 'case')} missing from every shard: {', '.join(merged.missing[:10])}")
    if merged.duplicated:
        problems.append(f"{plural(len(merged.duplicated), 'case')} in more than one shard: {', '.join(merged.duplicated[:10])}")
    for p in problems:
        print(f"difftest merge: error: {p}", file=sys.stderr)
    if problems:
        print("difftest merge: nothing was written", file=sys.stderr)
        return EXIT_USAGE
    write_reports({**outputs, "json": output}, merged.cases, merged.meta)
    add_to_history(history, merged.cases, merged.meta, source=str(Path(output).resolve()))
    # The merged report holds every case; the terminal gets the summary.
    print(render_console(merged.cases, merged.meta, quiet=True))
    print(f"merged {plural(len(paths), 'report')} into {output}")
    return concluded(merged.cases, merged.meta, "merge")
