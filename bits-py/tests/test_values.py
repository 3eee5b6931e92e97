"""What a Python caller expects of the results: they pickle (a process pool sends them
back), compare and hash by value, give way to other types in `==`, and take any integer
type Python's own indexing takes."""

from __future__ import annotations

import copy
import datetime
import json
import pickle
from concurrent.futures import ProcessPoolExecutor
from collections import UserString, deque
from collections.abc import Callable, Sequence
from pathlib import Path
from types import MappingProxyType
from typing import Any, Union, overload
from unittest.mock import ANY

import pytest

import bits
from bits import _bits, flipit, sets, wordle

ROOT = Path(__file__).resolve().parents[2]
TREE = (ROOT / "bits" / "data" / "wordle" / "lookup_lants.bin").read_bytes()


class Index:
    """An integer type of the caller's own, as NumPy's are: not an `int`, but `__index__`."""

    def __init__(self, value: int) -> None:
        self.value = value

    def __index__(self) -> int:
        return self.value


class Interrupting:
    """An `__index__` that raises: its error must reach the caller unchanged."""

    def __index__(self) -> int:
        raise KeyboardInterrupt


def ix(value: int) -> Any:
    """An `Index`, typed as what the stub's `int` parameters take at run time."""
    return Index(value)


def interrupting() -> Any:
    return Interrupting()


def solved_submission(d: bits.Descriptor, cell: Any = int) -> dict[str, Any]:
    return {"grid": [[cell(int(ch)) for ch in row] for row in d.solution], "timeMs": 64321}


def values() -> list[Any]:
    """One of every value class, each built the way a caller gets it."""
    d = bits.generate_descriptor("2026-11-21")
    tree = wordle.Tree(TREE)
    state = bits.GridState(d)
    state.tap(0, 0)
    return [
        d,
        d.public(),
        d.clues[0],
        d.adjacencies[0],
        d.validate(solved_submission(d)),
        d.validate({"grid": [[1]], "timeMs": 5000}),
        d.validate({"grid": [], "timeMs": 5000}),
        bits.binary_grid_puzzle("2026-11-21", "hard"),
        sets.generate("2026-11-21"),
        sets.generate("2026-11-21").table,
        flipit.daily("2026-11-21"),
        flipit.Puzzle(1234),
        _bits.WordleFeedback("byygb"),
        _bits.WordleStep("crane", 36),
        tree,
        tree.evaluate(["crane", "fills", "lants", "xylyl"]),
        # What a play state reports: a worker driving one can send these back.
        state.cells()[0],
        state.cells()[4],
        state.line_report("column", 2),
        state.hint(),
        bits.GridState(d).hint(),
        state.restore(state.to_json()),
        state.restore(bits.GridState("2026-11-22").to_json()),
    ]


@pytest.mark.parametrize("value", values(), ids=lambda v: type(v).__name__)
def test_values_pickle_copy_compare_and_hash_by_value(value: Any) -> None:
    for other in (
        pickle.loads(pickle.dumps(value)),
        copy.copy(value),
        copy.deepcopy(value),
    ):
        assert type(other) is type(value)
        assert other == value and not (other != value)
        assert hash(other) == hash(value)
        assert repr(other) == repr(value)
    assert len({value, pickle.loads(pickle.dumps(value))}) == 1
    # Another type gets `NotImplemented`, so Python asks it: `mock.ANY` matches.
    assert value == ANY and [value] == [ANY]
    assert value != object() and value != repr(value)


def test_pickles_keep_every_field() -> None:
    d = bits.generate_descriptor("2026-11-21")
    rejected = d.validate({"grid": [[0] * 6 for _ in range(6)], "timeMs": 64321})
    back = pickle.loads(pickle.dumps(rejected))
    assert (back.code, back.message, back.r, back.c) == (
        rejected.code,
        rejected.message,
        rejected.r,
        rejected.c,
    )
    assert back.to_json() == rejected.to_json()
    accepted = pickle.loads(pickle.dumps(d.validate(solved_submission(d))))
    assert (accepted.time_ms, accepted.date_key) == (64321, "2026-11-21")
    info = bits.binary_grid_puzzle("2026-11-21", "medium")
    assert pickle.loads(pickle.dumps(info)).solution == info.solution
    stats = wordle.Tree(TREE).evaluate(["crane", "fills"])
    assert pickle.loads(pickle.dumps(stats)).to_dict() == stats.to_dict()


