"""`bits.GridState`: the Bits play state driven from Python, played to solved from the
golden vectors, with every refusal typed."""

from __future__ import annotations

import copy
import json
from concurrent.futures import ThreadPoolExecutor
from collections.abc import Callable
from typing import Any

import pytest

import bits

from .conftest import load

DESCRIPTORS: list[dict[str, Any]] = load("binairo_descriptors.json")
TECHNIQUES = {"pair", "sandwich", "hint", "completion", "counting", "distinct-lines", "contradiction"}
# 2026-11-21 is the site's example day; other days come from the vectors.
DAY = "2026-11-21"


def open_cells(s: bits.GridState) -> list[bits.Cell]:
    return [c for c in s.cells() if not c.is_clue]


def solution_of(case: dict[str, Any]) -> list[str]:
    solution: list[str] = json.loads(case["descriptor"])["solution"]
    return solution


def play_by_taps(s: bits.GridState, solution: list[str]) -> int:
    """Taps every open cell to the solution's value (0 is one tap, 1 is two); returns taps."""
    taps = 0
    for cell in open_cells(s):
        want = int(solution[cell.r][cell.c])
        for _ in range(want + 1):
            s.tap(cell.r, cell.c)
            taps += 1
        assert s.value(cell.r, cell.c) == want
    return taps


@pytest.mark.parametrize("case", DESCRIPTORS, ids=[c["puzzleId"] for c in DESCRIPTORS])
def test_golden_descriptor_played_to_solved(case: dict[str, Any]) -> None:
    s = bits.GridState(case["descriptor"])
    solution = solution_of(case)
    n = len(solution)
    assert (s.puzzle_id, s.size, s.has_solution) == (case["puzzleId"], n, True)
    givens = json.loads(case["descriptor"])["clues"]
    assert [(c.r, c.c, c.value) for c in s.cells() if c.is_clue] == sorted(
        (g["r"], g["c"], g["bit"]) for g in givens
    )
    assert not s.is_solved() and s.mistakes() == []
    s.resume(1_000)
    play_by_taps(s, solution)
    assert s.is_solved()
    assert s.mistakes() == []
    assert all(c.status == "ok" and c.value is not None for c in s.cells())
    assert all(r.clean and r.complete for r in s.line_reports())
    assert len(s.line_reports()) == 2 * n
    assert s.finish_if_solved(61_000) and s.solved_at == 61_000
    assert s.elapsed(99_000) == 60_000  # the clock stopped when solved
    with pytest.raises(bits.StateError) as e:
        s.hint()
    assert e.value.code == "solved"
    # Finished: no more moves, so the save below is the record of the solve.
    free = next(c for c in s.cells() if not c.is_clue)
    with pytest.raises(bits.StateError) as e:
        s.tap(free.r, free.c)
    assert e.value.code == "solved"
    assert not s.undo()
    # The saved state restores into a fresh state of the same puzzle, solved.
    again = bits.GridState.from_json(bits.Descriptor.from_json(case["descriptor"]), s.to_json())
    assert again.is_solved() and again.solved_at == 61_000 and again.to_json() == s.to_json()
    # Nor does a save replace the solve, not even the one from before it.
    record = s.to_json()
    with pytest.raises(bits.StateError) as e:
        s.restore(bits.GridState(case["public"]).to_json())
    assert e.value.code == "solved" and s.to_json() == record


@pytest.mark.parametrize("case", DESCRIPTORS[:12], ids=[c["puzzleId"] for c in DESCRIPTORS[:12]])
def test_hints_alone_solve_the_public_view(case: dict[str, Any]) -> None:
    """Following only the hints finishes the puzzle at the solution: every hint is a
    step with a named technique, its evidence and one sentence."""
    s = bits.GridState(case["public"])
    assert not s.has_solution and s.mistakes() is None
    steps = 0
    while not s.is_solved():
        a = s.hint()
        assert a.kind == "step" and a.technique in TECHNIQUES, a
        assert a.r is not None and a.c is not None and a.value is not None
        assert s.value(a.r, a.c) is None
        assert a.explanation.endswith(".") and len(a.explanation) > 20
        assert a.cells and all(isinstance(rc, tuple) and len(rc) == 2 for rc in a.cells)
        d = a.to_dict()
        assert d["kind"] == "step" and d["cells"] == [list(rc) for rc in a.cells]
        assert (d["r"], d["c"], d["value"], d["technique"]) == (a.r, a.c, a.value, a.technique)
        s.set(a.r, a.c, a.value)
        steps += 1
    assert s.hints_used == steps == len(open_cells(s))
    grid = ["".join(str(s.value(r, c)) for c in range(s.size)) for r in range(s.size)]
    assert grid == solution_of(case)


