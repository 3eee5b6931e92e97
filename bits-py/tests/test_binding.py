"""Python-specific behaviour: typed errors for bad input of every kind, dict round trips,
and thread safety with the GIL released during heavy calls."""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable, Iterator, Mapping
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

import bits
from bits import flipit, sets

from .conftest import VECTORS, calls_entered

WEIRD: list[Any] = [
    None,
    True,
    False,
    0,
    1,
    -1,
    2**70,
    -(2**70),
    0.5,
    float("nan"),
    float("inf"),
    -float("inf"),
    "",
    "x" * 5000,
    "2026-02-30",
    "2026-13-01",
    "practice-",
    "practice-" + "a" * 100,
    "\u0000",
    "é∪′",
    b"2026-11-21",
    [],
    [[]],
    [[2, 3]],
    ["0101", "01"],
    ["0" * 6] * 6,
    ["01" * 20] * 40,
    {},
    {"grid": None},
    {"grid": [[None] * 6] * 6, "timeMs": "soon"},
    {"width": 4},
    {"width": 18, "height": 18, "clues": []},
    {"width": 4, "height": 4, "clues": [{"r": 9, "c": 0, "bit": 0}]},
    {"cards": [], "dice": [], "goal": 0},
    {1, 2},
    object(),
]


def no_panic(f: Callable[[Any], object], value: Any) -> None:
    """Calls f(value): it may return or raise an ordinary exception, never a Rust panic."""
    try:
        f(value)
    except BaseException as e:  # noqa: BLE001 - the point is to see every kind
        assert type(e).__name__ != "PanicException", (f, value, e)
        assert isinstance(e, (bits.BitsError, TypeError, OverflowError)), (f, value, repr(e))


ONE_ARG: list[Callable[[Any], object]] = [
    bits.hash_string,
    bits.fnv1a32,
    bits.Mulberry32,
    bits.pt_date,
    bits.utc_date,
    bits.parse_date,
    bits.validate_puzzle_id,
    bits.validate_uuid,
    bits.validate_initials,
    bits.validate_time_ms,
    bits.generate_descriptor,
    lambda v: bits.generate_descriptor("2026-11-21", size=v),
    lambda v: bits.generate_descriptor("2026-11-21", rank=v),
    lambda v: bits.generate_descriptor("2026-11-21", clues=v),
    lambda v: bits.generate_descriptor("2026-11-21", hints=v),
    bits.Descriptor.from_json,
    bits.Descriptor.from_dict,
    bits.PublicView.from_json,
    bits.PublicView.from_dict,
    bits.grid_follows_rules,
    bits.check_grid,
    lambda v: bits.count_solutions(v, 3),
    bits.deduction_rank,
    bits.deduce,
    lambda v: bits.deduce("{}", v),
    lambda v: bits.Mulberry32(1).shuffle(v),
    lambda v: bits.binary_grid_puzzle(v, "easy"),
    lambda v: bits.binary_grid_puzzle("2026-11-21", v),
    lambda v: bits.add_days("2026-11-21", v),
    lambda v: bits.add_days(v, 1),
    lambda v: bits.days_between(v, "2026-11-21"),
    flipit.Puzzle,
    flipit.Puzzle.from_json,
    flipit.Puzzle.from_dict,
    flipit.Game.from_json,
    flipit.daily,
    flipit.daily_unique,
    flipit.solve,
    flipit.number_from_pattern,
    lambda v: flipit.apply_clicks(0, v),
    lambda v: flipit.Game(flipit.Puzzle(1)).click(v),
    sets.generate,
    sets.parse_answer,
    sets.Table.from_json,
    sets.Table.from_dict,
    lambda v: sets.evaluate(v, "red"),
    lambda v: sets.evaluate([["red"]], v),
]


@pytest.mark.parametrize("f", ONE_ARG)
def test_bad_input_never_panics(f: Callable[[Any], object]) -> None:
    for v in WEIRD:
        no_panic(f, v)


def test_submissions_of_any_shape_get_a_verdict() -> None:
    d = bits.generate_descriptor("2026-11-21")
    p = bits.binary_grid_puzzle("2026-11-21", "hard")
    for v in WEIRD:
        if isinstance(v, dict) or v is None:
            for target in (d, p):
                got = target.validate(v if v is not None else {})
                assert not got.valid and got.code in {"shape", "value", "incomplete", "time"}
    good = [[int(ch) for ch in row] for row in d.solution]
    assert d.validate({"grid": good, "timeMs": 64321}).valid
    # JSON semantics: true is not 1, 1.0 is, tuples are arrays.
    assert d.validate({"grid": tuple(tuple(float(x) for x in r) for r in good), "timeMs": 5000.0})
    as_bools = [[bool(x) for x in row] for row in good]
    assert d.validate({"grid": as_bools, "timeMs": 5000}).code == "value"
    assert d.validate({"grid": good, "timeMs": True}).code == "time"
    # Text that is not a JSON object is not a submission: a BitsError, as C's BAD_JSON and
    # JavaScript's `json` (not a DescriptorError: the descriptor is fine).
    for text in ("{not json", "[1,2]"):
        for target in (d, p):
            with pytest.raises(bits.BitsError) as e:
                target.validate_json(text)
            assert type(e.value) is bits.BitsError and e.value.code == "json"
    # A grid or row that is not a list is not said to have 0 of anything.
    assert d.validate({"grid": d.solution, "timeMs": 5000}).message == "Row 1 must be a list of 6 cells"
    assert d.validate({"grid": {"a": 1}}).message == "The grid must be a list of 6 rows"