def test_a_forged_pickle_is_refused_with_a_typed_error() -> None:
    with pytest.raises(bits.BitsError, match="no rejection code"):
        getattr(bits.Verdict, "_unpickle")((False, "bogus", "m", None, None))
    with pytest.raises(bits.BitsError, match="histogram"):
        getattr(_bits.WordleStats, "_unpickle")((1, 1, 1, [1], []))
    # Counts that no walk gives: more failures than words, a wrong total or max, a word
    # solved in 0 guesses, a failure that is no word.
    stats = wordle.Tree(TREE).evaluate(["crane", "fills", "qqqqq"])
    fields = getattr(stats, "__reduce__")()[1][0]
    assert getattr(_bits.WordleStats, "_unpickle")(fields).to_dict() == stats.to_dict()
    words, total, most, hist, failures = fields
    for bad in [
        (0, 5, 3, [0] * 17, [1, 2]),
        (words, total + 1, most, hist, failures),
        (words, total, most + 1, hist, failures),
        (words + 1, total, most, [1] + list(hist[1:]), failures),
        (words, total, most, hist, [0xFFFF_FFFF]),
    ]:
        with pytest.raises(bits.BitsError, match="not one of WordleStats") as e:
            getattr(_bits.WordleStats, "_unpickle")(bad)
        assert e.value.code == "value"
    with pytest.raises(wordle.PlutError):
        pickle.loads(pickle.dumps(wordle.Tree(TREE)).replace(b"PLUT", b"PLUX"))
    forged: list[tuple[type, tuple[Any, ...], str]] = [
        (bits.Cell, (0, 0, 2, False, False, "ok"), "no play state has such a cell"),
        (bits.Cell, (0, 0, None, False, False, "wrong"), "status"),
        (bits.Cell, (0, 0, None, True, False, "typo"), "no play state has such a cell"),
        (bits.Cell, (0, 0, 1, False, False, "unknown"), "no play state has such a cell"),
        (bits.Cell, (0, 0, None, False, True, "unknown"), "no play state has such a cell"),
        (bits.Cell, (16, 0, 1, False, False, "ok"), "no play state has such a cell"),
        (bits.LineReport, ("row", 16, True, True, True, None, True), "no grid has a line"),
        (bits.Advice, ("step", 0, 0, 1, "guess", [], "x"), "technique"),
        (bits.Advice, ("step", None, None, None, None, [], "x"), "a step has a cell"),
        (bits.Advice, ("step", 0, 0, 2, "pair", [], "x"), "a step has a cell"),
        (bits.Advice, ("mistake", 0, 0, 1, "pair", [(0, 0)], "x"), "a mistake has no value"),
        (bits.Advice, ("mistake", 0, None, None, None, [], "x"), "a mistake has no value"),
        (bits.Restored, (True, "2026-11-22"), "resumed"),
        (bits.Restored, (False, None), "discarded"),
    ]
    for cls, fields, words in forged:
        with pytest.raises(bits.BitsError, match=words) as e:
            getattr(cls, "_unpickle")(fields)
        assert e.value.code == "value"
    for cls, fields in [
        (bits.LineReport, ("diagonal", 0, True, True, True, None, True)),
        (bits.Advice, ("hunch", 0, 0, 1, None, [], "x")),
    ]:
        with pytest.raises(bits.BitsError, match="diagonal|hunch"):
            getattr(cls, "_unpickle")(fields)
    # What a report derives is derived again, not taken from the pickle.
    unbalanced = getattr(bits.LineReport, "_unpickle")(("row", 0, False, True, True, None, True))
    assert not unbalanced.clean


def test_a_play_state_says_how_to_send_it_instead_of_pickling() -> None:
    state = bits.GridState("2026-11-21")
    state.tap(0, 0)
    with pytest.raises(TypeError, match=r"to_json\(now_ms\).*GridState.from_json"):
        pickle.dumps(state)
    # What the message offers works, and the copies it names are whole.
    back = bits.GridState.from_json("2026-11-21", state.to_json(5000))
    assert back.to_json() == state.to_json(5000)
    assert copy.deepcopy(state).can_undo and copy.copy(state).can_undo


def test_stateful_objects_copy_to_independent_objects() -> None:
    game = flipit.Game(flipit.daily("2026-11-21"))
    game.click(3)
    for other in (copy.copy(game), pickle.loads(pickle.dumps(game))):
        assert other.to_json() == game.to_json()
        other.click(4)
        assert other.moves == game.moves + 1
    assert repr(game).startswith("FlipitGame(number=17043, ")
    rng = bits.Mulberry32(9)
    rng.next_u32()
    assert repr(rng) == f"Mulberry32({rng.state})"
    clone = pickle.loads(pickle.dumps(rng))
    assert [clone.next_u32() for _ in range(5)] == [rng.next_u32() for _ in range(5)]


