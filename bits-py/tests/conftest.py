"""Shared fixtures: the golden vectors every language's tests read."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

VECTORS = Path(__file__).resolve().parents[2] / "bits" / "tests" / "vectors"


def load(name: str) -> Any:
    with open(VECTORS / name, encoding="utf-8") as f:
        return json.load(f)


@pytest.fixture(scope="session")
def primitives() -> Any:
    return load("primitives.json")


def pause_while(heavy: Callable[[], object]) -> tuple[float, float]:
    """Runs ``heavy`` in a thread while this thread spins: ``(call time, longest pause
    this thread saw)``. With the GIL released the pause stays far below the call time;
    with it held this thread would wait for the whole call."""
    took: list[float] = []

    def run() -> None:
        start = time.perf_counter()
        heavy()
        took.append(time.perf_counter() - start)

    worker = threading.Thread(target=run)
    last = time.perf_counter()
    longest = 0.0
    worker.start()
    while worker.is_alive():
        now = time.perf_counter()
        longest = max(longest, now - last)
        last = now
    worker.join()
    assert took, "the call raised"
    return took[0], longest