def test_error_classes_and_fields() -> None:
    assert issubclass(bits.BitsError, ValueError)
    for cls in (
        bits.IdError,
        bits.FieldError,
        bits.GenerateError,
        bits.DescriptorError,
        bits.GridError,
        bits.ProfileError,
        bits.FlipitError,
        bits.SetsError,
    ):
        assert issubclass(cls, bits.BitsError)
    with pytest.raises(bits.IdError) as id_err:
        bits.generate_descriptor("2026-02-30")
    assert (id_err.value.code, id_err.value.kind) == ("day", "Day")
    assert id_err.value.r is None and id_err.value.c is None
    with pytest.raises(bits.GenerateError) as gen_err:
        bits.generate_descriptor("2026-11-21", size=7)
    assert gen_err.value.code == "size"
    # Past C's carriers (uint8_t, uint32_t) a rank or side reads and is coded as one
    # within them: the core's sentence, the caller's number exactly.
    for rank in (4, 256, -1, 2**70):
        with pytest.raises(bits.GenerateError) as rank_err:
            bits.generate_descriptor("2026-11-21", rank=rank)
        assert (rank_err.value.code, rank_err.value.kind, str(rank_err.value)) == (
            "rank",
            "Rank",
            f"rank {rank} is not 1, 2 or 3",
        )
    for size in (7, 2**32, -6, 2**70):
        with pytest.raises(bits.GenerateError) as size_err:
            bits.generate_descriptor("2026-11-21", size=size)
        assert (size_err.value.code, str(size_err.value)) == (
            "size",
            f"grid side {size} is not an even number from 4 to 16",
        )
    # Several mistakes: the first in the core's order (the id, the size, the rank, the
    # ranges) is named, whether a number is past a carrier or not, as in JavaScript.
    # Two mistakes may share a code, so the message is compared too.
    day = ("day", "2026-02 has no day 30")
    rank_256 = ("rank", "rank 256 is not 1, 2 or 3")
    order: list[tuple[str, dict[str, Any], tuple[str, str]]] = [
        ("2026-02-30", {"rank": 256}, day),
        ("2026-02-30", {"clues": (-1, 5)}, day),
        ("2026-02-30", {"size": 2**40}, day),
        (
            "2026-11-21",
            {"size": 3, "rank": 256},
            ("size", "grid side 3 is not an even number from 4 to 16"),
        ),
        ("2026-11-21", {"rank": 256, "clues": (-1, 5)}, rank_256),
        (
            "2026-11-21",
            {"clues": (-1, 5), "hints": (5, 2**40)},
            ("range", "clues minimum -1 is not from 0 to 4294967295"),
        ),
    ]
    for puzzle_id, options, named in order:
        with pytest.raises(bits.BitsError) as first:
            bits.generate_descriptor(puzzle_id, **options)
        assert (first.value.code, str(first.value)) == named, (puzzle_id, options)
    # A clue range that cannot fit comes before a hint number past any range.
    for hints in ((-1, 5), (2**32, 5)):
        with pytest.raises(bits.GenerateError) as clues_first:
            bits.generate_descriptor("2026-11-25", clues=(300, 400), hints=hints)
        assert str(clues_first.value) == "clues range 300..=400 is empty or does not fit the grid"
    with pytest.raises(bits.GridError) as grid_err:
        bits.grid_follows_rules(["0101", "0120", "1010", "1010"])
    assert (grid_err.value.code, grid_err.value.r, grid_err.value.c) == ("cell", 1, 2)
    # An empty cell is named as such, with its place.
    with pytest.raises(bits.GridError) as empty:
        # None, as a play state's cells give an open cell; the stub asks for a full grid.
        bits.check_grid([[0, 1, 0, 1], [0, 1, None, 0], [1, 0, 1, 0], [1, 0, 1, 0]])  # type: ignore[list-item]
    assert (empty.value.code, empty.value.r, empty.value.c) == ("empty", 1, 2)
    assert str(empty.value) == "row 2 column 3 is empty; a complete grid is needed"
    # Rows of either kind in one grid, as the engine reads them and the stub allows.
    assert bits.check_grid([[1, 0, 1, 0], "0101", [1, 1, 0, 0], "0011"]) is None
    with pytest.raises(bits.GridError) as dot:
        bits.grid_follows_rules(["0101", "01.0", "1010", "1010"])
    assert (dot.value.code, dot.value.r, dot.value.c) == ("empty", 1, 2)
    # A grid's shape is refused in the words of what is taken: any sequence of rows.
    for shape, said in [
        ("0101", "a grid is a sequence of rows, not one string"),
        (5, "a grid is a sequence of rows (a list of strings or of lists)"),
        ([5, 6], "each row is a string of 0s and 1s or a sequence of 0/1"),
    ]:
        with pytest.raises(bits.GridError) as shape_err:
            bits.grid_follows_rules(shape)  # type: ignore[arg-type]
        assert (shape_err.value.code, str(shape_err.value)) == ("shape", said)
    with pytest.raises(bits.FieldError) as f_err:
        bits.validate_uuid("nope")
    assert f_err.value.code == "uuid"
    with pytest.raises(bits.ProfileError):
        bits.binary_grid_puzzle("2026-11-21", "extreme")
    with pytest.raises(bits.FlipitError) as fl_err:
        flipit.Puzzle(70000)
    assert fl_err.value.code == "number-range"


def test_descriptor_error_points_at_the_broken_cell() -> None:
    d = bits.generate_descriptor("2026-11-21").to_dict()
    d["solution"] = ["111000", "000111", "110100", "001011", "101010", "010101"]
    with pytest.raises(bits.DescriptorError) as e:
        bits.Descriptor.from_dict(d)
    assert (e.value.code, e.value.r, e.value.c) == ("solution-rule", 0, 0)


def test_json_errors_name_the_field_a_dict_holds() -> None:
    # A dict is written as JSON for the reader; its line and column are of text the caller
    # never saw, so the path says where the problem is.
    d = bits.generate_descriptor("2026-11-21").to_dict()
    d["clues"][0]["c"] = "2"
    with pytest.raises(bits.DescriptorError, match=r"^JSON at `clues\[0\]\.c` \(line 1 column \d+\): expected a non-negative integer, found a string$"):
        bits.Descriptor.from_dict(d)
    # The place is said once, first, as the core says it.
    with pytest.raises(bits.BitsError, match=r"^submission JSON at line 1 column 2: expected a key in double quotes$"):
        bits.generate_descriptor("2026-11-21").validate_json("{x")


