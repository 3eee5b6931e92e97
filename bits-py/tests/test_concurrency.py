"""Many threads generating, validating and playing at once get exactly what one thread
gets. The heavy calls release the GIL, so these threads really do run inside the engine
at the same time; the engine keeps no global mutable state for them to trip over.

A session does with one puzzle id what a server and a player do: generate the descriptor
and load it back, validate the solution and a broken copy, count solutions and grade it,
the Binary Grid puzzle and a submission, the FlipIT daily played to the end and saved, and
the Sets daily checked and solved. Everything it sees goes into a transcript. Threads
released together by a barrier run every session in different orders, and every
transcript must equal the serial one."""

from __future__ import annotations

import sys
import threading
import time
from collections.abc import Iterator

import pytest

import bits
from bits import flipit, sets

THREADS = 8
IDS = [f"2026-11-{d:02d}" for d in range(1, 15)]


def session(day: str) -> list[str]:
    out: list[str] = []
    d = bits.generate_descriptor(day)
    out += [d.to_json(), d.public().to_json()]
    assert bits.Descriptor.from_json(d.to_json()) == d
    grid = [[int(ch) for ch in row] for row in d.solution]
    out.append(d.validate({"grid": grid, "timeMs": 93_000}).to_json())
    grid[-1][-1] ^= 1
    out.append(d.validate({"grid": grid, "timeMs": 93_000}).to_json())
    count, _ = bits.count_solutions(d.public(), 2)
    out.append(f"solutions {count} rank {bits.deduction_rank(d.public())}")

    info = bits.binary_grid_puzzle(day, "hard")
    rows = [[int(ch) for ch in row] for row in info.solution]
    out += [info.to_json(), info.validate({"grid": rows, "timeMs": 60_000}).to_json()]

    puzzle = flipit.daily(day)
    game = flipit.Game(puzzle)
    for cell in puzzle.solution:
        game.click(cell)
    assert game.is_solved()
    out += [puzzle.to_json(), game.to_json()]

    p = sets.generate(day)
    out += [p.to_json(), str(p.table.check(p.generated)), str(p.table.solve())]
    return out


def test_threads_get_what_one_thread_gets() -> None:
    serial = {day: session(day) for day in IDS}
    start = threading.Barrier(THREADS)
    results: list[dict[str, list[str]]] = [{} for _ in range(THREADS)]
    errors: list[BaseException] = []

    def run(k: int) -> None:
        # Thread k starts k sessions in, odd threads backwards: the same id runs on
        # different threads at different moments.
        order = IDS[k * len(IDS) // THREADS :] + IDS[: k * len(IDS) // THREADS]
        if k % 2:
            order.reverse()
        try:
            start.wait()
            for day in order:
                results[k][day] = session(day)
        except BaseException as e:  # reported by the main thread
            errors.append(e)

    threads = [threading.Thread(target=run, args=(k,)) for k in range(THREADS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors
    for k, got in enumerate(results):
        assert set(got) == set(IDS), f"thread {k} did not finish"
        for day in IDS:
            assert got[day] == serial[day], f"thread {k}: {day} differs from the serial run"


@pytest.fixture
def switch_often() -> Iterator[None]:
    # Threads switch every microsecond instead of every 5 ms, so that a call that lets
    # another thread in (as building an exception does) is caught in the act.
    before = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    yield
    sys.setswitchinterval(before)


def test_one_grid_state_shared_by_threads_takes_turns(switch_often: None) -> None:
    # Threads that share one GridState (a UI thread and a hint worker, say) each get an
    # answer or a BitsError; none may meet the state mid-call as a RuntimeError.
    state = bits.GridState("2026-11-21")
    start = threading.Barrier(4)
    errors: list[BaseException] = []
    answered = [0]

    def hinter() -> None:
        start.wait()
        for _ in range(300):
            try:
                state.hint()
                answered[0] += 1
            except bits.BitsError:
                pass  # solved, or nothing to deduce from a mistaken board
            except BaseException as e:
                errors.append(e)

    def player(k: int) -> None:
        start.wait()
        for i in range(600):
            try:
                state.tap((i + k) % 6, (i // 6 + k) % 6)
                if i % 7 == 0:
                    state.undo()
            except bits.BitsError:
                pass  # a given cannot be changed
            except BaseException as e:
                errors.append(e)

    threads = [threading.Thread(target=hinter), threading.Thread(target=hinter)]
    threads += [threading.Thread(target=player, args=(k,)) for k in range(2)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors[:3]
    assert answered[0] > 0


def test_one_flipit_game_shared_by_threads_takes_turns(switch_often: None) -> None:
    # Clicks from several threads, a third of them refused (cell out of range): every
    # call gets a board or a FlipitError, and the clicks all count. The clicks may happen
    # on the solution, after which the solved game refuses the rest.
    game = bits.flipit.Game(bits.flipit.daily("2026-11-21"))
    start = threading.Barrier(4)
    errors: list[BaseException] = []
    done = [0] * 4
    refused = {"cell": [0] * 4, "solved": [0] * 4}

    def clicker(k: int) -> None:
        start.wait()
        for i in range(900):
            try:
                game.click(16 + k if i % 3 == 0 else (i + k) % 16)
                done[k] += 1
            except bits.FlipitError as e:
                refused[e.code][k] += 1
            except BaseException as e:
                errors.append(e)

    threads = [threading.Thread(target=clicker, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors[:3]
    assert sum(refused["cell"]) == 4 * 300
    assert game.moves == sum(done) == 4 * 600 - sum(refused["solved"])
    assert game.is_solved() or sum(refused["solved"]) == 0


def test_one_mulberry32_shared_by_threads_takes_turns(switch_often: None) -> None:
    # One thread shuffles lists whose reading lets other threads run; the others draw
    # numbers meanwhile. Nobody finds the generator borrowed, and every output is used once:
    # the draws together are the generator's sequence, in some interleaving.
    rng = bits.Mulberry32(3)

    class SlowList(list[int]):
        def __iter__(self):  # type: ignore[no-untyped-def]
            time.sleep(0)
            return super().__iter__()

    errors: list[BaseException] = []
    drawn: list[list[int]] = [[], []]

    def shuffler() -> None:
        try:
            for _ in range(300):
                rng.shuffle(SlowList(range(5)))
        except BaseException as e:
            errors.append(e)

    def drawer(k: int) -> None:
        try:
            for _ in range(3000):
                drawn[k].append(rng.next_u32())
        except BaseException as e:
            errors.append(e)

    threads = [threading.Thread(target=shuffler)] + [
        threading.Thread(target=drawer, args=(k,)) for k in range(2)
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors[:3]
    # Each drawer's outputs are the generator's own, in order, and no output went to two
    # callers: positions in the sequence rise per drawer and never coincide.
    reference = bits.Mulberry32(3)
    position = {reference.next_u32(): i for i in range(3000 * 2 + 300 * 4)}
    seen: set[int] = set()
    for k in range(2):
        places = [position[x] for x in drawn[k]]
        assert places == sorted(places) and len(set(places)) == 3000
        assert not seen & set(places)
        seen |= set(places)
    # A callback reaching the same generator from inside its own call works too.
    class Reentrant:
        def __index__(self) -> int:
            return rng.next_u32() % 7 + 1

    assert 0 <= rng.below(Reentrant()) < 8
