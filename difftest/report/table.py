"""A text table within a width: one line per row when it fits, else each
row folded onto a few lines.

Folded, the first column (the case) keeps its place and the others wrap
into tiers beside it, each tier's cells in the same slots as the first
tier's, so a column reads down the page; when even one slot does not fit
beside the first column, the first column takes a line of its own and the
tiers start under it. Whichever takes fewer lines per row is drawn. Cells
are never cut: a cell wider than the width makes its line wider.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

GAP = "  "


@dataclass(frozen=True)
class Layout:
    """How a table is drawn: `tiers` lines of the columns after the first,
    beside the first column (`indent` None) or under it, `indent` in."""

    tiers: int
    slots: tuple[int, ...]  # each slot's width: the widest cell of any tier in it
    indent: int | None = None

    def lines_per_row(self) -> int:
        return self.tiers + (self.indent is not None)


def _widths(rows: list[tuple[str, ...]]) -> list[int]:
    return [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]


def _slots(widths: list[int], tiers: int) -> tuple[int, ...]:
    per = math.ceil(len(widths) / tiers)
    return tuple(max(widths[i] for i in range(s, len(widths), per)) for s in range(per))


def _span(slots: tuple[int, ...]) -> int:
    return sum(slots) + len(GAP) * (len(slots) - 1)


def layout(rows: list[tuple[str, ...]], width: int) -> Layout:
    """The layout with the fewest lines per row that fits `width` (rows[0]
    is the header)."""
    widths = _widths(rows)
    first, rest = widths[0], widths[1:]
    if not rest:
        return Layout(1, ())
    options = []
    for tiers in range(1, len(rest) + 1):
        slots = _slots(rest, tiers)
        if first + len(GAP) + _span(slots) <= width:
            options.append(Layout(tiers, slots))
            break
    for tiers in range(1, len(rest) + 1):
        slots = _slots(rest, tiers)
        if len(GAP) + _span(slots) <= width:
            options.append(Layout(tiers, slots, indent=len(GAP)))
            break
    if not options:
        return Layout(len(rest), _slots(rest, len(rest)), indent=len(GAP))
    return min(options, key=lambda o: (o.lines_per_row(), o.indent is not None))


def _join(cells: tuple[str, ...], slots: tuple[int, ...]) -> str:
    return GAP.join(c.ljust(w) for c, w in zip(cells, slots))


def _row_lines(row: tuple[str, ...], first: int, lay: Layout, header: bool) -> list[str]:
    per = len(lay.slots)
    tiers = [row[1 + i:1 + i + per] for i in range(0, len(row) - 1, per)]
    if lay.indent is not None:
        lines = [row[0]]
        lead = " " * lay.indent
    else:
        lines = []
        lead = " " * (first + len(GAP))
    if not header:
        # A data row's last tiers of dashes alone say nothing: they are left out.
        while len(tiers) > 1 and all(c in ("-", "") for c in tiers[-1]):
            tiers.pop()
    for n, cells in enumerate(tiers):
        if n == 0 and lay.indent is None:
            lines.append(row[0].ljust(first) + GAP + _join(cells, lay.slots))
        else:
            lines.append(lead + _join(cells, lay.slots))
    return [ln.rstrip() for ln in lines]


def render(rows: list[tuple[str, ...]], width: int | None = None) -> list[str]:
    """rows[0] is the header; a rule of dashes follows it. `width` None:
    one line per row, however wide."""
    widths = _widths(rows)
    lay = Layout(1, tuple(widths[1:])) if width is None else layout(rows, width)
    first = widths[0]
    out = []
    for n, row in enumerate(rows):
        out += _row_lines(row, first, lay, header=n == 0)
        if n == 0:
            out.append(_rule(first, lay))
    return out


def _rule(first: int, lay: Layout) -> str:
    if lay.indent is None:
        return GAP.join("-" * w for w in (first, *lay.slots))
    return "-" * max(first, lay.indent + _span(lay.slots))