def test_dict_round_trips_and_tampering() -> None:
    for pid in ("2026-11-21", "practice-qa", "2016-02-29"):
        d = bits.generate_descriptor(pid)
        assert bits.Descriptor.from_dict(d.to_dict()) == d
        assert bits.Descriptor.from_json(json.dumps(d.to_dict())) == d
        assert bits.PublicView.from_dict(d.public().to_dict()) == d.public()
        for field, value in (("seed", d.seed ^ 1), ("puzzleId", "2026-11-22")):
            bad = d.to_dict()
            bad[field] = value
            with pytest.raises(bits.DescriptorError) as e:
                bits.Descriptor.from_dict(bad)
            assert e.value.code == "seed"
        extra = d.to_dict()
        extra["surprise"] = 1
        with pytest.raises(bits.DescriptorError) as e:
            bits.Descriptor.from_dict(extra)
        assert e.value.code == "json"
        hint_gone = d.public().to_dict()
        hint_gone["adjacencies"] = []
        hint_gone["clues"] = []
        with pytest.raises(bits.DescriptorError) as e:
            bits.PublicView.from_dict(hint_gone)
        assert e.value.code == "not-unique"
    with pytest.raises(bits.DescriptorError) as e:
        bits.Descriptor.from_dict({"a": {1, 2}})
    assert e.value.code == "json"
    # A derived field's wrong count is said as one, and a stored value quoted as stored
    # (past 2^32 it had been cut down, to read "is 41 but the solution gives 41").
    d = bits.generate_descriptor("2026-11-21")
    with pytest.raises(bits.DescriptorError) as e:
        bits.Descriptor.from_dict({**d.to_dict(), "columnTotals": []})
    assert (e.value.code, str(e.value)) == (
        "derived-count",
        "descriptor columnTotals has 0 entries but the solution gives 6",
    )
    over = [d.row_signatures[0] + 2**32, *d.row_signatures[1:]]
    with pytest.raises(bits.DescriptorError) as e:
        bits.Descriptor.from_dict({**d.to_dict(), "rowSignatures": over})
    assert e.value.code == "derived"
    assert str(e.value) == (
        f"descriptor rowSignatures[0] is {over[0]} but the solution gives {d.row_signatures[0]}"
    )


def test_rules_and_solver() -> None:
    good = ["0011", "0101", "1010", "1100"]
    assert bits.grid_follows_rules(good)
    assert bits.grid_follows_rules([[int(c) for c in row] for row in good])
    assert bits.check_grid(good) is None
    v = bits.check_grid(["0001", "0111", "1010", "1100"])
    assert v is not None and v["code"] == "triple" and (v["r"], v["c"]) == (0, 0)
    assert bits.check_grid(["0101", "0101", "1010", "1010"])["code"] == "duplicate"  # type: ignore[index]
    assert bits.check_grid(["0101", "0101", "1010", "1010"], distinct=False) is None
    empty = {"width": 4, "height": 4, "clues": [], "adjacencies": []}
    assert bits.count_solutions(empty, 1000)[0] == 72
    assert bits.count_solutions(json.dumps(empty))[0] == 2
    # Forty clues on 16x16 that no quick search settles (a shared vector): the search gives
    # up at its budget.
    vector = json.loads((VECTORS / "hostile_search.json").read_text())
    hostile, budget = vector["puzzle"], vector["budget"]
    with pytest.raises(bits.BitsError) as e:
        bits.count_solutions(hostile, max_nodes=budget)
    assert e.value.code == "search-budget"
    assert str(e.value) == vector["message"]
    with pytest.raises(bits.BitsError) as e:
        bits.count_solutions(hostile, max_nodes=0)
    assert e.value.code == "range"
    with pytest.raises(bits.BitsError) as e:
        bits.solve_puzzle(hostile, max_nodes=budget)
    assert e.value.code == "search-budget"
    assert str(e.value) == vector["message"]
    assert bits.solve_puzzle(empty) == {"solutions": 2, "solution": None, "rank": None}
    triple = dict(empty, clues=[{"r": 0, "c": c, "bit": 1} for c in range(3)])
    assert bits.solve_puzzle(triple) == {"solutions": 0, "solution": None, "rank": None}
    # Deduction settles a generated puzzle before any search: one node is budget enough,
    # where the search alone gives up.
    big = bits.generate_descriptor("practice-x", size=16, rank=3)
    report = {"solutions": 1, "solution": list(big.solution), "rank": 3}
    assert bits.solve_puzzle(big.public(), max_nodes=1) == report
    assert bits.solve_puzzle(big) == report
    with pytest.raises(bits.BitsError, match="gave up after 1 node without"):
        bits.count_solutions(big.public(), max_nodes=1)
    # A checked load of a public view with these clues refuses it as undecided.
    view = bits.generate_descriptor("practice-x", size=16, rank=1).public().to_dict()
    view["clues"], view["adjacencies"] = hostile["clues"], []
    with pytest.raises(bits.DescriptorError) as e:
        bits.PublicView.from_dict(view)
    assert e.value.code == "undecided"
    assert bits.count_solutions(empty, 1000, max_nodes=10_000)[0] == 72


def test_primitives_misc() -> None:
    assert bits.parse_date("2026-11-21") == (2026, 11, 21, 5)
    assert bits.date_range("2024-02-28", "2024-03-01") == ["2024-02-28", "2024-02-29", "2024-03-01"]
    assert bits.date_range("2024-03-01", "2024-02-28") == []
    with pytest.raises(bits.IdError) as over:
        bits.add_days("9999-12-31", 1)
    assert over.value.code == "year-range"
    assert str(over.value) == "9999-12-31 + 1 days is outside the years 0000-9999"
    assert bits.add_days("0000-01-01", 3_652_424) == "9999-12-31"
    # A date that is not YYYY-MM-DD says so; a puzzle id may also be a practice id.
    with pytest.raises(bits.IdError) as not_date:
        bits.parse_date("practice-x")
    assert not_date.value.code == "date-format"
    assert str(not_date.value) == "date must be YYYY-MM-DD; unexpected character at byte 0"
    with pytest.raises(bits.IdError) as not_id:
        bits.validate_puzzle_id("tomorrow")
    assert not_id.value.code == "format"
    # An empty practice seed is told apart from a bad first character.
    with pytest.raises(bits.IdError) as empty:
        bits.validate_puzzle_id("practice-")
    assert empty.value.code == "empty-seed"
    assert str(empty.value).startswith("practice seed is empty;")
    with pytest.raises(bits.IdError) as bad:
        bits.validate_puzzle_id("practice-!")
    assert bad.value.code == "practice-seed"
    assert bits.days_between("9999-12-31", "0000-01-01") == -3_652_424
    with pytest.raises(bits.IdError):
        bits.pt_date(float("nan"))
    r = bits.Mulberry32(1)
    assert r.below(0) == 0 and 0.0 <= r.next_f64() < 1.0
    # shuffle is the site's shuffleArray on a copy: Fisher-Yates from the end.
    for n in (0, 1, 2, 7, 52):
        items = [object() for _ in range(n)]
        before = list(items)
        got = bits.Mulberry32(1000 + n).shuffle(items)
        rng, want = bits.Mulberry32(1000 + n), list(items)
        for i in range(n - 1, 0, -1):
            j = rng.below(i + 1)
            want[i], want[j] = want[j], want[i]
        assert got == want and all(a is b for a, b in zip(got, want))
        assert items == before
    assert bits.Mulberry32(3).shuffle(("a", "b", "c")) == bits.Mulberry32(3).shuffle(["a", "b", "c"])
    with pytest.raises(TypeError):
        bits.Mulberry32(3).shuffle("abc")  # a string is a sequence of characters, not of items