def test_every_source_builds_the_same_state() -> None:
    d = bits.generate_descriptor(DAY)
    p = d.public()
    sources: list[Any] = [d, p, d.to_dict(), p.to_dict(), d.to_json(), p.to_json(), DAY]
    states = [bits.GridState(x) for x in sources]
    assert len({s.to_json() for s in states}) == 1
    assert [s.has_solution for s in states] == [True, False, True, False, True, False, True]
    assert all(s.puzzle_id == DAY for s in states)
    # A fresh state draws exactly the puzzle's picture.
    assert states[0].svg() == d.svg() == p.svg()
    assert "Bits" not in repr(states[0]) and DAY in repr(states[0])


def test_tap_cycle_undo_redo_and_history_limit() -> None:
    s = bits.GridState(DAY)
    r, c = next((x.r, x.c) for x in open_cells(s))
    assert not s.can_undo and not s.can_redo
    assert [s.tap(r, c), s.tap(r, c), s.tap(r, c)] == [0, 1, None]
    assert s.can_undo and not s.can_redo
    assert s.undo() and s.value(r, c) == 1
    assert s.can_undo and s.can_redo
    assert s.undo() and s.value(r, c) == 0
    assert s.redo() and s.value(r, c) == 1
    s.set(r, c, 0)  # a new move clears what could be redone
    assert not s.redo() and s.value(r, c) == 0
    s.set(r, c, 0)  # no change, no move
    assert s.undo() and s.value(r, c) == 1
    assert s.undo() and s.undo() and s.value(r, c) is None
    assert not s.can_undo and s.can_redo
    assert not s.undo()
    small = bits.GridState(DAY, history_limit=2)
    for _ in range(5):
        small.tap(r, c)
    assert small.undo() and small.undo() and not small.undo()
    small.set_history_limit(0)
    small.tap(r, c)
    assert not small.undo()


def test_restart_empties_the_board_as_one_move_and_keeps_time_and_hints() -> None:
    s = bits.GridState(DAY)
    fresh = s.cells()
    s.restart()  # nothing to clear: no move
    assert not s.can_undo
    s.resume(0)
    s.hint()
    for cell in open_cells(s)[:3]:
        s.tap(cell.r, cell.c)
    played = s.cells()
    s.restart()
    assert s.cells() == fresh
    assert s.hints_used == 1 and s.clock_running and s.elapsed(5000) == 5000
    assert s.undo() and s.cells() == played
    assert s.redo() and s.cells() == fresh
    d = bits.generate_descriptor(DAY)
    done = bits.GridState(d)
    play_by_taps(done, d.solution)
    assert done.finish_if_solved(1000)
    with pytest.raises(bits.StateError) as e:
        done.restart()
    assert e.value.code == "solved"


