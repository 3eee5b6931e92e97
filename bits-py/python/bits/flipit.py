"""FlipIT: the 4×4 flip puzzle. Boards, puzzle numbers and click sets are plain ints."""

from __future__ import annotations

from ._bits import FLIPIT_CLICK_MASKS as CLICK_MASKS
from ._bits import FLIPIT_GOAL as GOAL
from ._bits import FlipitError
from ._bits import FlipitGame as Game
from ._bits import FlipitPuzzle as Puzzle
from ._bits import flipit_apply_clicks as apply_clicks
from ._bits import flipit_canonical as canonical
from ._bits import flipit_daily as daily
from ._bits import flipit_daily_unique as daily_unique
from ._bits import flipit_number_from_pattern as number_from_pattern
from ._bits import flipit_solve as solve
from ._bits import flipit_three_click_classes as three_click_classes

__all__ = [
    "CLICK_MASKS",
    "GOAL",
    "FlipitError",
    "Game",
    "Puzzle",
    "apply_clicks",
    "canonical",
    "daily",
    "daily_unique",
    "number_from_pattern",
    "solve",
    "three_click_classes",
]