def test_deduce_tells_each_step() -> None:
    d = bits.generate_descriptor("2026-11-21")
    pub = d.public()
    steps = bits.deduce(pub)
    assert steps and all(s["explanation"].endswith(".") for s in steps)
    # The first step is the one a hint on a fresh play state gives, in the same words.
    advice = bits.GridState(pub).hint()
    assert (steps[0]["r"], steps[0]["c"], steps[0]["explanation"]) == (advice.r, advice.c, advice.explanation)
    # Following every step fills the grid with the solution; each level is the technique's.
    grid = [list(row) for row in d.solution]
    filled = {(c.r, c.c) for c in d.clues} | {(s["r"], s["c"]) for s in steps}
    assert len(filled) == d.size * d.size
    assert all(grid[s["r"]][s["c"]] == str(s["value"]) for s in steps)
    assert max(s["level"] for s in steps) == d.difficulty_rank
    assert set(s["line"]["kind"] for s in steps) <= {"row", "column"}
    # Level-1 techniques stop short of this rank-3 puzzle; a descriptor is the same puzzle.
    assert d.difficulty_rank == 3 and len(bits.deduce(pub, 1)) < len(steps)
    assert bits.deduce(d) == steps
    # Plain JSON data, as the npm package's: evidence cells are [r, c] lists of ints.
    assert json.loads(json.dumps(steps)) == steps
    assert all(isinstance(e, list) and len(e) == 2 for s in steps for e in s["evidence"])


def test_threads_agree_with_serial() -> None:
    ids = bits.date_range("2026-01-01", "2026-02-28") + [f"practice-t{i}" for i in range(20)]
    serial = [bits.generate_descriptor(i).to_json() for i in ids]
    with ThreadPoolExecutor(max_workers=4) as pool:
        threaded = list(pool.map(lambda i: bits.generate_descriptor(i).to_json(), ids))
        loaded = list(pool.map(lambda s: bits.Descriptor.from_json(s).to_json(), serial))
        sets_json = list(pool.map(lambda i: bits.sets.generate(i).to_json(), ids[:20]))
    assert threaded == serial == loaded
    assert sets_json == [bits.sets.generate(i).to_json() for i in ids[:20]]


def test_heavy_calls_release_the_gil() -> None:
    """While one thread counts solutions, this thread runs too: with the GIL held during
    the count it could not, and no call would be entered."""
    empty10 = {"width": 10, "height": 10, "clues": [], "adjacencies": []}
    assert calls_entered(lambda: bits.count_solutions(empty10, 20_000), 2) >= 1


def test_the_gil_probe_sees_a_call_that_holds_the_gil() -> None:
    """The probe behind the GIL tests tells the two apart: sorting a list holds the GIL
    for the whole call, and no call lets the other thread in."""
    numbers = list(range(100_000, 0, -1))
    assert calls_entered(lambda: sorted(numbers), 3) == 0