def _validate_in_a_worker(puzzle_id: str) -> bits.Verdict:
    d = bits.generate_descriptor(puzzle_id)
    return d.validate(solved_submission(d))


def test_a_process_pool_returns_verdicts() -> None:
    ids = ["2026-11-21", "2026-11-22"]
    with ProcessPoolExecutor(2) as pool:
        verdicts = list(pool.map(_validate_in_a_worker, ids))
    assert [v.date_key for v in verdicts] == ids and all(verdicts)


def test_value_constructors() -> None:
    d = bits.generate_descriptor("2026-11-21")
    assert bits.Clue(0, 4, 0) == d.clues[0] and bits.Clue(0, 4, 0) in set(d.clues)
    h = d.adjacencies[0]
    assert bits.Hint(h.r, h.c, h.dir, h.kind) == h
    assert eval(repr(h), {"Hint": bits.Hint}) == h
    assert eval(repr(d.clues[0]), {"Clue": bits.Clue}) == d.clues[0]
    step = wordle.solve("crane", wordle.Tree(TREE))[0]
    assert eval(repr(step), vars(wordle)) == step
    assert eval(repr(wordle.feedback("lants", "fills")), vars(wordle)) == wordle.feedback("lants", "fills")
    assert _bits.WordleFeedback(36) == _bits.WordleFeedback("byybb")
    assert _bits.WordleFeedback("ybbbg") == wordle.feedback("lants", "fills")
    assert _bits.WordleFeedback(242).to_dict() == {"code": 242, "pattern": "ggggg"}
    for r, c, bit in ((0, 16, 0), (0, 0, 2), (-1, 0, 0)):
        with pytest.raises(bits.BitsError) as e:
            bits.Clue(r, c, bit)
        assert e.value.code == "range"
    with pytest.raises(bits.BitsError, match='dir "left" is not one of right, down'):
        bits.Hint(0, 0, "left", "equal")
    with pytest.raises(TypeError):
        bits.Clue(True, 0, 0)


def test_sets_table_round_trips_through_its_json() -> None:
    p = sets.generate("2026-11-21")
    t = p.table
    assert sets.Table.from_json(t.to_json()) == t == p.table
    assert sets.Table.from_dict(t.to_dict()) == t
    assert sets.Table.from_dict(p.to_dict()) == t
    assert set(t.to_dict()) == {"cards", "dice", "goal"}


def test_integers_of_any_type_with_index() -> None:
    d = bits.generate_descriptor("2026-11-21")
    # A grid of the caller's integers is judged on its values, not refused as "not 0 or 1".
    assert d.validate(solved_submission(d, ix)).valid
    sub = solved_submission(d, ix)
    sub["timeMs"] = ix(64321)
    assert d.validate(sub).time_ms == 64321
    assert bits.grid_follows_rules([[ix(int(c)) for c in row] for row in d.solution])
    assert bits.check_grid([[ix(int(c)) for c in row] for row in d.solution]) is None
    assert bits.pt_date(ix(0)) == bits.pt_date(0)
    bits.validate_time_ms(ix(5000))
    state = bits.GridState(d)
    state.resume(ix(5))
    assert state.tap(ix(0), ix(0)) == 0
    assert sets.evaluate([ix(1), 2], "red")["value"] == sets.evaluate([1, 2], "red")["value"]
    with pytest.raises(bits.SetsError, match="card 0 is 16"):
        sets.evaluate([ix(16)], "red")
    # Still no bools, and a value that is no number is named.
    assert d.validate({"grid": [[True] * 6] * 6, "timeMs": 5000}).code == "value"
    with pytest.raises(TypeError, match="timestamp"):
        bits.pt_date("0")  # type: ignore[arg-type]


def test_an_error_raised_by_index_reaches_the_caller() -> None:
    d = bits.generate_descriptor("2026-11-21")
    calls: list[Callable[[], object]] = [
        lambda: bits.GridState(d).tap(interrupting(), 0),
        lambda: d.validate({"grid": [[interrupting()]], "timeMs": 5000}),
        lambda: d.validate({"grid": [], "timeMs": interrupting()}),
        lambda: bits.check_grid([[interrupting()]]),
        lambda: bits.pt_date(interrupting()),
        lambda: sets.evaluate([interrupting()], "red"),
        lambda: bits.add_days("2026-11-21", interrupting()),
    ]
    for call in calls:
        with pytest.raises(KeyboardInterrupt):
            call()


