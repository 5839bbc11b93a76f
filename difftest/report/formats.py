"""The report formats, registered once: each adds its command-line option
(`--json FILE`, ...) and writes its file from the same records."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from ..core.atomic import write_atomic
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


def write_reports(outputs: dict[str, Path], results: list[CaseResult], meta: dict) -> None:
    """Each asked-for format to its path; a reader never sees half a file."""
    for fmt in FORMATS:
        path = outputs.get(fmt.name)
        if path:
            write_atomic(path, fmt.render(results, meta))
