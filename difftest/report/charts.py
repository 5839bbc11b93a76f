"""Inline SVG charts for the HTML report: no scripts, no CDN, no network."""
from __future__ import annotations

from html import escape

from ..core.results import ERROR_DECADES

GOOD, BAD, NEUTRAL = "#2e7d32", "#c62828", "#607d8b"


def framed(title: str, width: float, height: float, body: list[str]) -> str:
    """A chart under its title. The title is the page's text, not the
    drawing's: it wraps within the chart's width however long the flags it
    names are, where a line of SVG text runs off the drawing's edge."""
    return (f'<figure class="chart" style="width:{width:.0f}px"><figcaption class="ct">{escape(title)}</figcaption>'
            f'<svg class="chart" width="{width:.0f}" height="{height:.0f}" role="img" aria-label="{escape(title)}">'
            + "".join(body) + "</svg></figure>")


def diverging_bars(title: str, items: list[tuple], unit: str = "",
                   lower_is_better: bool = True, width: int = 760) -> str:
    """One bar per (label, value, text[, noise]), centred on zero: a change
    per case. Decreases are green when lower is better; a change within
    its figure's noise (`noise` true) is grey whichever way it goes."""
    if not items:
        return ""
    label_w, text_w, row_h = 260, 190, 18
    plot_w = width - label_w - text_w
    span = max(abs(v) for _, v, *_ in items) or 1.0
    mid = label_w + plot_w / 2
    height = 8 + row_h * len(items)
    out = [f'<line x1="{mid}" y1="0" x2="{mid}" y2="{height}" stroke="#999"/>']
    for i, (label, value, text, *noise) in enumerate(items):
        y = 4 + i * row_h
        w = abs(value) / span * (plot_w / 2 - 4)
        better = (value < 0) == lower_is_better
        color = NEUTRAL if value == 0 or (noise and noise[0]) else (GOOD if better else BAD)
        x = mid if value >= 0 else mid - w
        out.append(f'<text x="{label_w - 6}" y="{y + 12}" text-anchor="end" class="cl">{escape(label[-40:])}</text>')
        out.append(f'<rect x="{x:.1f}" y="{y + 2}" width="{max(w, 1):.1f}" height="{row_h - 6}" fill="{color}">'
                   f'<title>{escape(label)}: {escape(text)}</title></rect>')
        out.append(f'<text x="{label_w + plot_w + 6}" y="{y + 12}" class="cl">{escape(text)}{escape(unit)}</text>')
    return framed(title, width, height, out)


def plain_bars(title: str, items: list[tuple[str, float, str]], maximum: float | None = None,
               width: int = 760) -> str:
    """One bar per (label, value, text), from zero."""
    if not items:
        return ""
    label_w, text_w, row_h = 260, 190, 18
    plot_w = width - label_w - text_w
    top = maximum or max(v for _, v, _ in items) or 1.0
    height = 8 + row_h * len(items)
    out = []
    for i, (label, value, text) in enumerate(items):
        y = 4 + i * row_h
        w = max(value, 0) / top * plot_w
        out.append(f'<text x="{label_w - 6}" y="{y + 12}" text-anchor="end" class="cl">{escape(label[-40:])}</text>')
        out.append(f'<rect x="{label_w}" y="{y + 2}" width="{max(w, 1):.1f}" height="{row_h - 6}" fill="{NEUTRAL}">'
                   f'<title>{escape(label)}: {escape(text)}</title></rect>')
        out.append(f'<text x="{label_w + plot_w + 6}" y="{y + 12}" class="cl">{escape(text)}</text>')
    return framed(title, width, height, out)


def _decade(i: int) -> str:
    if i == 0:
        return f"<{ERROR_DECADES[0]:.0e}"
    return f"{ERROR_DECADES[i - 1]:.0e}"


def histogram(title: str, counts: list[int], tolerance: float | None = None, width: int = 360) -> str:
    """|error| per decade; the bar holding the tolerance is outlined."""
    if not counts or not any(counts):
        return ""
    h, pad, base = 150, 30, 120
    bar_w = (width - pad) / len(counts)
    top = max(counts)
    out = []
    for i, n in enumerate(counts):
        bh = (n / top) * (base - 24) if n else 0
        x = pad + i * bar_w
        lo = 0.0 if i == 0 else ERROR_DECADES[i - 1]
        hi = ERROR_DECADES[i] if i < len(ERROR_DECADES) else float("inf")
        holds_tol = tolerance is not None and lo <= tolerance < hi
        stroke = ' stroke="#000"' if holds_tol else ""
        fill = BAD if lo >= (tolerance or 0) and i else NEUTRAL
        out.append(f'<rect x="{x + 1:.1f}" y="{base - bh:.1f}" width="{bar_w - 2:.1f}" height="{bh:.1f}" '
                   f'fill="{fill}"{stroke}><title>[{lo:g}, {hi:g}): {n}</title></rect>')
        if i % 2 == 0:
            out.append(f'<text x="{x + bar_w / 2:.1f}" y="{base + 14}" text-anchor="middle" class="cs">'
                       f'{_decade(i)}</text>')
    out.append(f'<text x="{pad}" y="{base + 30}" class="cs">|candidate - baseline| per decade '
               f'(max count {top})</text>')
    return framed(title, width, h + 10, out)