def test_givens_locks_and_lines() -> None:
    d = bits.generate_descriptor(DAY)
    s = bits.GridState(d)
    clue = d.clues[0]
    moves: list[Callable[[], object]] = [
        lambda: s.tap(clue.r, clue.c),
        lambda: s.set(clue.r, clue.c, None),
    ]
    for move in moves:
        with pytest.raises(bits.StateError) as e:
            move()
        assert (e.value.code, e.value.kind, e.value.r, e.value.c) == ("clue", "Clue", clue.r, clue.c)
        assert e.value.line is None
    row = 0
    with pytest.raises(bits.StateError) as e:
        s.lock("row", row)
    assert e.value.code == "not-verified" and e.value.line == ("row", row)
    for c in range(d.size):
        if s.value(row, c) is None:
            s.set(row, c, int(d.solution[row][c]))
    report = s.line_report("row", row)
    assert report.complete and report.clean and report.kind == "row" and report.index == row
    assert report.to_dict()["line"] == {"kind": "row", "index": row}
    s.lock("row", row)
    locked = [c for c in s.cells() if c.is_locked]
    assert locked and all(c.r == row and not c.is_clue for c in locked)
    with pytest.raises(bits.StateError) as e:
        s.tap(row, locked[0].c)
    assert (e.value.code, e.value.r, e.value.c) == ("locked", row, locked[0].c)
    assert s.undo() and not any(c.is_locked for c in s.cells())
    assert s.redo() and any(c.is_locked for c in s.cells())
    with pytest.raises(bits.StateError) as e:
        s.lock("diagonal", 0)  # type: ignore[arg-type]
    assert e.value.code == "line"
    for kind, index in (("row", d.size), ("column", 99), ("row", 300), ("column", -1)):
        with pytest.raises(bits.StateError) as e:
            s.lock(kind, index)  # type: ignore[arg-type]
        assert e.value.code == "cell"
        with pytest.raises(bits.StateError) as e:
            s.line_report(kind, index)  # type: ignore[arg-type]
        assert e.value.code == "cell"
    # Beyond the indices the core holds, the core's own words.
    beyond = (
        ("row", 255, "Row 256"),
        ("row", 300, "Row 301"),
        ("column", 10**18, f"Column {10**18 + 1}"),
        ("row", 2**64 - 1, "Row 18446744073709551616"),  # the last u64, said counted from 1
        ("column", 10**20, f"Column {10**20 + 1}"),  # past u64: the same words
        ("row", 2**127 - 1, f"Row {2**127}"),  # the last i128, and past it, exact
        ("row", 2**128, f"Row {2**128 + 1}"),
    )
    for kind, index, words in beyond:
        with pytest.raises(bits.StateError) as e:
            s.line_report(kind, index)  # type: ignore[arg-type]
        assert str(e.value) == f"{words} is outside the grid"
        # The attributes hold the index as given, as exact as the message, and the index
        # is asked for once: a second answer could differ, or raise.
        class Once:
            def __init__(self, value: int) -> None:
                self.value: int | None = value

            def __index__(self) -> int:
                value, self.value = self.value, None
                if value is None:
                    raise RuntimeError("asked twice")
                return value

        with pytest.raises(bits.StateError) as e:
            s.line_report(kind, Once(index))  # type: ignore[arg-type]
        assert str(e.value) == f"{words} is outside the grid"
        with pytest.raises(bits.StateError) as e:
            s.tap(Once(index), Once(0))
        assert e.value.r == index
        with pytest.raises(bits.StateError) as e:
            s.line_report(kind, index)  # type: ignore[arg-type]
        assert e.value.line == (kind, index)
        with pytest.raises(bits.StateError) as e:
            s.tap(index, 0) if kind == "row" else s.tap(0, index)
        assert (e.value.r, e.value.c) == ((index, 0) if kind == "row" else (0, index))


def test_live_checking_mistakes_and_advice() -> None:
    d = bits.generate_descriptor(DAY)
    s = bits.GridState(d)
    # A wrong value that breaks no rule yet: only the solution knows.
    r, c = next((x.r, x.c) for x in open_cells(s))
    wrong = 1 - int(d.solution[r][c])
    s.set(r, c, wrong)
    assert s.mistakes() == [(r, c)]
    a = s.hint()
    assert (a.kind, a.r, a.c, a.value, a.technique, a.cells) == ("mistake", r, c, None, None, [])
    assert a.to_dict() == {"kind": "mistake", "r": r, "c": c, "explanation": a.explanation}
    assert "wrong" in a.explanation
    # The public-view state finds the same mistake from the puzzle's unique solution.
    p = bits.GridState(d.public())
    p.set(r, c, wrong)
    assert p.mistakes() is None and p.hint().kind == "mistake"
    # Three equal values in a row break a rule: typo cells, an unclean report, a red cell.
    fresh = bits.GridState(d.public())
    row = next(i for i in range(d.size) if all(fresh.value(i, k) is None for k in range(3)))
    for k in range(3):
        fresh.set(row, k, 1)
    statuses = [cell.status for cell in fresh.cells() if cell.r == row and cell.c < 3]
    assert statuses == ["typo"] * 3
    report = fresh.line_report("row", row)
    assert not report.no_triples and not report.clean
    advice = fresh.hint()
    assert advice.kind == "mistake" and f"Row {row + 1}" in advice.explanation
    assert "#fde2e1" in fresh.svg() and "#fde2e1" not in bits.GridState(d).svg()
    assert fresh.hints_used == 1
    cells = fresh.cells()
    assert cells[0].to_dict() == json.loads(fresh.to_json())["cells"][0]


