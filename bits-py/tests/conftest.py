"""Shared fixtures: the golden vectors every language's tests read."""

from __future__ import annotations

import bisect
import json
import sys
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


def calls_entered(call: Callable[[], object], times: int) -> int:
    """Makes ``times`` calls of ``call`` in a thread while this thread spins, and counts the
    calls during which this thread ran. The switch interval is raised to 0.2 s meanwhile,
    so the interpreter does not hand the GIL over between bytecodes of short calls: a call
    that holds the GIL lets no spin in (the count is exactly 0), one that releases it lets
    this thread in every time. Unlike a pause length, the count does not depend on how
    busy the machine is."""
    spans: list[tuple[float, float]] = []

    def run() -> None:
        for _ in range(times):
            start = time.perf_counter()
            call()
            spans.append((start, time.perf_counter()))

    before = sys.getswitchinterval()
    sys.setswitchinterval(0.2)
    try:
        worker = threading.Thread(target=run)
        stamps: list[float] = []
        worker.start()
        while worker.is_alive():
            stamps.append(time.perf_counter())
        worker.join()
    finally:
        sys.setswitchinterval(before)
    assert len(spans) == times, "a call raised"
    return sum(bisect.bisect_left(stamps, b) > bisect.bisect_right(stamps, a) for a, b in spans)
