"""The README's Python example, run as written from the repository's root: a stale
commented result or an undefined name there fails here, not for a newcomer."""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]


def test_readme_python_example_runs() -> None:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", text, flags=re.S)
    example = next(b for b in blocks if "bits.generate_descriptor" in b)
    here = os.getcwd()
    os.chdir(ROOT)
    try:
        scope: dict[str, object] = {}
        exec(compile(example, "README.md", "exec"), scope)
    finally:
        os.chdir(here)
    # The commented results the example states.
    d = scope["d"]
    assert (d.seed, d.difficulty_rank, d.solution[0], repr(d.clues[0])) == (  # type: ignore[attr-defined]
        1824600203,
        3,
        "101001",
        "Clue(r=0, c=4, bit=0)",
    )
    p = scope["p"]
    assert p.table.check(p.shortest)["valid"]  # type: ignore[attr-defined]
    tree = scope["tree"]
    assert tree.next_guess([("lants", "byybb")]) == "grone"  # type: ignore[attr-defined]


def test_package_readme_example_runs() -> None:
    """The wheel's own README (its description in the package metadata): the example runs
    and each commented result is what the calls give."""
    import bits

    text = (ROOT / "bits-py" / "README.md").read_text(encoding="utf-8")
    (example,) = re.findall(r"```python\n(.*?)```", text, flags=re.S)
    scope: dict[str, Any] = {}
    exec(compile(example, "bits-py/README.md", "exec"), scope)
    d, v = scope["d"], scope["v"]
    shape = d.validate_json('{"grid": [[0,0,0,1,1,1]], "timeMs": 95000}')

    def said(*values: object) -> str:
        return repr(values)[1:-1]  # "False, 'shape', …" as a comment writes it

    assert f"# {said(shape.valid, shape.code, shape.message)}" in text
    assert f"# {said(v.code, v.r, v.c)}:" in text
    with pytest.raises(bits.IdError) as e:
        bits.generate_descriptor("2026-02-30")
    assert f"# {said(e.value.code, str(e.value))}" in text
