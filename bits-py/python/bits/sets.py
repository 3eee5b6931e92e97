"""Sets: the set-theory dice puzzle (tables, answers, solver, generated puzzles)."""

from __future__ import annotations

from ._bits import SetsError
from ._bits import SetsPuzzle as Puzzle
from ._bits import SetsTable as Table
from ._bits import sets_evaluate as evaluate
from ._bits import sets_generate as generate
from ._bits import sets_parse_answer as parse_answer

__all__ = ["Puzzle", "SetsError", "Table", "evaluate", "generate", "parse_answer"]
