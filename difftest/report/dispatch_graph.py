"""A picture of a case's two dispatch graphs at dispatch creation: the
baseline's on the left, the candidate's on the right, in program order,
each changed group marked and joined to what it became, and runs of
unchanged dispatches folded into one row so that a model of a hundred
dispatches stays readable.

Our own layout in plain SVG, because the graphs are near-chains in program
order (a column each reads them the way the IR does) and a report must
render with nothing but its own file: no Graphviz on the reader's machine,
no script, nothing fetched.

The data is this module's own (`Picture`), filled by the investigate layer
(investigate/picture.py), so report code never reads IR.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from html import escape
from pathlib import Path

from ..core.atomic import write_atomic

ROW = 36  # px a row: two lines of text a box
BOX_W = 440
CHARS = 64  # monospace 11 px characters a line of a box holds
GAP = 100  # between the columns, where the groups are joined
PAD = 12
HEAD = 44
# Unchanged groups kept visible on each side of a changed one; the rest fold.
CONTEXT = 1
COLOURS = {"unchanged": "#eef1f4", "merged": "#ffd8a8", "split": "#d0ebff", "changed": "#fff3bf",
           "regrouped": "#e5dbff", "removed": "#ffc9c9", "added": "#d3f9d8", "folded": "#f8f9fa"}


@dataclass
class PNode:
    id: str
    label: str  # one line: symbol @ file:line:col [module paths]
    title: str = ""  # the tooltip: its ops
    kind: str = "dispatch"  # dispatch | encode
    function: str = ""  # the function it runs in (prefill_bs1, decode_bs1, an initialiser)


@dataclass
class PGroup:
    kind: str  # unchanged | merged | split | changed | regrouped | removed | added | folded
    baseline: list[PNode] = field(default_factory=list)
    candidate: list[PNode] = field(default_factory=list)
    note: str = ""  # a site's line, or "12 unchanged dispatches"


@dataclass
class Picture:
    case: str
    groups: list[PGroup]
    counts: tuple[int, int]  # baseline, candidate dispatches
    sites: list[str] = field(default_factory=list)


def picture_from_dict(d: dict) -> Picture:
    """A Picture from its plain form (dataclasses.asdict), as a run's record keeps it."""
    groups = [PGroup(g["kind"], [PNode(**n) for n in g["baseline"]], [PNode(**n) for n in g["candidate"]],
                     g.get("note", "")) for g in d["groups"]]
    return Picture(d["case"], groups, tuple(d["counts"]), list(d.get("sites", [])))


def fold(groups: list[PGroup], context: int = CONTEXT) -> list[PGroup]:
    """Runs of unchanged groups folded into one row, keeping `context`
    unchanged ones next to each changed group."""
    near = set()
    for i, g in enumerate(groups):
        if g.kind != "unchanged":
            near.update(range(i - context, i + context + 1))
    out: list[PGroup] = []
    run: list[PGroup] = []
    for i, g in enumerate(groups + [PGroup("end")]):
        if g.kind == "unchanged" and i not in near:
            run.append(g)
            continue
        if len(run) == 1:
            out.append(run[0])
        elif run:
            n = len(run)
            out.append(PGroup("folded", note=f"{n} unchanged dispatches ({run[0].baseline[0].label.split(' @')[0]} "
                                             f"... {run[-1].baseline[0].label.split(' @')[0]})"))
        run = []
        if g.kind != "end":
            out.append(g)
    return out


def _clip(text: str, n: int = CHARS) -> str:
    return text if len(text) <= n else text[:n - 1] + "…"


def box_lines(node: PNode) -> tuple[str, str]:
    """A box's two lines: the function and the symbol, then where it is and
    the model's module paths. The paths are what a reviewer pastes a
    screenshot for, so they are the last thing cut: the location goes first,
    then the middle of the paths."""
    symbol, _, rest = node.label.partition(" @ ")
    symbol = symbol.removeprefix(f"{node.function}$") if node.function else symbol
    first = f"{node.function}: {symbol}" if node.function else symbol
    loc, _, paths = rest.partition(" [")
    paths = paths.rstrip("]")
    if not paths:
        return _clip(first), _clip(f"@ {loc}" if loc else "")
    names = paths.split(", ")
    shown = f"[{paths}]"
    if len(shown) > CHARS:
        shown = f"[{names[0]} … {names[-1]}]" if len(names) > 1 else _clip(shown)
    second = f"@ {loc} {shown}"
    if len(second) > CHARS:
        room = CHARS - len(shown) - 4  # "@ " and "… " around the location's start
        second = f"@ {loc[:room]}… {shown}" if room >= 4 else shown
    return _clip(first), _clip(second)