def test_any_sequence_but_text_is_an_array() -> None:
    """Where the stubs say `Sequence`, any sequence is taken (a `range`, a `deque`), as a
    list would be; text and bytes, sequences of characters, are refused in our words."""
    for text in ("abc", b"abc", bytearray(b"abc"), UserString("abc")):
        with pytest.raises(TypeError, match=r"items is a sequence \(a list or tuple, say\)"):
            bits.Mulberry32(1).shuffle(text)
    assert bits.Mulberry32(1).shuffle(range(5)) == bits.Mulberry32(1).shuffle([0, 1, 2, 3, 4])
    with pytest.raises(TypeError, match="a pattern .* is a sequence"):
        flipit.number_from_pattern("0000")
    pattern = ("1100", "1001", "0100", "0010")
    assert flipit.number_from_pattern(pattern) == 17043
    assert flipit.number_from_pattern(deque(pattern)) == 17043
    rows = ["011010", "100101", "011001", "100110", "010011", "101100"]
    assert bits.grid_follows_rules(deque(rows)) == bits.grid_follows_rules(rows)
    assert bits.check_grid(deque(deque(int(ch) for ch in r) for r in rows)) == bits.check_grid(rows)
    assert sets.evaluate(range(8), "U") == sets.evaluate(list(range(8)), "U")
    # Histories read back from JSON have lists where tuples were.
    tree = wordle.Tree(TREE)
    assert tree.next_guess([["lants", "bbyyb"]]) == tree.next_guess([("lants", "bbyyb")])
    assert tree.next_guess([deque(["lants", "bbyyb"])]) == tree.next_guess([("lants", "bbyyb")])
    d = bits.generate_descriptor("2026-11-21")
    grid = [[int(ch) for ch in r] for r in d.solution]
    as_list = d.validate({"grid": grid, "timeMs": 60_000})
    assert as_list.ok
    assert d.validate({"grid": deque(deque(r) for r in grid), "timeMs": 60_000}) == as_list


class Unreadable(Sequence[int]):
    """A sequence whose reading fails: its error reaches the caller as raised."""

    def __len__(self) -> int:
        return 3

    @overload
    def __getitem__(self, i: int) -> int: ...
    @overload
    def __getitem__(self, i: slice) -> Sequence[int]: ...
    def __getitem__(self, i: Union[int, slice]) -> Union[int, Sequence[int]]:
        raise KeyboardInterrupt


def test_a_sequences_own_error_is_passed_on() -> None:
    d = bits.generate_descriptor("2026-11-21")
    calls: list[Callable[[], object]] = [
        lambda: bits.Mulberry32(1).shuffle(Unreadable()),
        lambda: bits.grid_follows_rules(Unreadable()),  # type: ignore[arg-type]
        lambda: sets.evaluate(Unreadable(), "U"),
        lambda: d.validate({"grid": Unreadable(), "timeMs": 60_000}),
        lambda: wordle.Tree(TREE).next_guess([Unreadable()]),
        # Inside a dict read as JSON too: not taken for json's own refusal.
        lambda: bits.count_solutions({"width": 6, "height": 6, "clues": Unreadable()}),
        lambda: bits.count_solutions({"width": interrupting(), "height": 6}),
        lambda: bits.GridState({"width": 6, "height": 6, "clues": [], "adjacencies": Unreadable()}),
    ]
    for call in calls:
        with pytest.raises(KeyboardInterrupt):
            call()


def test_dicts_hold_what_the_engine_reads_as_json() -> None:
    """A dict given for JSON may hold the same caller types a submission may: integers of
    the caller's own, any sequence, any mapping; other values get json's refusal."""
    view = json.loads(bits.generate_descriptor("2026-11-21").public().to_json())
    plain = bits.count_solutions(view)
    odd = dict(view, width=Index(6), clues=deque(view["clues"]))
    odd["adjacencies"] = tuple(MappingProxyType(a) for a in view["adjacencies"])
    assert bits.count_solutions(odd) == plain
    assert bits.GridState(odd).cells() == bits.GridState(view).cells()
    with pytest.raises(bits.DescriptorError, match="Object of type set is not JSON serializable"):
        bits.count_solutions(dict(view, clues={1, 2}))
    with pytest.raises(bits.DescriptorError, match="Object of type bytes"):
        bits.count_solutions(dict(view, clues=b"12"))


