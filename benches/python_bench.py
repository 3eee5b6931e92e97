"""Python binding benchmarks: per-call overhead and a 10-year range export.

    bits-py/.venv/bin/python benches/python_bench.py [--quick]

Per-call figures are the best of several timeit repeats (the machine is shared, so the
minimum is the least noisy estimate of the cost itself); the range export is wall time.
"""

from __future__ import annotations

import io
import sys
import time
import timeit
from pathlib import Path

import bits
from bits.__main__ import main


def per_call(label: str, stmt: str, setup: str, number: int) -> None:
    ns = globals()
    exec(setup, ns)
    best = min(timeit.repeat(stmt, globals=ns, number=number, repeat=7)) / number
    print(f"{label:<52} {best * 1e6:9.2f} µs")


def run() -> None:
    quick = "--quick" in sys.argv
    n = 2_000 if quick else 20_000
    setup = (
        "d = bits.generate_descriptor('2026-11-21')\n"
        "good = {'grid': [[int(c) for c in row] for row in d.solution], 'timeMs': 64321}\n"
        "bad = {'grid': [[1]], 'timeMs': 5000}\n"
        "good_json = __import__('json').dumps(good)\n"
        "text = d.to_json()\n"
        "p = bits.binary_grid_puzzle('2026-11-21', 'easy')\n"
        "pg = {'grid': [[int(c) for c in row] for row in p.solution], 'timeMs': 60000}\n"
    )
    per_call("hash_string('bits:2026-11-21')", "bits.hash_string('bits:2026-11-21')", setup, n)
    per_call("validate_uuid", "bits.validate_uuid('123e4567-e89b-42d3-a456-426614174000')", setup, n)
    per_call("Descriptor.validate(accepted 6x6 grid)", "d.validate(good)", setup, n)
    per_call("Descriptor.validate(rejected, shape)", "d.validate(bad)", setup, n)
    per_call("Descriptor.validate_json(accepted)", "d.validate_json(good_json)", setup, n)
    per_call("PuzzleInfo.validate (Binary Grid)", "p.validate(pg)", setup, n)
    per_call("Descriptor.to_json()", "d.to_json()", setup, n)
    per_call("Descriptor.to_dict()", "d.to_dict()", setup, n)
    per_call("Descriptor.from_json (checked load)", "bits.Descriptor.from_json(text)", setup, n // 10)
    per_call("generate_descriptor('2026-11-21')", "bits.generate_descriptor('2026-11-21')", setup, n // 100)
    per_call("flipit.daily('2026-11-21')", "bits.flipit.daily('2026-11-21')", setup, n)

    # Play state: what a UI or a QA script calls per move.
    state = (
        setup
        + "s = bits.GridState(d)\n"
        + "r, c = next((x.r, x.c) for x in s.cells() if not x.is_clue)\n"
        + "save = s.to_json()\n"
    )
    per_call("GridState(descriptor object)", "bits.GridState(d)", state, n // 10)
    per_call("GridState.tap (one move)", "s.tap(r, c)", state, n)
    per_call("GridState.cells() (36 objects)", "s.cells()", state, n // 10)
    per_call("GridState.line_reports()", "s.line_reports()", state, n // 10)
    per_call("GridState.is_solved() (open cells: early exit)", "s.is_solved()", state, n)
    per_call("GridState.hint() (fresh daily)", "bits.GridState(d).hint()", state, n // 100)
    per_call("GridState.to_json()", "s.to_json()", state, n // 10)
    per_call("GridState.restore(save)", "s.restore(save)", state, n // 10)
    per_call("GridState.svg()", "s.svg()", state, n // 10)

    # Wordle: the tree is checked once, then every walk is lookups.
    tree_path = Path(__file__).resolve().parents[1] / "bits" / "data" / "wordle" / "lookup_lants.bin"
    wordle = (
        f"raw = open({str(tree_path)!r}, 'rb').read()\n"
        "tree = bits.wordle.Tree(raw)\n"
        "hist = [('lants', 'byybb'), ('grone', 'bgbgg')]\n"
    )
    per_call("wordle.feedback('speed', 'abide')", "bits.wordle.feedback('speed', 'abide')", wordle, n)
    per_call("wordle.Tree(bytes) (check 233 KB once)", "bits.wordle.Tree(raw)", wordle, n // 100)
    per_call("Tree.solve('crane') (4 guesses)", "tree.solve('crane')", wordle, n)
    per_call("Tree.next_guess(2-step history)", "tree.next_guess(hist)", wordle, n)
    per_call("Tree.evaluate() (all 12,947 words)", "tree.evaluate()", wordle, max(n // 2000, 3))

    first, last = ("2025-01-01", "2025-12-31") if quick else ("2016-01-01", "2025-12-31")
    for fmt in ("jsonl", "csv"):
        out = io.StringIO()
        start = time.perf_counter()
        main(["range", first, last, "--format", fmt], out)
        secs = time.perf_counter() - start
        lines = out.getvalue().count("\n") - (1 if fmt == "csv" else 0)
        print(f"range {first}..{last} --format {fmt:<5} {lines} puzzles  {secs:6.2f} s  "
              f"({lines / secs:6.0f}/s, {len(out.getvalue()) / 1e6:.1f} MB)")


if __name__ == "__main__":
    run()
