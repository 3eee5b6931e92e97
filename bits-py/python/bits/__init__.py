"""bits — the deterministic puzzle engine of the Daily Grid site, from Python.

Every puzzle is a pure function of its id, computed by the same Rust core the site
serves, so the bytes here match the server's byte for byte.

>>> import bits
>>> d = bits.generate_descriptor("2026-11-21")
>>> d.seed
1824600203
>>> bits.Descriptor.from_dict(d.to_dict()) == d
True

The play state is :class:`GridState`. Sub-namespaces: :mod:`bits.flipit`,
:mod:`bits.sets` and :mod:`bits.wordle`. The QA command line is
``python -m bits``.
"""

from __future__ import annotations

import datetime
from typing import Union

from . import flipit, sets, wordle
from ._bits import (
    Advice,
    BitsError,
    Cell,
    Clue,
    Descriptor,
    DescriptorError,
    FieldError,
    FlipitError,
    GenerateError,
    GridError,
    GridState,
    Hint,
    IdError,
    LineReport,
    Mulberry32,
    PlutError,
    ProfileError,
    PublicView,
    PuzzleInfo,
    Restored,
    SetsError,
    StateError,
    Verdict,
    WordError,
    WordleError,
    WordleSolveError,
    __version__,
    add_days,
    binary_grid_puzzle,
    check_grid,
    count_solutions,
    days_between,
    deduce,
    deduction_rank,
    fnv1a32,
    generate_descriptor,
    grid_follows_rules,
    hash_string,
    parse_date,
    pt_date,
    solve_puzzle,
    utc_date,
    validate_initials,
    validate_puzzle_id,
    validate_submission,
    validate_time_ms,
    validate_uuid,
)

__all__ = [
    "Advice",
    "BitsError",
    "Cell",
    "Clue",
    "Descriptor",
    "DescriptorError",
    "FieldError",
    "FlipitError",
    "GenerateError",
    "GridError",
    "GridState",
    "Hint",
    "IdError",
    "LineReport",
    "Mulberry32",
    "PlutError",
    "ProfileError",
    "PublicView",
    "PuzzleInfo",
    "Restored",
    "SetsError",
    "StateError",
    "Verdict",
    "WordError",
    "WordleError",
    "WordleSolveError",
    "__version__",
    "add_days",
    "binary_grid_puzzle",
    "check_grid",
    "count_solutions",
    "date_range",
    "days_between",
    "deduce",
    "deduction_rank",
    "flipit",
    "fnv1a32",
    "generate_descriptor",
    "grid_follows_rules",
    "hash_string",
    "parse_date",
    "pt_date",
    "solve_puzzle",
    "sets",
    "utc_date",
    "validate_initials",
    "validate_puzzle_id",
    "validate_submission",
    "validate_time_ms",
    "validate_uuid",
    "wordle",
]


def date_range(first: Union[str, datetime.date], last: Union[str, datetime.date]) -> list[str]:
    """Every date from ``first`` to ``last`` inclusive, as ``YYYY-MM-DD`` (empty when
    ``last`` is earlier). Either may be a ``datetime.date``. Dates are checked by the core
    (``IdError`` on a bad date)."""
    n = days_between(first, last)
    return [add_days(first, i) for i in range(n + 1)]