def test_what_a_newcomers_trial_found() -> None:
    import pickle

    d = bits.generate_descriptor("2026-11-21")
    # Exceptions pickle (a worker process can send them back): their module is importable.
    with pytest.raises(bits.StateError) as e:
        bits.GridState(d).tap(99, 0)
    back = pickle.loads(pickle.dumps(e.value))
    assert type(back) is bits.StateError and str(back) == str(e.value)
    assert bits.StateError.__module__ == "bits._bits"
    # A ninth card is refused, not dropped.
    with pytest.raises(bits.SetsError) as cards:
        sets.evaluate([["red"]] * 9, "red")
    assert cards.value.code == "too-many-cards"
    # Negative indices are quoted as given, not shifted or wrapped.
    with pytest.raises(bits.StateError, match=r"^row index -1: an index cannot be negative$"):
        bits.GridState(d).tap(-1, 0)
    # A bad value before a bad cell, in the core's order, as JavaScript and C judge them.
    with pytest.raises(bits.StateError, match=r"^2 is not 0, 1 or empty$") as value:
        bits.GridState(d).set(-1, 3, 2)
    assert value.value.code == "value"
    with pytest.raises(bits.StateError, match=r"^column index -2: an index cannot be negative$"):
        bits.GridState(d).tap(0, -2)
    with pytest.raises(bits.StateError, match=r"^row index -1: an index cannot be negative$") as line:
        bits.GridState(d).lock("row", -1)
    assert line.value.line == ("row", -1)
    with pytest.raises(bits.FlipitError, match=r"^cell -1 does not exist; cells are 0-15$"):
        flipit.apply_clicks(0, [-1])
    with pytest.raises(bits.FlipitError, match=r"^cell 1180591620717411303424 does not exist"):
        flipit.apply_clicks(0, [2**70])
    with pytest.raises(TypeError):
        flipit.apply_clicks(0, [True])
    # A list's first fault is named, in every binding: the repeat before the missing cell.
    clicks = [6, 11, 9, 4, 1, 9, 11, 7, 4, 2, 8, 11, 13, 1, 0, 0, 1, 5, 255]
    with pytest.raises(bits.FlipitError, match=r"^cell 9 is listed twice"):
        flipit.apply_clicks(35739, clicks)
    with pytest.raises(bits.FlipitError, match=r"^cell 255 does not exist"):
        flipit.apply_clicks(35739, [6, 255, 6])
    with pytest.raises(TypeError):
        flipit.Game(flipit.Puzzle(0)).click(True)
    # Seeds of any size are taken modulo 2^32 exactly.
    big, small = bits.Mulberry32(2**200 + 5), bits.Mulberry32(5)
    assert [big.next_u32() for _ in range(3)] == [small.next_u32() for _ in range(3)]
    # The cards are judged before the answer, as in C and JavaScript.
    with pytest.raises(bits.SetsError) as first:
        sets.evaluate([["red"]] * 9, "red (")
    assert first.value.code == "too-many-cards"
    # And the count before any card, as there: a bad eleventh card is not what is named.
    with pytest.raises(bits.SetsError, match=r"^11 cards given; at most 8 are dealt$"):
        sets.evaluate([8, 2, 4, 12, 13, 10, 13, 9, 4, 0, 17], "red")
    # Bools are not numbers here; negative or enormous numbers are BitsErrors, not OverflowError.
    refused: tuple[Callable[[], Any], ...] = (
        lambda: bits.Mulberry32(True),
        lambda: bits.add_days("2026-11-24", True),
        lambda: bits.validate_time_ms(True),
        lambda: bits.generate_descriptor("2026-11-21", size=True),
    )
    for call in refused:
        with pytest.raises(TypeError):
            call()
    out_of_range: tuple[tuple[Callable[[], Any], type[bits.BitsError]], ...] = (
        (lambda: bits.GridState(d, history_limit=-1), bits.StateError),
        (lambda: bits.GridState(d).set_history_limit(-1), bits.StateError),
        (lambda: bits.count_solutions(d, limit=0), bits.BitsError),
        (lambda: bits.deduce(d, max_level=-1), bits.BitsError),
        (lambda: bits.deduce(d, max_level=0), bits.BitsError),
        (lambda: bits.deduce(d, max_level=4), bits.BitsError),
        (lambda: bits.generate_descriptor("2026-11-21", size=-2), bits.GenerateError),
        (lambda: bits.generate_descriptor("2026-11-21", clues=(-1, 5)), bits.GenerateError),
        (lambda: bits.Mulberry32(1).below(-5), bits.BitsError),
        (lambda: bits.add_days("2026-11-24", 2**70), bits.IdError),
    )
    for bad, error in out_of_range:
        with pytest.raises(error) as caught:
            bad()
        assert type(caught.value) is error
    # Option numbers have C's uint32_t bounds (JavaScript's too): a wide range is the core's
    # to judge, and within a grid's counts it changes nothing.
    wide = bits.generate_descriptor("2026-11-21", clues=(0, 100000), hints=[0, 2**32 - 1])
    assert wide.to_json() == bits.generate_descriptor("2026-11-21", clues=(0, 36), hints=(0, 60)).to_json()
    with pytest.raises(bits.GenerateError, match=f"^clues maximum {2**32} is not from 0 to {2**32 - 1}$"):
        bits.generate_descriptor("2026-11-21", clues=(0, 2**32))
    # A range is a (min, max) pair: anything else is a TypeError saying so.
    not_pairs: tuple[Any, ...] = ((0, 5, 6), (5,), [], "05", {0: 1, 1: 2}, 5)
    for not_pair in not_pairs:
        with pytest.raises(TypeError, match="^clues is a \\(min, max\\) pair of ints$"):
            bits.generate_descriptor("2026-11-21", clues=not_pair)
    # Anything with __index__ is an int, as in Python's own indexing; messages quote
    # numbers of any size exactly.
    class Three:
        def __index__(self) -> int:
            return 3

    assert flipit.apply_clicks(0, [Three()]) == flipit.apply_clicks(0, [3])
    with pytest.raises(bits.FlipitError, match=f"^cell {2**200} does not exist"):
        flipit.apply_clicks(0, [2**200])
    with pytest.raises(bits.IdError, match=f"^2026-11-24 \\+ {2**200} days"):
        bits.add_days("2026-11-24", 2**200)
    with pytest.raises(bits.BitsError, match=f"^n {-(2**200)} is not from 0 to"):
        bits.Mulberry32(1).below(-(2**200))
    import sys

    bits.GridState(d, history_limit=sys.maxsize).set_history_limit(2**200)
    # A far timestamp's date cannot be written as YYYY-MM-DD: refused, not written wrong.
    with pytest.raises(bits.IdError) as far:
        bits.utc_date(8.64e15)
    assert far.value.code == "year"
    # An over-long id is an id, with the id's own error.
    with pytest.raises(bits.IdError) as long_id:
        bits.GridState("practice-" + "a" * 70)
    assert long_id.value.code == "too-long"
    # A seed is taken modulo 2^32, as the site's `>>> 0` does.
    a, b = bits.Mulberry32(-1), bits.Mulberry32(2**32 - 1)
    assert [a.next_u32() for _ in range(3)] == [b.next_u32() for _ in range(3)]
    # A deep copy is an independent play state, as a copy is.
    import copy

    s = bits.GridState(d)
    deep = copy.deepcopy(s)
    deep.tap(*next((c.r, c.c) for c in deep.cells() if not c.is_clue))
    assert deep.to_json() != s.to_json()
    # A puzzle id is a puzzle wherever one is taken.
    assert bits.count_solutions("2026-11-21") == bits.count_solutions(d)
    assert bits.deduction_rank("2026-11-21") == d.difficulty_rank
    assert bits.deduce("2026-11-21") == bits.deduce(d)


