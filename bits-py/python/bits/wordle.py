"""Wordle: words, official feedback, and lookup trees (PLUT files) walked by the core.

>>> from bits import wordle
>>> wordle.feedback("speed", "abide").pattern
'bbyby'
>>> tree = wordle.Tree(open("lookup_lants.bin", "rb").read())  # doctest: +SKIP
>>> [s.guess for s in wordle.solve("crane", tree)]             # doctest: +SKIP
['lants', 'grone', 'brane', 'crane']

A tree is checked once when it is taken (``PlutError`` for a truncated, cyclic or
out-of-range file); walks after that are plain lookups.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Optional, Union

from ._bits import WORDLE_ALL_GREEN as ALL_GREEN
from ._bits import WORDLE_WORD_COUNT as WORD_COUNT
from ._bits import PlutError, WordError, WordleError
from ._bits import WordleFeedback as Feedback
from ._bits import WordleSolveError as SolveError
from ._bits import WordleStats as Stats
from ._bits import WordleStep as Step
from ._bits import WordleTree as Tree
from ._bits import wordle_decode as decode
from ._bits import wordle_encode as encode
from ._bits import wordle_feedback as feedback
from ._bits import wordle_historical as historical
from ._bits import wordle_lookup as lookup
from ._bits import wordle_parse_pattern as parse_pattern
from ._bits import wordle_pattern as pattern
from ._bits import wordle_words as words

__all__ = [
    "ALL_GREEN",
    "WORD_COUNT",
    "Feedback",
    "PlutError",
    "SolveError",
    "Stats",
    "Step",
    "Tree",
    "WordError",
    "WordleError",
    "decode",
    "encode",
    "feedback",
    "historical",
    "lookup",
    "next_guess",
    "parse_pattern",
    "pattern",
    "solve",
    "words",
]

TreeLike = Union[Tree, bytes, bytearray, memoryview]


def _tree(tree: TreeLike) -> Tree:
    return tree if isinstance(tree, Tree) else Tree(tree)


def solve(word: str, tree: TreeLike) -> list[Step]:
    """The guesses ``tree`` plays to reach ``word``, each with its feedback (the last all
    green). Pass a :class:`Tree` to check the file once for many calls."""
    return _tree(tree).solve(word)


def next_guess(
    tree: TreeLike,
    history: Optional[Iterable[Union[Step, tuple[str, Union[int, str]], Sequence[Union[str, int]]]]] = None,
) -> Optional[str]:
    """The tree's next guess after ``history`` (steps, or ``(guess, feedback)`` pairs as
    tuples, as the two-item lists JSON gives back or as any two-item sequence; none: the
    start word); ``None`` once the last feedback is all green. More than 16 steps (the
    longest walk) is ``SolveError`` ``too-long``, found without reading past the 17th."""
    return _tree(tree).next_guess(history)