def test_clock_with_caller_timestamps() -> None:
    s = bits.GridState(DAY)

    def running() -> bool:
        # Read through a call: an assert on the property itself would let mypy narrow it
        # for good, and take the lines after the pause for unreachable.
        return s.clock_running

    assert s.elapsed(5_000) == 0 and not running()
    s.resume(1_000)
    s.resume(2_000)  # already running: no-op
    assert running()
    assert s.elapsed(4_000) == 3_000
    s.pause(5_000)
    assert not running()
    assert s.elapsed(100_000) == 4_000
    s.resume(6_000.5)
    assert s.elapsed(7_000) == 4_999 or s.elapsed(7_000) == 5_000
    s.pause(7_000)
    assert not s.finish_if_solved(8_000) and s.solved_at is None
    assert json.loads(s.to_json())["elapsed"] == s.elapsed(9_999_999)
    # A save taken while the clock runs counts to the time given, and leaves it running.
    s.resume(10_000)
    assert json.loads(s.to_json())["elapsed"] == 5_000
    assert json.loads(s.to_json(12_500))["elapsed"] == 7_500
    assert s.to_dict(now_ms=12_500)["elapsed"] == 7_500
    assert s.elapsed(13_000) == 8_000
    s.pause(13_000)
    for bad in (True, "soon", None, [1]):
        with pytest.raises(TypeError):
            s.resume(bad)  # type: ignore[arg-type]
    for bad_ms in (float("nan"), float("inf"), 1e300, 2**80):
        with pytest.raises(bits.IdError):
            s.pause(bad_ms)


def test_save_restore_and_other_days() -> None:
    s = bits.GridState(DAY)
    cells = open_cells(s)[:3]
    for cell in cells:
        s.tap(cell.r, cell.c)
    s.hint()
    s.resume(0)
    s.pause(42_000)
    saved = s.to_json()
    d = s.to_dict()
    assert d == json.loads(saved)
    assert list(d) == ["puzzleId", "cells", "hintsUsed", "elapsed"]
    assert d["hintsUsed"] == 1 and d["elapsed"] == 42_000
    fresh = bits.GridState(DAY)
    got = fresh.restore(saved)
    assert got and got.resumed and got.saved_for is None
    assert fresh.to_json() == saved and not fresh.undo()  # history is not saved
    fresh2 = bits.GridState(DAY)
    assert fresh2.restore(d).resumed  # a dict works too
    # Another day's save is set aside; the fresh state stays.
    other = bits.GridState("2026-11-22")
    before = other.to_json()
    got = other.restore(saved)
    assert not got and not got.resumed and got.saved_for == DAY
    assert "discarded" in repr(got) and other.to_json() == before
    with pytest.raises(bits.StateError) as e:
        bits.GridState.from_json("2026-11-22", saved)
    assert (e.value.code, e.value.kind) == ("other-puzzle", "OtherPuzzle")
    assert str(e.value) == f"saved state is for puzzle {DAY}, not 2026-11-22"
    assert bits.GridState.from_json(DAY, saved).to_json() == saved


def test_corrupt_saves_are_refused_and_change_nothing() -> None:
    s = bits.GridState(DAY)
    s.tap(*next((c.r, c.c) for c in open_cells(s)))
    before = s.to_json()
    good = json.loads(before)
    clue_index = next(i for i, c in enumerate(good["cells"]) if c["isClue"])
    open_index = next(i for i, c in enumerate(good["cells"]) if not c["isClue"])

    def tampered(path: tuple[Any, ...], value: Any) -> dict[str, Any]:
        t: dict[str, Any] = json.loads(before)
        target = t
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
        return t

    cases: list[tuple[Any, str]] = [
        ("not json", "json"),
        ("{}", "json"),
        ("[]", "json"),
        ({**good, "cells": good["cells"][:-1]}, "corrupt"),
        (tampered(("cells", open_index, "value"), 2), "corrupt"),
        (tampered(("cells", open_index, "r"), 5), "corrupt"),
        (tampered(("cells", open_index, "status"), "great"), "corrupt"),
        (tampered(("solvedAt",), 5), "corrupt"),
        (tampered(("hintsUsed",), 2**40), "corrupt"),
        (tampered(("hintsUsed",), -1), "json"),
        # 64 cells, but not any grid's: not row-major for 8x8.
        ({**good, "cells": good["cells"] + good["cells"][:28]}, "corrupt"),
        # A given's value that no game writes is corrupt, not another puzzle's given.
        (tampered(("cells", clue_index, "value"), 7), "corrupt"),
    ]
    for save, code in cases:
        with pytest.raises(bits.StateError) as e:
            s.restore(save)
        assert e.value.code == code, (save, e.value)
        assert s.to_json() == before
    with pytest.raises(bits.StateError) as e:
        s.restore({"bad": {1, 2}})
    assert e.value.code == "json"
    # Keys a later version may add are passed over, at the top and in a cell.
    newer = tampered(("cells", open_index, "note"), "later")
    r = s.restore({**newer, "theme": "dark"})
    assert r.resumed and s.to_json() == before
    # Other givens under this id: a save for another puzzle with the same id (other
    # options, another generator version), set aside as another day's save is.
    for other in (
        tampered(("cells", clue_index, "value"), None),
        tampered(("cells", open_index, "isClue"), True),
        json.loads(bits.GridState(bits.generate_descriptor(DAY, size=8)).to_json()),
    ):
        r = s.restore(other)
        assert not r.resumed and r.saved_for == DAY
        assert s.to_json() == before