def test_what_a_qa_trial_found() -> None:
    d = bits.generate_descriptor("2026-11-21")
    # Lone surrogates: hashed over UTF-16 code units as the site's JavaScript does; refused
    # as a typed error wherever text must be read.
    assert bits.hash_string("\ud800") == 55296
    assert bits.hash_string("a\udc00b") == (((97 * 31 + 0xDC00) * 31 + 98) & 0xFFFFFFFF)
    assert bits.fnv1a32("\ud800") == ((0x811C9DC5 ^ 0xD800) * 0x01000193) % 2**32 == 75617567
    assert bits.hash_string("héllo ✓") == bits.hash_string("héllo ✓".encode().decode())
    for call in (
        lambda: bits.generate_descriptor("\ud800"),
        lambda: bits.GridState("\ud800"),
        lambda: d.validate_json("\ud800"),
        lambda: bits.parse_date("2026-11-2\udfff"),
        lambda: sets.parse_answer("red \ud800"),
        lambda: bits.check_grid(["10101\ud800"] * 6),
        lambda: bits.Descriptor.from_dict({"puzzleId": "\ud800"}),
        lambda: bits.GridState("2026-11-21").restore("\ud800"),
        lambda: flipit.number_from_pattern(["\ud800"] * 4),
        lambda: sets.evaluate([["\ud800"]], "red"),
    ):
        with pytest.raises(bits.BitsError) as e:
            call()
        assert e.value.code == "surrogate", e.value
    with pytest.raises(bits.BitsError, match="at position 9"):
        bits.generate_descriptor("2026-11-2\ud800")
    # Keyword names as the stubs spell them.
    assert bits.days_between(first="2026-01-01", last="2026-01-03") == 2
    # A Sets error that is not a parse error has no place, rather than no attribute.
    with pytest.raises(bits.SetsError) as colour:
        sets.evaluate([["purple"]], "red")
    assert colour.value.at is None and colour.value.len is None and colour.value.token is None
    assert str(colour.value) == 'card 0 has unknown colour "purple"'
    # Indices 0-15 are cards too, in C's sentence when they are not; anything else is a type error.
    with pytest.raises(bits.SetsError) as index:
        sets.evaluate([3, 16], "red")
    assert (index.value.code, str(index.value)) == ("card", "card 1 is 16, not an index 0–15")
    with pytest.raises(bits.SetsError, match=r"card 0 is -1, not"):
        sets.evaluate([-1], "red")
    with pytest.raises(bits.SetsError, match=r"card 0 is 1000000000000000000000, not"):
        sets.evaluate([10**21], "red")
    # A puzzle's cards as to_dict gives them, as JavaScript takes a puzzle's cards.
    puzzle = sets.generate("2026-11-21").to_dict()
    by_dict = sets.evaluate(puzzle["cards"], "blue")
    assert by_dict == sets.evaluate([c["colors"] for c in puzzle["cards"]], "blue")
    for odd in (True, "red", 1.0, None, {"colours": ["red"]}):
        with pytest.raises(TypeError, match="card 0 is neither"):
            sets.evaluate([odd], "red")  # type: ignore[list-item]
    # Numbers past every type are typed errors quoted as given.
    for far in (10**400, -(10**400)):
        with pytest.raises(bits.IdError):
            bits.pt_date(far)
        with pytest.raises(bits.IdError):
            bits.utc_date(far)
        with pytest.raises(bits.IdError):
            bits.GridState(d).resume(far)
    with pytest.raises(bits.StateError, match=f"^{10**40} is not 0, 1 or empty"):
        bits.GridState(d).set(0, 0, 10**40)
    with pytest.raises(bits.FlipitError, match="^puzzle number is out of range"):
        flipit.solve(10**30)
    with pytest.raises(bits.FlipitError, match="^puzzle number 70000 is out of range"):
        flipit.solve(70000)
    # Descriptors and views pickle (a process pool can return them) and copy; verdicts
    # compare by value.
    import copy
    import pickle

    for obj in (d, d.public()):
        back = pickle.loads(pickle.dumps(obj))
        assert back == obj and type(back) is type(obj) and back.to_json() == obj.to_json()
        assert copy.deepcopy(obj) == obj
    good = {"grid": [[int(x) for x in row] for row in d.solution], "timeMs": 5000}
    assert d.validate(good) == d.validate(good) and d.validate(good) != d.validate({})
    assert hash(d.validate(good)) == hash(d.validate(good)) and len({d.validate({}), d.validate({})}) == 1
    # Sets JSON errors: malformed JSON is `json` as everywhere, a bad table says why.
    for text, code in (
        ("{", "json"),
        ('{"cards":[{"colors":["red"]},{"colors":["red"]}],"dice":[{"type":"color","value":"red"}],"goal":1}', "duplicate-card"),
    ):
        with pytest.raises(bits.SetsError) as bad_table:
            sets.Table.from_json(text)
        assert bad_table.value.code == code
    # A deal holds distinct cards, as in C and JavaScript: a repeat is refused.
    with pytest.raises(bits.SetsError) as dup:
        sets.evaluate([["red"], ["red", "blue"], ["red"]], "red")
    assert dup.value.code == "duplicate-card"


def test_submission_text_is_read_as_javascript_and_c_read_it() -> None:
    d = bits.generate_descriptor("2026-11-21")
    grid = '{"grid":[[1,0,1,0,0,1],[1,1,0,1,0,0],[0,1,0,1,1,0],[0,0,1,0,1,1],[1,0,1,1,0,0],[0,1,0,0,1,1]],'
    with pytest.raises(bits.BitsError) as e:
        d.validate_json(grid + '"timeMs":5000,"x":"\\ud800"}')
    assert e.value.code == "json"
    assert str(e.value) == "submission JSON at line 1 column 120: lone leading surrogate in a \\u escape"
    assert d.validate_json(grid + '"timeMs":1e400}').code == "time"
    assert d.validate_json(grid + '"timeMs":5e3}').valid


def test_a_callers_mapping_raising_is_passed_on_not_judged() -> None:
    import collections.abc

    d = bits.generate_descriptor("2026-11-21")
    p = bits.binary_grid_puzzle("2026-11-21", "hard")

    class Sub(collections.abc.Mapping[str, Any]):
        def __init__(self, good: list[str], raises: BaseException | None, missing: str = "") -> None:
            self.good, self.raises, self.missing = good, raises, missing

        def __getitem__(self, k: str) -> Any:
            if self.raises is not None:
                raise self.raises
            if k == self.missing:
                raise KeyError(k)
            grid = [[int(ch) for ch in row] for row in self.good]
            return {"grid": grid, "timeMs": 5000}[k]

        def __iter__(self) -> Any:
            return iter(("grid", "timeMs"))

        def __len__(self) -> int:
            return 2

    calls: list[tuple[Callable[[Any], bits.Verdict], list[str]]] = [
        (d.validate, d.solution),
        (p.validate, p.solution),
        (lambda s: bits.validate_submission(d, s), d.solution),
    ]
    for call, good in calls:
        for exc in (KeyboardInterrupt(), MemoryError(), RuntimeError("store lost")):
            with pytest.raises(type(exc)):
                call(Sub(good, exc))
        # "No such field" is still a rejection, and a whole mapping a verdict.
        assert call(Sub(good, None, missing="timeMs")).code == "time"
        assert call(Sub(good, None, missing="grid")).code == "shape"
        assert call(Sub(good, None)).valid


def test_huge_ints_are_out_of_range_not_infinite() -> None:
    for ms in (2**1024, -(2**1024), 10**400):
        with pytest.raises(bits.FieldError) as e:
            bits.validate_time_ms(ms)
        assert e.value.code == "time-out-of-range"
    d = bits.generate_descriptor("2026-11-21")
    good = [[int(ch) for ch in row] for row in d.solution]
    huge = d.validate({"grid": good, "timeMs": 2**1024})
    assert huge.code == "time" and "finite" not in (huge.message or "")
    assert d.validate({"grid": good, "timeMs": float("inf")}).message == (
        "The time must be a finite number of milliseconds"
    )


def test_option_pairs_are_any_sequence() -> None:
    import collections

    want = bits.generate_descriptor("practice-9", clues=[9, 11], hints=[8, 10]).to_json()
    for clues, hints in (
        (range(9, 12, 2), collections.deque([8, 10])),
        ((9, 11), range(8, 11, 2)),
    ):
        assert bits.generate_descriptor("practice-9", clues=clues, hints=hints).to_json() == want
    for bad in ("9,11", b"\x09\x0b", 9, [9], [9, 10, 11], range(10**12), range(10**20)):
        with pytest.raises(TypeError, match="clues is a \\(min, max\\) pair of ints"):
            bits.generate_descriptor("practice-9", clues=bad)  # type: ignore[arg-type]


