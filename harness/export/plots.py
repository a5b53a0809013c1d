"""The card's two plots as SVG, written directly: rows per family and split, and row lengths.

SVG text is small, renders on the Hub and on GitHub, and is byte-identical for the same
numbers; drawing it takes milliseconds, where a plotting library's import alone takes a second
of every export.
"""

from __future__ import annotations

import math
from html import escape

COLORS = ("#4C72B0", "#DD8452", "#55A868")
FONT = 'font-family="DejaVu Sans, Arial, sans-serif"'


def _n(x: float) -> str:
    """A coordinate with at most one decimal: the same numbers give the same bytes."""
    return f"{x:.1f}".rstrip("0").rstrip(".")


def nice_ticks(top: float, most: int = 6) -> list[int]:
    """0 and multiples of a 1-2-5 step up to ``top`` (at least one step), at most ``most`` of them."""
    top = max(1, math.ceil(top))
    step = 1
    while top / step > most - 1:
        for factor in (2, 2.5, 2):  # 1 -> 2 -> 5 -> 10 -> 20 ...
            step = int(step * factor)
            if top / step <= most - 1:
                break
    return list(range(0, (math.ceil(top / step)) * step + 1, step))


def characters(x: float) -> str:
    """1000 -> "1k", 1e6 -> "1M": tick labels that do not run into each other."""
    for scale, suffix in ((1e6, "M"), (1e3, "k")):
        if x >= scale:
            return f"{x / scale:g}{suffix}"
    return f"{x:g}"


def _svg(width: float, height: float, body: list[str]) -> bytes:
    head = (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{_n(width)}" height="{_n(height)}" '
        f'viewBox="0 0 {_n(width)} {_n(height)}" {FONT} font-size="12">\n'
        f'<rect width="100%" height="100%" fill="white"/>\n'
    )
    return (head + "\n".join(body) + "\n</svg>\n").encode()


def _text(x: float, y: float, text: str, anchor: str = "middle", size: int = 12, extra: str = "") -> str:
    return f'<text x="{_n(x)}" y="{_n(y)}" text-anchor="{anchor}" font-size="{size}"{extra}>{escape(str(text))}</text>'


def _line(x1: float, y1: float, x2: float, y2: float, color: str = "black") -> str:
    return f'<line x1="{_n(x1)}" y1="{_n(y1)}" x2="{_n(x2)}" y2="{_n(y2)}" stroke="{color}" stroke-width="1"/>'


def _rect(x: float, y: float, w: float, h: float, color: str) -> str:
    return f'<rect x="{_n(x)}" y="{_n(y)}" width="{_n(w)}" height="{_n(h)}" fill="{color}"/>'


def families(counts: dict[str, dict[str, int]], splits: tuple[str, ...]) -> bytes:
    """Horizontal stacked bars: one per family (sorted), one segment per split."""
    names = sorted(counts)
    left, top, bar, width = 150.0, 40.0, 22.0, 480.0
    totals = [sum(counts[f].get(s, 0) for s in splits) for f in names]
    ticks = nice_ticks(max(totals, default=1))
    scale = width / ticks[-1]
    height = top + bar * len(names) + 70
    body = [_text(left + width / 2, 24, "Rows per family and split", size=14)]
    for t in ticks:
        x = left + t * scale
        body += [_line(x, top, x, top + bar * len(names), "#dddddd"), _text(x, top + bar * len(names) + 16, t)]
    for i, family in enumerate(names):
        y, x = top + i * bar, left
        body.append(_text(left - 6, y + bar * 0.68, family, anchor="end"))
        for split, color in zip(splits, COLORS, strict=True):
            n = counts[family].get(split, 0)
            if n:
                body.append(_rect(x, y + 3, n * scale, bar - 6, color))
                x += n * scale
    axis = top + bar * len(names)
    body += [_line(left, top, left, axis), _line(left, axis, left + width, axis)]
    body.append(_text(left + width / 2, axis + 34, "rows"))
    for j, (split, color) in enumerate(zip(splits, COLORS, strict=True)):
        x = left + width / 2 - 120 + j * 90
        body += [_rect(x, axis + 48, 14, 10, color), _text(x + 20, axis + 57, split, anchor="start")]
    return _svg(left + width + 30, height, body)


def _histogram(values, x0: float, title: str) -> list[str]:
    """One log-x histogram panel at horizontal offset ``x0``: 40 bins from the smallest to the largest value."""
    left, top, width, height = x0 + 60, 40.0, 330.0, 200.0
    data = [max(1, int(v)) for v in values]
    lo, hi = (min(data), max(data)) if data else (1, 2)
    hi = max(hi, lo + 1) * 1.001
    a, b = math.log10(lo), math.log10(hi)
    bins = [0] * 40
    for v in data:
        bins[min(39, int((math.log10(v) - a) / (b - a) * 40))] += 1
    ticks = nice_ticks(max(bins, default=1))
    yscale = height / ticks[-1]

    def x_of(v: float) -> float:
        return left + (math.log10(v) - a) / (b - a) * width

    body = [_text(left + width / 2, 24, title, size=14)]
    for t in ticks:
        y = top + height - t * yscale
        body += [_line(left, y, left + width, y, "#eeeeee"), _text(left - 6, y + 4, t, anchor="end")]
    for i, n in enumerate(bins):
        if n:
            x = left + i * width / 40
            body.append(_rect(x, top + height - n * yscale, width / 40 - 0.5, n * yscale, COLORS[0]))
    # Ticks at 1, 2 and 5 times each power of ten inside the range.
    for power in range(math.floor(a), math.ceil(b) + 1):
        for sub in (1, 2, 5):
            v = sub * 10**power
            if lo <= v <= hi:
                x = x_of(v)
                body += [_line(x, top + height, x, top + height + 5), _text(x, top + height + 18, characters(v))]
    body += [_line(left, top, left, top + height), _line(left, top + height, left + width, top + height)]
    body.append(_text(left + width / 2, top + height + 36, "characters per row (log scale)"))
    body.append(
        _text(x0 + 16, top + height / 2, "rows", extra=f' transform="rotate(-90 {_n(x0 + 16)} {_n(top + height / 2)})"')
    )
    return body


def lengths(panels: list[tuple[str, list[int]]]) -> bytes:
    """Side-by-side histograms of characters per row, one per (title, values)."""
    body = []
    for i, (title, values) in enumerate(panels):
        body += _histogram(values, i * 420.0, title)
    return _svg(420.0 * len(panels), 290.0, body)