def test_json_bytes_are_read_as_json_loads_reads_them() -> None:
    d = bits.generate_descriptor("2026-11-21")
    view = d.public().to_json()
    bom = b"\xef\xbb\xbf"
    assert json.loads(bom + d.to_json().encode()) == json.loads(d.to_json())
    assert bits.Descriptor.from_json(bom + d.to_json().encode()) == d
    assert bits.count_solutions(view.encode()) == bits.count_solutions(view)
    assert bits.count_solutions(bytearray(bom + view.encode())) == bits.count_solutions(view)
    assert bits.GridState(view.encode()).cells() == bits.GridState(view).cells()
    # A bad byte is placed in the caller's bytes, the mark counted.
    with pytest.raises(bits.BitsError, match="byte 4 is not"):
        bits.Descriptor.from_json(bom + b"{\xff}")
    # Text given as bytes is what the same str is: an id as well as JSON.
    assert bits.GridState(b"2026-11-21").cells() == bits.GridState("2026-11-21").cells()
    assert bits.count_solutions(b"2026-11-21") == bits.count_solutions("2026-11-21")
    # In a str the mark is a character, as json.loads also refuses it.
    with pytest.raises(ValueError):
        json.loads("\ufeff" + view)
    with pytest.raises(bits.DescriptorError):
        bits.Descriptor.from_json("\ufeff" + d.to_json())


def test_games_and_generators_compare_by_state_and_do_not_hash() -> None:
    rng = bits.Mulberry32(ix(7))
    assert rng == bits.Mulberry32(7) == pickle.loads(pickle.dumps(rng))
    assert eval("bits." + repr(rng)) == rng
    rng.next_u32()
    assert rng != bits.Mulberry32(7) and rng == bits.Mulberry32(rng.state)
    game = flipit.Game(flipit.daily("2026-11-21"))
    fresh = flipit.Game(flipit.daily("2026-11-21"))
    assert game == game == fresh
    game.click(3)
    assert game == game and game != fresh
    assert pickle.loads(pickle.dumps(game)) == game == copy.copy(game)
    assert game.__eq__(3) is NotImplemented and game == ANY
    for changing in (rng, game):
        with pytest.raises(TypeError, match="unhashable"):
            hash(changing)


def test_every_exception_is_exported_from_the_package() -> None:
    for name in dir(_bits):
        obj = getattr(_bits, name)
        if isinstance(obj, type) and issubclass(obj, BaseException):
            assert getattr(bits, name) is obj and name in bits.__all__


def test_json_text_may_be_utf8_bytes() -> None:
    d = bits.generate_descriptor("2026-11-21")
    body = d.to_json().encode()
    assert bits.Descriptor.from_json(body) == d == bits.Descriptor.from_json(bytearray(body))
    assert bits.PublicView.from_json(d.public().to_json().encode()) == d.public()
    sub = json.dumps(solved_submission(d)).encode()
    assert d.validate_json(sub).valid
    state = bits.GridState(d)
    state.tap(0, 0)
    fresh = bits.GridState(d)
    assert fresh.restore(state.to_json().encode()).resumed and fresh.to_json() == state.to_json()
    p = flipit.daily("2026-11-21")
    assert flipit.Puzzle.from_json(p.to_json().encode()) == p
    assert flipit.Game.restore_for(p, flipit.Game(p).to_json().encode()).puzzle == p
    t = sets.generate("2026-11-21").table
    assert sets.Table.from_json(t.to_json().encode()) == t
    with pytest.raises(bits.BitsError, match="byte 1 is not") as e:
        bits.Descriptor.from_json(b"{\xff}")
    assert e.value.code == "json"
    # Bytes that are not UTF-8 are the reading module's own error, as its bad JSON is.
    state = bits.GridState(d)
    readers: list[tuple[Callable[[Any], object], type[bits.BitsError]]] = [
        (bits.Descriptor.from_json, bits.DescriptorError),
        (bits.PublicView.from_json, bits.DescriptorError),
        (bits.GridState, bits.DescriptorError),
        (state.restore, bits.StateError),
        (flipit.Puzzle.from_json, flipit.FlipitError),
        (flipit.Game.from_json, flipit.FlipitError),
        (lambda b: flipit.Game.restore_for(p, b), flipit.FlipitError),
        (sets.Table.from_json, sets.SetsError),
    ]
    for call, error in readers:
        for bad in [b"{\xff}", bytearray(b"{\xff}")]:
            with pytest.raises(error, match="byte 1 is not") as e:
                call(bad)
            assert e.value.code == "json", call
            with pytest.raises(error):
                call(bad[:1])  # and bad JSON: the same class
    with pytest.raises(TypeError, match="str, bytes or bytearray"):
        bits.Descriptor.from_json(memoryview(body))  # type: ignore[arg-type]