def test_inputs_typed_as_the_binding_takes_them() -> None:
    """Mappings, sequences and `__index__` objects, where the stubs take them (mypy checks
    this file, so a stub that refused them would fail the type check)."""
    import collections
    import types

    class Idx:
        def __init__(self, i: int) -> None:
            self.i = i

        def __index__(self) -> int:
            return self.i

    d = bits.generate_descriptor("2026-11-21")
    view = types.MappingProxyType(d.public().to_dict())
    assert bits.PublicView.from_dict(view) == d.public()
    assert bits.GridState(view).to_json() == bits.GridState(d.public()).to_json()
    s = bits.GridState(d)
    s.tap(Idx(0), Idx(0))
    assert s.value(0, 0) == 0
    assert bits.add_days("2026-11-21", Idx(2)) == "2026-11-23"
    assert flipit.apply_clicks(0, collections.deque([Idx(1), 2])) == flipit.apply_clicks(0, [1, 2])
    # Bytes and text are sequences of bytes and characters, not of cells.
    for cells in (b"\x01\x02", "12"):
        with pytest.raises(TypeError, match="cells is a sequence"):
            flipit.apply_clicks(0, cells)  # type: ignore[arg-type]


def test_arguments_of_the_wrong_type_are_type_errors() -> None:
    calls: list[Callable[[Any], object]] = [
        bits.GridState,
        bits.count_solutions,
        bits.solve_puzzle,
        bits.deduce,
        bits.deduction_rank,
        bits.Descriptor.from_dict,
        bits.PublicView.from_dict,
        flipit.Puzzle.from_dict,
        sets.Table.from_dict,
        lambda v: bits.GridState.from_json("2026-11-21", v),
    ]
    for call in calls:
        for v in (None, 42, object(), [1, 2], memoryview(b"2026-11-21")):
            with pytest.raises(TypeError) as e:
                call(v)
            assert type(v).__name__ in str(e.value)
    # A mapping holding what JSON cannot write is still the engine's own refusal.
    with pytest.raises(bits.DescriptorError) as bad:
        bits.count_solutions({"width": 4, "height": 4, "clues": {1, 2}})
    assert bad.value.code == "json"
    # Mappings other than dict are read as dicts.
    d = bits.generate_descriptor("2026-11-21")
    view = bits.PublicView.from_dict(types_mapping(d.public().to_dict()))
    assert view == d.public()


def types_mapping(d: dict[str, Any]) -> Any:
    import types

    return types.MappingProxyType(d)


def test_an_entry_carried_to_another_id_is_refused() -> None:
    d = bits.generate_descriptor("2026-11-21")
    seed = bits.hash_string("bits:2026-11-22")
    seeds = {"puzzleId": "2026-11-22", "seed": seed, "rowOrderSeed": seed ^ 0xA3F1C6B7,
             "clueSeed": bits.hash_string(f"{seed}:clues")}
    for load, entry in ((bits.Descriptor.from_dict, d.to_dict()), (bits.PublicView.from_dict, d.public().to_dict())):
        with pytest.raises(bits.DescriptorError) as e:
            load(entry | seeds)
        assert (e.value.code, e.value.kind) == ("not-drawn", "NotDrawn")


def test_huge_sequences_are_refused_at_once_not_read() -> None:
    """A sequence read where JSON would be is held to what 1 MiB of JSON can hold, as the
    text is: `range(10**18)` had aborted the process allocating its list, and a list of
    10**7 rows took seconds to read before its verdict. A shuffle takes any list; one that
    cannot be allocated is a MemoryError, as Python's own list() gives."""
    d = bits.generate_descriptor("2026-11-21")
    huge = range(10**18)
    # Rows each under the bound add up past it: the bound is the grid's, as the text's is.
    row = [0] * (1 << 18)
    calls: list[Callable[[], object]] = [
        lambda: d.validate({"grid": huge, "timeMs": 95_000}),
        lambda: d.validate({"grid": range(10**20), "timeMs": 95_000}),
        lambda: d.validate({"grid": [row] * 3, "timeMs": 95_000}),
        lambda: bits.grid_follows_rules([row] * 3),
        lambda: d.validate({"grid": [huge], "timeMs": 95_000}),
        lambda: d.validate({"grid": [0] * ((1 << 19) + 1), "timeMs": 95_000}),
        lambda: bits.grid_follows_rules(huge),  # type: ignore[arg-type]
        lambda: bits.binary_grid_puzzle("2026-11-21", "hard").validate({"grid": huge, "timeMs": 1}),
        lambda: flipit.apply_clicks(0, huge),
    ]
    for call in calls:
        with pytest.raises(bits.BitsError) as e:
            call()
        assert e.value.code == "json", e.value
        assert "than JSON of 1 MiB can hold" in str(e.value)
    # Short rows past the shared bound: the message is about the grid's items in all, not
    # the row that met the bound ("a sequence of 6 items is longer than … can hold").
    for many_rows in ([[0] * 6] * 100_000, [row] * 3):
        for call in (lambda: d.validate({"grid": many_rows, "timeMs": 95_000}),
                     lambda: bits.check_grid(many_rows)):
            with pytest.raises(bits.BitsError) as e:
                call()
            assert e.value.code == "json", e.value
            assert str(e.value) == (
                "the sequences of this value hold more than 524288 items in all, "
                "more than JSON of 1 MiB can hold"
            ), e.value
    with pytest.raises(MemoryError):
        bits.Mulberry32(1).shuffle(huge)
    # A dict written as JSON is measured as a whole before it is written: one value held
    # many times had been written out as gigabytes before the core refused the text. The
    # error is the call's own class, whichever sequence it is.
    base = {"width": 6, "height": 6, "clues": [], "adjacencies": []}
    state = bits.GridState("2026-11-21")
    save = state.to_dict()
    count, descriptor = bits.count_solutions, bits.Descriptor.from_dict
    refusals: list[tuple[Callable[[], object], type[bits.BitsError]]] = [
        (lambda: descriptor({**d.to_dict(), "clues": huge}), bits.DescriptorError),
        (lambda: count({**base, "clues": [range(2**19)] * 100}), bits.DescriptorError),
        (lambda: count({**base, "clues": [[0] * 10**6] * 40}), bits.DescriptorError),
        (lambda: count({**base, "clues": [0] * 10**7}), bits.DescriptorError),
        (lambda: count({**base, "x": "x" * (1 << 20)}), bits.DescriptorError),
        (lambda: state.restore({**save, "cells": [range(2**19)] * 40}), bits.StateError),
        (lambda: state.restore({**save, "cells": range(10**7)}), bits.StateError),
        (lambda: state.restore({**save, "cells": [0] * 10**7}), bits.StateError),
    ]
    for call, cls in refusals:
        with pytest.raises(cls) as e:
            call()
        assert e.value.code == "json", e.value
        assert "written as JSON would be over the 1 MiB" in str(e.value), e.value
    nested: list[object] = []
    for _ in range(200):
        nested = [nested]
    with pytest.raises(bits.DescriptorError) as e:
        bits.count_solutions({**base, "clues": nested})
    assert e.value.code == "json" and "nested more than 127 deep" in str(e.value)
    # The measure is a lower bound: whatever the shape, a dict whose JSON fits is written
    # out and judged by the core for what it holds (here a field it does not know).
    def size(value: object) -> int:
        return len(json.dumps({**base, "x": value}, ensure_ascii=False, default=list).encode())

    def fits(make: Callable[[int], object]) -> None:
        # Each item adds the same bytes: the most items whose JSON is within 1 MiB.
        step = size(make(2)) - size(make(1))
        lo = 1 + ((1 << 20) - size(make(1))) // step
        assert size(make(lo)) <= 1 << 20 < size(make(lo + 1))
        with pytest.raises(bits.DescriptorError) as e:
            bits.count_solutions({**base, "x": make(lo)})
        assert "unknown field `x`" in str(e.value), (lo, e.value)
        with pytest.raises(bits.DescriptorError) as e:
            bits.count_solutions({**base, "x": make(lo + 1)})
        assert e.value.code == "json" and "1 MiB" in str(e.value), (lo + 1, e.value)

    fits(lambda n: "x" * n)
    fits(lambda n: "é" * n)
    fits(lambda n: [0] * n)
    fits(lambda n: [[0]] * n)
    fits(lambda n: [[]] * n)
    fits(lambda n: [{"a": None}] * n)
    fits(lambda n: [{}] * n)
    fits(lambda n: {f"{i:07}": [True] for i in range(n)})
    fits(lambda n: [range(1)] * n)

    # A mapping is measured by its length before it is read, as a sequence is.
    class Endless(Mapping[str, int]):
        def __getitem__(self, key: str) -> int:
            return 0

        def __len__(self) -> int:
            return 10**12

        def __iter__(self) -> Iterator[str]:
            return (str(i) for i in itertools.count())

    with pytest.raises(bits.DescriptorError) as e:
        count({**base, "x": Endless()})
    assert "written as JSON would be over the 1 MiB" in str(e.value)

    # A caller's value is asked once, however often it is met: what is written is what
    # was measured.
    asked = []

    class Seven:
        def __index__(self) -> int:
            asked.append(1)
            return 7 if len(asked) == 1 else 10**9

    seven = Seven()
    with pytest.raises(bits.DescriptorError) as e:
        count({**base, "x": [seven, seven, [seven]]})
    assert "unknown field `x`" in str(e.value) and len(asked) == 1, (e.value, asked)
    assert state.to_dict() == save
    # Up to the bound a sequence is read as before.
    rows = [[int(c) for c in row] for row in d.solution]
    assert d.validate({"grid": range(0), "timeMs": 95_000}).code == "shape"
    assert d.validate({"grid": rows, "timeMs": 95_000}).ok