def heatmap(title: str, grid: list[list[float]], shape: list[int], size: int = 240) -> str:
    """Where the mismatches are: the output as 2-D, each cell shaded by the
    fraction of its elements out of tolerance."""
    if not grid or not grid[0]:
        return ""
    rows, cols = len(grid), len(grid[0])
    cell = min(size / rows, size / cols)
    w, h = cols * cell, rows * cell
    out = [f'<rect x="0" y="20" width="{w:.1f}" height="{h:.1f}" fill="#fafafa" stroke="#ccc"/>']
    for r, row in enumerate(grid):
        for c, v in enumerate(row):
            if v > 0:
                alpha = 0.15 + 0.85 * min(v, 1.0)
                out.append(f'<rect x="{c * cell:.1f}" y="{20 + r * cell:.1f}" width="{cell:.1f}" height="{cell:.1f}" '
                           f'fill="{BAD}" fill-opacity="{alpha:.2f}"><title>{v:.1%}</title></rect>')
    lead = "x".join(map(str, shape[:-1])) or "1"
    out.append(f'<text x="0" y="{h + 34:.0f}" class="cs">rows: {lead}, columns: {shape[-1] if shape else 1}; '
               f'darker = more elements out of tolerance</text>')
    return framed(title, max(w + 10, 380), h + 40, out)


def trend(title: str, points: list[tuple], fmt=None, lower_is_better: bool = True,
          width: int = 760, height: int = 220) -> str:
    """A line over ordered toolchains (or runs): (x label, value or None for
    a gap, text[, failed]); a failed point (its verdict a regression) is
    ringed in red whatever its value. The zero line is drawn: the flag's delta crossing zero is
    the story. Points are green where lower is better and the value is below
    zero, red above, grey at zero. `fmt` writes the axis values (bytes as
    KiB, say)."""
    known = [p[1] for p in points if p[1] is not None]
    if not points or not known:
        return ""
    fmt = fmt or (lambda v: f"{v:.4g}")
    left, right, top, bottom, pad = 90, 20, 10, 60, 16
    plot_w, plot_h = width - left - right, height - top - bottom
    lo, hi = min(known + [0.0]), max(known + [0.0])
    span = (hi - lo) or 1.0
    step = (plot_w - 2 * pad) / max(len(points) - 1, 1)

    def y(v: float) -> float:
        return top + plot_h - (v - lo) / span * plot_h

    def x(i: int) -> float:
        return left + pad + i * step

    out = [f'<line x1="{left}" y1="{y(0):.1f}" x2="{left + plot_w}" y2="{y(0):.1f}" stroke="#999"/>']
    for v in sorted({lo, hi}):
        out.append(f'<text x="{left - 8}" y="{y(v) + 4:.1f}" text-anchor="end" class="cl">{escape(fmt(v))}</text>')
    segment: list[str] = []
    for i, (_, v, *_) in enumerate(points):
        if v is None:
            if len(segment) > 1:
                out.append(f'<polyline fill="none" stroke="{NEUTRAL}" points="{" ".join(segment)}"/>')
            segment = []
            continue
        segment.append(f"{x(i):.1f},{y(v):.1f}")
    if len(segment) > 1:
        out.append(f'<polyline fill="none" stroke="{NEUTRAL}" points="{" ".join(segment)}"/>')
    for i, (label, v, text, *failed) in enumerate(points):
        out.append(f'<text x="{x(i):.1f}" y="{top + plot_h + 14}" text-anchor="end" class="cl" '
                   f'transform="rotate(-35 {x(i):.1f} {top + plot_h + 14})">{escape(label[-18:])}</text>')
        if v is None:
            # A gap (unsupported, not run) sits on the zero line, marked, with the reason on hover.
            out.append(f'<text x="{x(i):.1f}" y="{y(0) + 4:.1f}" text-anchor="middle" class="cl">'
                       f'<title>{escape(label)}: {escape(text)}</title>×</text>')
            continue
        better = (v < 0) == lower_is_better
        color = NEUTRAL if v == 0 else (GOOD if better else BAD)
        out.append(f'<circle cx="{x(i):.1f}" cy="{y(v):.1f}" r="4" fill="{color}">'
                   f'<title>{escape(label)}: {escape(text)}</title></circle>')
        if failed and failed[0]:
            out.append(f'<circle cx="{x(i):.1f}" cy="{y(v):.1f}" r="8" fill="none" stroke="{BAD}" stroke-width="2"/>')
    return framed(title, width, height, out)
