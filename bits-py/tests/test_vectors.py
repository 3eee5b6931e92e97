"""The shared golden vectors in bits/tests/vectors/, checked through the Python binding."""

from __future__ import annotations

import itertools
import json
from typing import Any, Optional

import pytest

import bits
from bits import flipit, sets

from .conftest import load


def options_kwargs(o: dict[str, Any]) -> dict[str, Any]:
    return {
        "size": o["size"],
        "rank": o["rank"],
        "clues": tuple(o["clues"]),
        "hints": tuple(o["hints"]),
    }


# ---- primitives -------------------------------------------------------------------


def test_hashes_and_mulberry32(primitives: Any) -> None:
    for case in primitives["hashes"]:
        s = case["input"]
        assert bits.hash_string(s) == case["hashString"], s
        assert bits.fnv1a32(s) == case["fnv1a32"], s
        r = bits.Mulberry32(bits.hash_string(s))
        assert [r.next_u32() for _ in range(5)] == case["mulberry32"], s
        r2 = bits.Mulberry32(bits.hash_string(s))
        assert [r2.below(n * 7) for n in range(1, 9)] == case["below7k"], s


def test_dates(primitives: Any) -> None:
    for case in primitives["dates"]:
        assert bits.pt_date(case["unixMs"]) == case["pt"], case
        assert bits.utc_date(case["unixMs"]) == case["utc"], case
        assert bits.pt_date(float(case["unixMs"])) == case["pt"], case


def expect_valid(check: Any, value: Any, valid: bool, error: type[bits.BitsError]) -> None:
    if valid:
        check(value)
    else:
        with pytest.raises(error) as e:
            check(value)
        assert e.value.code and isinstance(e.value, ValueError)


def test_validators(primitives: Any) -> None:
    for case in primitives["puzzleIds"]:
        expect_valid(bits.validate_puzzle_id, case["id"], case["valid"], bits.IdError)
    for case in primitives["uuids"]:
        expect_valid(bits.validate_uuid, case["value"], case["valid"], bits.FieldError)
    for case in primitives["initials"]:
        expect_valid(bits.validate_initials, case["value"], case["valid"], bits.FieldError)
    for case in primitives["timesMs"]:
        expect_valid(bits.validate_time_ms, case["value"], case["valid"], bits.FieldError)


# ---- Bits descriptors and submissions -----------------------------------------------

DESCRIPTORS = load("binairo_descriptors.json")


@pytest.mark.parametrize("case", load("binairo_deductions.json"))
def test_deductions_and_solver(case: dict[str, Any]) -> None:
    # The same trace, byte for byte, as every runtime writes it; the solver's answers.
    steps = bits.deduce(case["puzzle"], case["maxLevel"])
    assert json.dumps(steps, separators=(",", ":"), ensure_ascii=False) == case["deductions"]
    count, first = bits.count_solutions(case["puzzle"])
    assert (count, first) == (case["solutions"], case["solution"])
    assert bits.deduction_rank(case["puzzle"]) == case["rank"]


@pytest.mark.parametrize("case", DESCRIPTORS, ids=[c["puzzleId"] for c in DESCRIPTORS])
def test_descriptor_bytes(case: dict[str, Any]) -> None:
    d = bits.generate_descriptor(case["puzzleId"], **options_kwargs(case["options"]))
    assert d.to_json() == case["descriptor"]
    assert d.public().to_json() == case["public"]
    # Checked loads accept the stored bytes and give back the same puzzle.
    assert bits.Descriptor.from_json(case["descriptor"]) == d
    assert bits.PublicView.from_json(case["public"]) == d.public()
    # Dicts are the JSON exactly, key order included, and load back.
    assert d.to_dict() == json.loads(case["descriptor"])
    assert list(d.to_dict()) == list(json.loads(case["descriptor"]))
    assert json.dumps(d.to_dict(), separators=(",", ":"), ensure_ascii=False) == case["descriptor"]
    assert bits.Descriptor.from_dict(d.to_dict()) == d
    assert bits.PublicView.from_dict(d.public().to_dict()) == d.public()
    # Typed fields agree with the JSON.
    j = json.loads(case["descriptor"])
    assert d.puzzle_id == j["puzzleId"] and d.seed == j["seed"]
    assert d.row_order_seed == j["rowOrderSeed"] and d.clue_seed == j["clueSeed"]
    assert d.size == j["width"] == j["height"]
    assert d.solution == j["solution"]
    assert [c.to_dict() for c in d.clues] == j["clues"]
    assert [h.to_dict() for h in d.adjacencies] == j["adjacencies"]
    assert d.row_signatures == j["rowSignatures"] and d.column_totals == j["columnTotals"]
    assert d.difficulty_rank == j["metadata"]["difficultyRank"]
    assert d.generator_version == j["metadata"]["generatorVersion"]
    assert d.techniques == j["metadata"]["techniques"]
    assert d.built_from_seed == j["metadata"].get("builtFromSeed", [])
    # The solution obeys the rules and is the only one.
    assert bits.grid_follows_rules(d.solution)
    assert bits.count_solutions(d.public()) == (1, d.solution)
    assert bits.deduction_rank(d.public()) == d.difficulty_rank