def on_the_smallest_thread_stack(body: str) -> str:
    """Runs `body`, which defines `run()` filling the list `out`, in a fresh process, with
    `run` on a thread with the smallest stack Python allows (32 KiB); what `out` holds
    then, printed."""
    import subprocess
    import sys

    script = (
        "import threading, bits, bits.flipit, bits.sets\n"
        "threading.stack_size(32 * 1024)\n"
        "out = []\n" + body + "\n"
        "t = threading.Thread(target=run)\n"
        "t.start()\n"
        "t.join()\n"
        "print(out)\n"
    )
    p = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, (p.returncode, p.stderr)
    return p.stdout.strip()


def test_first_6x6_puzzle_on_the_smallest_thread_stack() -> None:
    """The first 6×6 puzzle of a process builds the grid catalog; its 18.7 KB of sets sat
    on the calling thread's stack, and a thread with the smallest stack Python allows
    (32 KiB) crashed the interpreter there. A fresh process, so the catalog is not built
    yet; 6×6 work (generate, count, load, hint) then runs on 32 KiB."""
    body = """
def run():
    d = bits.generate_descriptor("2026-11-21")
    n, _ = bits.count_solutions({"width": 6, "height": 6, "clues": [], "adjacencies": []})
    again = bits.Descriptor.from_json(d.to_json())
    out.append((d.puzzle_id, n, again == d, bits.GridState(d).hint().kind))
"""
    assert on_the_smallest_thread_stack(body) == "[('2026-11-21', 2, True, 'step')]"


def test_deep_json_on_the_smallest_thread_stack() -> None:
    """Every JSON reader refuses nesting past 127 levels; it read arrays and objects by
    recursion, and on a 32 KiB thread nesting of about 100 overflowed the stack first and
    killed the interpreter (SIGSEGV). Each reader, at the deepest nesting it takes and one
    past it, as text and as a dict; the catalog is built first on the main thread."""
    body = """
d = bits.generate_descriptor("2026-11-21")
def deep(n):
    return "[" * n + "]" * n
def nested_dict(n):
    v = {}
    for _ in range(n - 1):
        v = {"a": v}
    return v
def run():
    for n in (126, 127, 128):
        calls = [
            lambda: d.validate_json('{"grid":' + deep(n - 1) + ',"timeMs":5000}').code,
            lambda: bits.Descriptor.from_json(deep(n)),
            lambda: bits.Descriptor.from_dict(nested_dict(n)),
            lambda: bits.PublicView.from_json('{"a":' * n + '1' + '}' * n),
            lambda: bits.GridState.from_json(d, '{"x":' + deep(n - 1) + '}'),
            lambda: bits.sets.Table.from_json(deep(n)),
            lambda: bits.flipit.Game.from_json(deep(n)),
        ]
        for call in calls:
            try:
                out.append(call())
            except Exception as e:
                out.append((type(e).__name__, "nested more than 127 deep" in str(e)))
"""
    # Up to 127 levels each reader gets to the shape (a `shape` verdict, or its own error
    # for a shape it does not take); at 128 each one refuses the nesting.
    errors = ["DescriptorError"] * 3 + ["StateError", "SetsError", "FlipitError"]
    read = ["shape"] + [(e, False) for e in errors]
    refused = [("BitsError", True)] + [(e, True) for e in errors]
    assert on_the_smallest_thread_stack(body) == str(read + read + refused)
