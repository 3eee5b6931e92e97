"""SVG drawings of Bits puzzles for the HTML contact sheet.

Drawn from the public view (givens and adjacency hints) — what a player sees — with the
solution optionally filled in grey. Output is deterministic text: same puzzle, same bytes.
"""

from __future__ import annotations

from html import escape
from typing import Optional, Union

from ._bits import Descriptor, PublicView

CELL = 28
PAD = 4


def puzzle_svg(puzzle: Union[Descriptor, PublicView], solution: bool = False) -> str:
    """One puzzle as a standalone ``<svg>`` element.

    ``solution=True`` needs a :class:`Descriptor` and writes the solved cells in grey."""
    n = puzzle.size
    side = n * CELL + 2 * PAD
    rows: Optional[list[str]] = None
    if solution:
        if not isinstance(puzzle, Descriptor):
            raise TypeError("solution=True needs a Descriptor, not a PublicView")
        rows = puzzle.solution
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {side} {side}" '
        f'width="{side}" height="{side}" role="img" '
        f'aria-label="Bits {escape(puzzle.puzzle_id)}">',
        f'<rect x="0" y="0" width="{side}" height="{side}" fill="#fff"/>',
    ]
    for i in range(n + 1):
        p = PAD + i * CELL
        w = 2 if i in (0, n) else 1
        out.append(
            f'<line x1="{PAD}" y1="{p}" x2="{PAD + n * CELL}" y2="{p}" '
            f'stroke="#333" stroke-width="{w}"/>'
        )
        out.append(
            f'<line x1="{p}" y1="{PAD}" x2="{p}" y2="{PAD + n * CELL}" '
            f'stroke="#333" stroke-width="{w}"/>'
        )
    givens = {(cl.r, cl.c): cl.bit for cl in puzzle.clues}
    for r in range(n):
        for c in range(n):
            x = PAD + c * CELL + CELL // 2
            y = PAD + r * CELL + CELL // 2 + 6
            if (r, c) in givens:
                out.append(
                    f'<text x="{x}" y="{y}" text-anchor="middle" font-family="monospace" '
                    f'font-size="17" font-weight="bold" fill="#000">{givens[(r, c)]}</text>'
                )
            elif rows is not None:
                out.append(
                    f'<text x="{x}" y="{y}" text-anchor="middle" font-family="monospace" '
                    f'font-size="15" fill="#999">{rows[r][c]}</text>'
                )
    for h in puzzle.adjacencies:
        if h.dir == "right":
            x = PAD + (h.c + 1) * CELL
            y = PAD + h.r * CELL + CELL // 2
        else:
            x = PAD + h.c * CELL + CELL // 2
            y = PAD + (h.r + 1) * CELL
        symbol = "=" if h.kind == "equal" else "×"
        out.append(f'<circle cx="{x}" cy="{y}" r="7" fill="#ffe9a8" stroke="#b58900"/>')
        out.append(
            f'<text x="{x}" y="{y + 4}" text-anchor="middle" font-family="sans-serif" '
            f'font-size="11" fill="#000">{symbol}</text>'
        )
    out.append("</svg>")
    return "".join(out)