def test_size_alone_takes_its_hint_range() -> None:
    """A size given without hints gets that size's range: 3-5 at 4x4, 8-12 above."""
    cases = [
        c
        for c in DESCRIPTORS
        if c["options"]["hints"] == ([3, 5] if c["options"]["size"] == 4 else [8, 12])
        and c["options"]["clues"][1] == 256
    ]
    assert any(c["options"]["size"] == 4 and c["options"]["rank"] == 3 for c in cases)
    for c in cases:
        o = c["options"]
        d = bits.generate_descriptor(c["puzzleId"], size=o["size"], rank=o["rank"])
        assert d.to_json() == c["descriptor"], c["puzzleId"]
    with pytest.raises(bits.GenerateError) as e:
        bits.generate_descriptor("2026-11-27", size=4, hints=(8, 12))
    assert e.value.code == "exhausted"


SUBMISSIONS = load("binairo_submissions.json")


@pytest.mark.parametrize("case", SUBMISSIONS)
def test_submission_verdicts(case: dict[str, Any]) -> None:
    d = bits.generate_descriptor(case["puzzleId"], **options_kwargs(case["options"]))
    v = d.validate(case["submission"])
    assert v.to_dict() == case["verdict"]
    assert json.loads(v.to_json()) == case["verdict"]
    assert bits.validate_submission(d, case["submission"]).to_dict() == case["verdict"]
    assert d.validate_json(json.dumps(case["submission"])).to_dict() == case["verdict"]
    assert v.valid == case["verdict"]["valid"] == bool(v)
    assert v.code == case["verdict"].get("code")
    assert v.r == case["verdict"].get("r") and v.c == case["verdict"].get("c")


BINARY_GRID = load("binary_grid.json")


@pytest.mark.parametrize("case", BINARY_GRID)
def test_binary_grid(case: dict[str, Any]) -> None:
    p = bits.binary_grid_puzzle(case["dateKey"], case["difficulty"])
    assert p.to_json() == case["puzzleInfo"]
    assert p.to_dict() == json.loads(case["puzzleInfo"])
    assert p.solution == case["solution"]
    grid = [[int(ch) for ch in row] for row in case["solution"]]
    assert p.validate({"grid": grid, "timeMs": 60000}).valid
    for r, row in enumerate(p.givens):
        for c, g in enumerate(row):
            assert g is None or g == grid[r][c]


# ---- FlipIT -------------------------------------------------------------------------

FLIPIT = load("flipit.json")


def test_flipit_constants() -> None:
    assert flipit.GOAL == FLIPIT["goal"]
    assert flipit.CLICK_MASKS == FLIPIT["clickMasks"]
    assert flipit.three_click_classes() == FLIPIT["symmetry"]["distinctUpToSymmetry"]
    # The classes counted again from canonical forms of the 560 three-click boards.
    forms = {
        flipit.canonical(flipit.apply_clicks(flipit.GOAL, list(t)))
        for t in itertools.combinations(range(16), 3)
    }
    assert len(forms) == FLIPIT["symmetry"]["distinctUpToSymmetry"]
    assert flipit.canonical(1 << 15) == 1


def test_flipit_dailies() -> None:
    for day in FLIPIT["daily"]["days"]:
        p = flipit.daily(day["date"])
        assert p.to_json() == day["json"]
        assert p.to_dict() == day["puzzle"]
        assert p.solution == day["clicks"]
        assert flipit.Puzzle.from_json(day["json"]) == p
        assert flipit.Puzzle.from_dict(day["puzzle"]) == p
    for day in FLIPIT["dailyUnique"]["days"]:
        p = flipit.daily_unique(day["date"])
        assert p.to_dict() == day["puzzle"], day["date"]


def test_flipit_solve() -> None:
    for case in FLIPIT["solve"]:
        assert flipit.solve(case["number"]) == case
        assert flipit.apply_clicks(case["number"], case["clicks"]) == flipit.GOAL