WEIRD: list[Any] = [
    None, True, False, -1, 2**70, -(2**70), 0.5, float("nan"), "", "x" * 300, "{", "[]",
    "2026-02-30", b"2026-11-21", [], {}, {"puzzleId": DAY}, {1, 2}, object(),
]  # fmt: skip


def test_bad_input_is_typed_never_a_panic() -> None:
    s = bits.GridState(DAY)
    calls: list[Any] = [
        bits.GridState,
        lambda v: bits.GridState(DAY, history_limit=v),
        lambda v: bits.GridState.from_json(DAY, v),
        lambda v: bits.GridState.from_json(v, "{}"),
        lambda v: s.tap(v, 0),
        lambda v: s.tap(0, v),
        lambda v: s.value(v, v),
        lambda v: s.set(0, 1, v),
        lambda v: s.lock("row", v),
        lambda v: s.lock(v, 0),
        lambda v: s.line_report("column", v),
        s.restore,
        s.resume,
        s.pause,
        s.elapsed,
        s.finish_if_solved,
        s.set_history_limit,
    ]
    for call in calls:
        for v in WEIRD:
            try:
                call(v)
            except BaseException as err:  # noqa: BLE001 - the point is to see every kind
                assert type(err).__name__ != "PanicException", (call, v, err)
                assert isinstance(err, (bits.BitsError, TypeError, OverflowError)), (v, repr(err))
    with pytest.raises(bits.StateError) as e:
        s.set(0, 1, 300)
    assert e.value.code == "value"
    with pytest.raises(bits.StateError) as e:
        s.set(0, 1, 2)
    assert (e.value.code, e.value.kind) == ("value", "Value")
    with pytest.raises(bits.StateError) as e:
        s.tap(-1, 2**80)
    assert (e.value.code, e.value.r) == ("cell", -1)
    # Past the indices the core takes, its words, counted from 1 and exact at any size.
    past = (((2**80, 3), f"row {2**80 + 1} column 4"), ((0, 70000), "row 1 column 70001"))
    for (r, c), words in past:
        with pytest.raises(bits.StateError) as e:
            s.tap(r, c)
        assert (e.value.code, str(e.value)) == ("cell", f"{words} is outside the grid")
    with pytest.raises(bits.StateError) as e:
        s.value(6, 0)
    assert (e.value.code, e.value.r, e.value.c) == ("cell", 6, 0)
    with pytest.raises(TypeError):
        s.tap(True, 0)
    with pytest.raises(bits.IdError):
        bits.GridState("2026-02-30")
    with pytest.raises(bits.DescriptorError) as d_err:
        bits.GridState({"puzzleId": DAY})
    assert d_err.value.code == "json"


def test_copies_are_independent_and_threads_agree() -> None:
    s = bits.GridState(DAY)
    cell = open_cells(s)[0]
    t = copy.copy(s)
    u = s.copy()
    s.tap(cell.r, cell.c)
    assert t.value(cell.r, cell.c) is None and u.value(cell.r, cell.c) is None
    assert "0" in s.render_text()

    def hints_to_end(case: dict[str, Any]) -> str:
        g = bits.GridState(case["public"])
        while not g.is_solved():
            a = g.hint()
            assert a.r is not None and a.c is not None
            g.set(a.r, a.c, a.value)
        return g.to_json()

    cases = DESCRIPTORS[:8]
    serial = [hints_to_end(c) for c in cases]
    with ThreadPoolExecutor(max_workers=4) as pool:
        assert list(pool.map(hints_to_end, cases)) == serial
