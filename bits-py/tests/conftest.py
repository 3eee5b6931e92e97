"""Shared fixtures: the golden vectors every language's tests read."""

from __future__ import annotations

import json
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