def test_flipit_games() -> None:
    for case in FLIPIT["games"]:
        base = flipit.Puzzle(case["number"])
        if case["date"] is None:
            puzzle = base
        else:
            puzzle = flipit.Puzzle.from_dict({**base.to_dict(), "date": case["date"]})
        g = flipit.Game(puzzle)
        for cell in case["clicks"]:
            g.click(cell)
        assert g.board == case["board"]
        assert g.clicked == case["clicked"]
        assert g.moves == case["moves"]
        assert g.is_solved() == case["solved"]
        assert g.clicks_remaining == case["clicksRemaining"]
        assert g.to_json() == case["save"]
        restored = flipit.Game.from_json(case["save"])
        assert restored.to_json() == case["save"]
        assert flipit.Game.restore_for(puzzle, case["save"]).board == case["board"]
        if case["solved"]:
            # Solved is final: no click (not even one undoing a highlighted cell), no reset.
            for cell in [0, *case["clicked"]]:
                with pytest.raises(bits.FlipitError) as e:
                    g.click(cell)
                assert e.value.code == "solved"
            with pytest.raises(bits.FlipitError) as e:
                g.reset()
            assert e.value.code == "solved"
            assert g.to_json() == case["save"]
        else:
            g.reset()
            assert g.board == case["number"] and g.clicked == []


def test_flipit_rejections() -> None:
    for case in FLIPIT["rejectedPuzzles"]:
        with pytest.raises(bits.FlipitError) as e:
            flipit.Puzzle.from_json(case["json"])
        assert e.value.kind == case["error"], case
    for case in FLIPIT["rejectedGames"]:
        with pytest.raises(bits.FlipitError) as e:
            flipit.Game.from_json(case["json"])
        assert e.value.kind == case["error"], case


# ---- Sets ---------------------------------------------------------------------------

SETS = load("sets.json")


def cards_of(spec: list[Any]) -> list[list[str]]:
    out: list[list[str]] = []
    for c in spec:
        out.append(list(SETS["cardCombinations"][c]) if isinstance(c, int) else list(c["colors"]))
    return out


def test_sets_eval() -> None:
    for case in SETS["eval"]:
        e = sets.evaluate(cards_of(case["cards"]), case["answer"])
        # The keys of the core's JSON, in its order, and no others.
        keys = ("canonical", "cubeCount", "active", "named", "value")
        assert e == {k: case[k] for k in keys} and tuple(e) == keys, case["answer"]
        # Cards given as indices, as C and JavaScript take them, mean the same cards.
        if all(isinstance(c, int) for c in case["cards"]):
            assert sets.evaluate(case["cards"], case["answer"]) == e
        assert sets.parse_answer(case["answer"]) == case["canonical"]


def test_sets_parse_errors() -> None:
    for case in SETS["parseErrors"]:
        with pytest.raises(bits.SetsError) as e:
            sets.parse_answer(case["answer"])
        err = e.value
        # The vectors place errors in UTF-8 bytes (the core's offsets); Python gets indices
        # into its own str, so that answer[at:at + len] is the offending text.
        raw = case["answer"].encode()
        at = len(raw[: case["at"]].decode())
        end = len(raw[: case["at"] + case["len"]].decode())
        assert (err.code, err.at, err.len, err.token) == (
            case["code"],
            at,
            end - at,
            case["token"],
        ), case["answer"]
        assert err.at is not None and err.len is not None
        assert case["answer"][err.at : err.at + err.len] == raw[case["at"] : case["at"] + case["len"]].decode()
        # The message places it as `at` does: an index into the caller's str, not a byte.
        assert str(err).endswith(f"(index {at}, token {case['token']})"), str(err)
        # `kind` names the variant `code` spells in kebab case, as for every error.
        assert "".join(w.title() for w in case["code"].split("-")) == err.kind, err.kind


def test_sets_check_and_solve() -> None:
    tables = {name: sets.Table.from_dict(t) for name, t in SETS["tables"].items()}
    for case in SETS["check"]:
        v = tables[case["table"]].check(case["answer"])
        keys = ("valid", "value", "goal", "message", "code")
        assert v == {k: case[k] for k in keys} and tuple(v) == keys, case["answer"]
    for case in SETS["solve"]:
        s = sets.Table.from_dict(case["table"]).solve()
        solve_keys = ("shortest", "cubeCount", "solutions")
        assert s == {k: case[k] for k in solve_keys} and tuple(s) == solve_keys, case["name"]


def test_sets_dailies() -> None:
    for case in SETS["dailies"]:
        p = sets.generate(case["id"])
        assert p.to_json() == json.dumps(case, ensure_ascii=False, separators=(",", ":"))
        assert p.to_dict() == case
        public: Optional[dict[str, Any]] = p.public_dict()
        assert public is not None and "generatedSolution" not in public
        assert p.table.check(p.shortest)["valid"]