def test_play_state_reprs_show_every_field() -> None:
    state = bits.GridState(bits.generate_descriptor("2026-11-21"))
    report = state.line_report("row", 0)
    assert repr(report) == (
        'LineReport(kind="row", index=0, balanced=True, no_triples=True, complete=False, '
        "duplicate_of=None, hints_hold=True, clean=True)"
    )
    advice = state.hint()
    for field in ("kind", "r", "c", "value", "technique", "explanation"):
        assert f"{field}={getattr(advice, field)!r}".replace("'", '"') in repr(advice)


def test_sets_cards_are_a_sequence_in_our_words() -> None:
    with pytest.raises(TypeError, match=r"cards is a sequence \(a list or tuple, say\)"):
        sets.evaluate("red", "red")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="card 0 is neither"):
        sets.evaluate(["red"], "red")  # type: ignore[list-item]
    assert sets.evaluate((1, ("red", "blue")), "red")["value"] == 2


def test_dates_are_taken_wherever_a_day_is() -> None:
    day = datetime.date(2026, 11, 21)
    assert bits.generate_descriptor(day) == bits.generate_descriptor("2026-11-21")
    assert bits.binary_grid_puzzle(day, "hard") == bits.binary_grid_puzzle("2026-11-21", "hard")
    assert sets.generate(day) == sets.generate("2026-11-21")
    assert flipit.daily(day) == flipit.daily("2026-11-21")
    assert flipit.daily_unique(day) == flipit.daily_unique("2026-11-21")
    assert bits.add_days(day, 41) == "2027-01-01"
    assert bits.days_between(day, datetime.date(2027, 1, 1)) == 41
    assert bits.parse_date(day) == bits.parse_date("2026-11-21")
    bits.validate_puzzle_id(day)
    assert bits.GridState(day).to_json() == bits.GridState("2026-11-21").to_json()
    assert bits.count_solutions(day) == bits.count_solutions("2026-11-21")
    assert bits.deduce(day) == bits.deduce("2026-11-21")
    assert bits.date_range(day, datetime.date(2026, 11, 23)) == ["2026-11-21", "2026-11-22", "2026-11-23"]
    # Years below 1000 are written with four digits, as the core reads them.
    assert bits.parse_date(datetime.date(33, 1, 2))[:3] == (33, 1, 2)
    assert bits.add_days(datetime.date(9999, 12, 30), 1) == "9999-12-31"


def test_a_datetime_is_not_taken_for_a_day() -> None:
    moment = datetime.datetime(2026, 11, 21, 3, 0)
    calls: list[Callable[[], object]] = [
        lambda: bits.generate_descriptor(moment),
        lambda: bits.add_days(moment, 1),
        lambda: bits.GridState(moment),
        lambda: bits.count_solutions(moment),
    ]
    for call in calls:
        with pytest.raises(TypeError, match=r"a datetime is a moment, not a day: pass its \.date\(\)"):
            call()
    with pytest.raises(TypeError, match="a str or a datetime.date, not int"):
        bits.generate_descriptor(20261121)  # type: ignore[arg-type]


def test_an_exception_raised_by_the_caller_has_every_attribute() -> None:
    # A test double raising the package's errors meets the handlers written for real ones.
    for cls in (bits.BitsError, bits.IdError, bits.StateError, bits.SetsError, wordle.WordError):
        e = cls("made by hand")
        assert (e.code, e.kind, e.r, e.c) == ("", "", None, None)
    real = pytest.raises(bits.IdError, bits.generate_descriptor, "2026-02-30").value
    assert real.code == "day" and pickle.loads(pickle.dumps(real)).code == "day"


def test_every_property_and_method_says_what_it_is() -> None:
    # help() and notebooks show these: an undocumented attribute is a question left open.
    missing = [
        f"{name}.{attr}"
        for name in dir(_bits)
        if isinstance(cls := getattr(_bits, name), type) and not issubclass(cls, BaseException)
        for attr, value in vars(cls).items()
        if not attr.startswith("_") and not (getattr(value, "__doc__", None) or "").strip()
    ]
    assert missing == []
