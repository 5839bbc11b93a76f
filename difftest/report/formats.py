"""The report formats, registered once: each adds its command-line option
(`--json FILE`, ...) and writes its file from the same records."""
from __future__ import annotations

import errno
import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from ..core.atomic import write_atomic
from ..core.errors import OneLineError
from ..core.results import CaseResult, dumps, report_to_dict
from .gate import headline


@dataclass(frozen=True)
class Format:
    name: str  # the option is --NAME
    what: str  # "the versioned JSON report"
    render: Callable[[list[CaseResult], dict], str]


def render_json(results: list[CaseResult], meta: dict) -> str:
    data = report_to_dict(results, meta)
    head = headline(results, meta)
    # What the run's exit status stood for, as every other format says it.
    data["gate"] = {"code": head.code, "status": head.status, "text": head.text}
    return dumps(data)


# Renderers are imported when a report is written, not to parse a command line.
def _junit(results, meta):
    from .junit import render_junit

    return render_junit(results, meta)


def _markdown(results, meta):
    from .markdown import render_markdown

    return render_markdown(results, meta)


def _html(results, meta):
    from .html import render_html

    return render_html(results, meta)


FORMATS = (
    Format("json", "the versioned JSON report", render_json),
    Format("junit", "a JUnit XML report", _junit),
    Format("markdown", "a Markdown report", _markdown),
    Format("html", "a self-contained HTML report", _html),
)


class ReportNotWritten(OneLineError):
    """A report cannot be written where it was asked: one line naming it,
    why, and what to do."""


# What to do when a report's place cannot be written, by errno.
_FIX = {errno.EACCES: "give a path in a directory you can write, or fix its permissions",
        errno.EPERM: "the directory is immutable or not yours (lsattr shows an 'i'; chattr -i lifts it), or give "
                     "another path",
        errno.EROFS: "it is on a read-only file system; give a path on a writable one",
        errno.ENOSPC: "the disk is full; free space or give a path on another disk",
        errno.EISDIR: "it is a directory; give a file name"}


def _asked(outputs: dict[str, Path]) -> list[tuple[Format, Path]]:
    return [(fmt, Path(outputs[fmt.name])) for fmt in FORMATS if outputs.get(fmt.name)]


def _cannot(fmt: Format, path: Path, e: OSError, so_far: str = "") -> ReportNotWritten:
    fix = _FIX.get(e.errno, "give another path")
    return ReportNotWritten(f"--{fmt.name} {path}: the report cannot be written there ({e.strerror or e}): "
                            f"{fix}{so_far}")


def _make_parent(fmt: Format, path: Path) -> None:
    """A report's directory that is not there is made, and said: a report
    is never lost to a missing directory."""
    if path.parent.is_dir():
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    print(f"difftest: made the directory {path.parent}/ for --{fmt.name} {path}", file=sys.stderr)


# Files a report is never written over: a case, a config, inputs, goldens, parameters, a module, a journal.
_NEVER_A_REPORT = (".mlir", ".mlirbc", ".toml", ".npz", ".npy", ".irpa", ".vmfb", ".jsonl", ".mlir.gz")


def _clobbers(fmt: Format, path: Path, seen: dict[Path, str]) -> str | None:
    """Why writing this report at `path` would destroy something, or None: a report
    replaces its file whole (written aside, then renamed), so a device, a pipe or
    a link would become a plain file, and a case or a journal would be lost."""
    if str(path) in ("-", ""):  # a file named "-" (or none) in the working directory, never standard output
        return ("names no file: the console has standard output, so every report goes to a file of its own "
                f"(--{fmt.name} report.{fmt.name if fmt.name != 'markdown' else 'md'})")
    if path.is_symlink():
        return f"is a symbolic link (to {os.readlink(path)}): the report would replace the link; name its target"
    if path.exists() and not path.is_file() and not path.is_dir():
        return "is not a regular file (a device, a pipe or a socket): the report would replace it with a file"
    if path.name.endswith(".jsonl"):
        return "is a run's journal (results.jsonl), never a report: give the report a name of its own"
    if path.exists() and path.name.endswith(_NEVER_A_REPORT):
        return "is a case, a config, a module or a run's journal, never a report: give the report a name of its own"
    where = path.resolve()
    if where in seen:
        return f"is also --{seen[where]}'s: each report needs a file of its own"
    seen[where] = fmt.name
    return None


def prepare_reports(outputs: dict[str, Path]) -> None:
    """Before a run: each report's directory made, and tried with a file
    written and removed, so that a place the report cannot go fails now,
    not after the run has judged everything; a path whose file the report
    would destroy is refused."""
    seen: dict[Path, str] = {}
    for fmt, path in _asked(outputs):
        why = _clobbers(fmt, path, seen)
        if why:
            raise ReportNotWritten(f"--{fmt.name} {path}: {why} (nothing was run)")
    for fmt, path in _asked(outputs):
        try:
            if path.is_dir():
                raise IsADirectoryError(errno.EISDIR, os.strerror(errno.EISDIR), str(path))
            _make_parent(fmt, path)
            probe = path.with_name(f".{path.name}.{os.getpid()}.probe")
            probe.touch()
            probe.unlink()
        except OSError as e:
            raise _cannot(fmt, path, e) from None


def _so_far(done: list[tuple[Format, Path]], todo: list[tuple[Format, Path]]) -> str:
    said = [f"written: {', '.join(f'--{f.name} {p}' for f, p in done)}" if done else "no report was written"]
    if todo:
        said.append(f"not written: {', '.join(f'--{f.name} {p}' for f, p in todo)}")
    return "; " + "; ".join(said)


def write_reports(outputs: dict[str, Path], results: list[CaseResult], meta: dict) -> None:
    """Each asked-for format to its path, all rendered before any is
    written; a reader never sees half a file. A report that cannot be
    written, or writes cut off by Ctrl-C, say which were written and which
    not; the caller says the gate only after this returns."""
    asked = _asked(outputs)
    done: list[tuple[Format, Path]] = []
    try:
        texts = [fmt.render(results, meta) for fmt, _ in asked]
        for (fmt, path), text in zip(asked, texts):
            try:
                _make_parent(fmt, path)
                write_atomic(path, text)
            except OSError as e:
                raise _cannot(fmt, path, e, _so_far(done, asked[len(done):])) from None
            done.append((fmt, path))
    except KeyboardInterrupt:
        print(f"difftest: interrupted while writing the reports{_so_far(done, asked[len(done):])}", file=sys.stderr)
        raise