def _box(x: float, y: float, node: PNode | None, colour: str, text: str) -> str:
    title = f"<title>{escape(node.title or node.label)}</title>" if node is not None else ""
    dash = ' stroke-dasharray="4 2"' if node is not None and node.kind == "encode" else ""
    lines = box_lines(node) if node is not None else (_clip(text), "")
    texts = "".join(f'<text x="{x + 6}" y="{y + 14 + 14 * i}" font-size="11" font-family="monospace">'
                    f'{escape(line)}</text>' for i, line in enumerate(lines) if line)
    return (f'<g class="node"><rect x="{x}" y="{y}" width="{BOX_W}" height="{ROW - 4}" rx="4" fill="{colour}" '
            f'stroke="#495057" stroke-width="0.8"{dash}/>{title}{texts}</g>')


def _group_svg(g: PGroup, y: float) -> tuple[list[str], float]:
    """The group's boxes, its band and its joins; the y after it."""
    left, right = PAD, PAD + BOX_W + GAP
    rows = max(len(g.baseline), len(g.candidate), 1)
    colour = COLOURS.get(g.kind, "#ffffff")
    out = []
    if g.kind not in ("unchanged", "folded"):
        out.append(f'<rect class="changed" x="{left - 6}" y="{y - 3}" width="{2 * BOX_W + GAP + 12}" '
                   f'height="{rows * ROW + 2}" fill="none" stroke="#e8590c" stroke-width="2" rx="6"/>')
        out.append(f'<text x="{left + BOX_W + GAP / 2}" y="{y + rows * ROW / 2 + 4}" font-size="11" '
                   f'text-anchor="middle" font-family="sans-serif" fill="#e8590c">{escape(g.kind)}</text>')
    if g.kind == "folded":
        out.append(_box(left, y, None, colour, g.note))
        out.append(_box(right, y, None, colour, g.note))
        return out, y + ROW
    for i, n in enumerate(g.baseline):
        out.append(_box(left, y + i * ROW, n, colour, n.label))
    for j, n in enumerate(g.candidate):
        out.append(_box(right, y + j * ROW, n, colour, n.label))
    stroke = "#adb5bd" if g.kind == "unchanged" else "#e8590c"
    for i in range(len(g.baseline)):
        for j in range(len(g.candidate)):
            y0, y1 = y + i * ROW + ROW / 2 - 2, y + j * ROW + ROW / 2 - 2
            out.append(f'<path d="M{left + BOX_W} {y0} C{left + BOX_W + GAP / 2} {y0} {right - GAP / 2} {y1} '
                       f'{right} {y1}" fill="none" stroke="{stroke}" stroke-width="1.2"/>')
    return out, y + rows * ROW + (6 if g.kind != "unchanged" else 0)


def render_svg(pic: Picture, context: int = CONTEXT) -> str:
    """The picture as one self-contained SVG element."""
    body, y = [], HEAD
    for g in fold(pic.groups, context):
        parts, y = _group_svg(g, y)
        body.extend(parts)
    width = 2 * BOX_W + GAP + 2 * PAD
    b, c = pic.counts
    head = (f'<text x="{PAD}" y="18" font-size="13" font-family="sans-serif" font-weight="bold">'
            f'{escape(pic.case)}: {b} -> {c} at dispatch creation</text>'
            f'<text x="{PAD}" y="36" font-size="12" font-family="sans-serif">baseline</text>'
            f'<text x="{PAD + BOX_W + GAP}" y="36" font-size="12" font-family="sans-serif">candidate</text>')
    return (f'<svg class="dispatch-graph" width="{width}" height="{y + PAD}" '
            f'viewBox="0 0 {width} {y + PAD}" role="img" aria-label="dispatch graph of {escape(pic.case)}">'
            f'{head}{"".join(body)}</svg>')


def html_section(pic: Picture) -> str:
    """An HTML fragment for a report: the sites, then the picture (report/html.py can embed it as is)."""
    sites = "".join(f"<li>{escape(s)}</li>" for s in pic.sites)
    return (f'<section class="where"><h3>Where the flag acts: {escape(pic.case)}</h3>'
            f'{"<ul>" + sites + "</ul>" if sites else ""}'
            f'<p>{escape(count_note(pic))} Dashed boxes are encodings outside dispatches (each a dispatch after '
            f'stream conversion); orange frames are the changed groups; each box names the function it runs in '
            f'and the model\'s module paths; hover a box for its ops.</p>{render_svg(pic)}</section>')


def count_note(pic: Picture) -> str:
    """Why the picture's count is not the table's dispatch-count: the two
    count different things, and a report showing both must say so."""
    b, c = pic.counts
    return (f"The picture counts {b} -> {c} nodes at dispatch creation: dispatches, and the encodings outside "
            "them, initialisers included. The table's dispatches are IREE's dispatch-count after stream "
            "conversion, where an encoding outside a dispatch becomes one and initialisers are not counted; "
            "the change between the variants is the same.")


def write_html(pic: Picture, path: Path) -> None:
    page = (f'<!doctype html><html><head><meta charset="utf-8"><title>{escape(pic.case)}: dispatch graph</title>'
            f'</head><body style="font-family:sans-serif">{html_section(pic)}</body></html>')
    write_atomic(Path(path), page)
