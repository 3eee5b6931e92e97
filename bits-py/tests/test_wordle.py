"""`bits.wordle`: the shared Wordle vectors and the shipped lookup tree through Python,
plus typed refusals of bad words, patterns and trees."""

from __future__ import annotations

import itertools
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

import bits
from bits import wordle

from .conftest import VECTORS, calls_entered, load

V: dict[str, Any] = load("wordle.json")
TREE_PATH = VECTORS.parents[2] / V["tree"]["file"]
TREE_BYTES: bytes = TREE_PATH.read_bytes()


@pytest.fixture(scope="module")
def tree() -> wordle.Tree:
    return wordle.Tree(TREE_BYTES)


def test_encoding_vectors() -> None:
    for e in V["encoding"]:
        assert wordle.encode(e["word"]) == e["code"]
        assert wordle.encode(e["word"].upper()) == e["code"]
        assert wordle.decode(e["code"]) == e["word"]


def test_feedback_vectors() -> None:
    for f in V["feedback"]:
        got = wordle.feedback(f["guess"], f["answer"])
        assert (got.code, got.pattern) == (f["code"], f["pattern"]), f
        assert got.solved == (f["code"] == wordle.ALL_GREEN)
        assert wordle.pattern(f["code"]) == f["pattern"]
        assert wordle.parse_pattern(f["pattern"]) == f["code"]
        assert wordle.parse_pattern(str(f["code"])) == f["code"]
        assert got == wordle.feedback(f["guess"].upper(), f["answer"])
    assert wordle.parse_pattern("X-.YG") == wordle.parse_pattern("bbbyg")
    assert wordle.pattern(0) == "bbbbb" and wordle.pattern(242) == "ggggg"


def test_word_lists() -> None:
    words = wordle.words()
    assert len(words) == wordle.WORD_COUNT == V["tree"]["all"]["words"] == 12_947
    assert words == sorted(words) and len(set(words)) == len(words)
    assert all(len(w) == 5 and w.isalpha() and w.islower() for w in words)
    hist = wordle.historical()
    assert len(hist) == V["tree"]["historical"]["words"] == 2_309
    assert set(hist) <= set(words)
    assert wordle.lookup(words[1234]) == 1234 and wordle.lookup("CRANE") == words.index("crane")


def test_shipped_tree_header_and_bytes(tree: wordle.Tree) -> None:
    t = V["tree"]
    assert (tree.start, tree.depth, len(tree)) == (t["start"], 6, t["bytes"])
    assert tree.node_count == t["nodes"]
    assert tree.to_bytes() == TREE_BYTES
    assert wordle.Tree(bytearray(TREE_BYTES)).to_bytes() == TREE_BYTES
    assert wordle.Tree(memoryview(TREE_BYTES)).node_count == t["nodes"]
    assert "lants" in repr(tree)


def test_tree_statistics_match_the_vectors(tree: wordle.Tree) -> None:
    runs = ((tree.evaluate(), "all"), (tree.evaluate(wordle.historical()), "historical"))
    for stats, key in runs:
        want = V["tree"][key]
        d = stats.to_dict()
        assert d == {**want, "failures": []}
        assert (stats.words, stats.total, stats.max) == (want["words"], want["total"], want["max"])
        assert stats.distribution == {int(k): v for k, v in want["distribution"].items()}
        assert stats.over(6) == 0 and stats.failures == []
        assert stats.average_milli == (1000 * stats.total + stats.words // 2) // stats.words
    # Any sequence of words, but not one word read as its letters.
    assert tree.evaluate(("lants", "crane")).to_dict() == tree.evaluate(["lants", "crane"]).to_dict()
    for words in ("crane", {"crane"}):
        with pytest.raises(TypeError, match="words is a sequence"):
            tree.evaluate(words)  # type: ignore[arg-type]
    # An item that is no str is named with its place and type.
    with pytest.raises(TypeError, match=r"^words\[1\] is a str, not int$"):
        tree.evaluate(["crane", 5])  # type: ignore[list-item]


def test_solve_vectors(tree: wordle.Tree) -> None:
    for case in V["solve"]:
        path = wordle.solve(case["answer"], tree)
        assert [s.guess for s in path] == case["guesses"]
        assert [s.pattern for s in path] == case["feedback"]
        assert [s.feedback for s in path] == [wordle.parse_pattern(p) for p in case["feedback"]]
        assert path[-1].feedback == wordle.ALL_GREEN
        assert [s.to_dict() for s in path] == [
            {"guess": g, "feedback": p, "code": wordle.parse_pattern(p)}
            for g, p in zip(case["guesses"], case["feedback"])
        ]
        # The module function also takes the file's bytes.
        assert wordle.solve(case["answer"], TREE_BYTES) == path
        # next_guess replays the game one step at a time, with pairs or steps.
        history: list[Any] = []
        for i, (g, p) in enumerate(zip(case["guesses"], case["feedback"])):
            assert tree.next_guess(history) == g, (case["answer"], i)
            history.append((g, p) if i % 2 else wordle.Step(g, wordle.parse_pattern(p)))
        assert tree.next_guess(history) is None
        assert wordle.next_guess(TREE_BYTES, history) is None
        # No history yet: the start word.
        assert tree.next_guess() == wordle.next_guess(TREE_BYTES) == case["guesses"][0] == tree.start


def test_every_word_solves_within_six(tree: wordle.Tree) -> None:
    counts = [len(tree.solve(w)) for w in wordle.words()[::97]]
    assert counts and max(counts) <= 6


def test_bad_words_and_patterns() -> None:
    cases: list[tuple[Any, str, type[bits.BitsError]]] = [
        (lambda: wordle.encode("rate"), "length", wordle.WordError),
        (lambda: wordle.encode("cr4ne"), "not-a-letter", wordle.WordError),
        (lambda: wordle.encode("créme"), "not-a-letter", wordle.WordError),
        (lambda: wordle.encode("crémes"), "length", wordle.WordError),
        (lambda: wordle.feedback("crane", "ab"), "length", wordle.WordError),
        (lambda: wordle.lookup("zzzzz"), "not-in-list", wordle.WordError),
        (lambda: wordle.decode(0), "bad-code", wordle.WordError),
        (lambda: wordle.decode(-1), "bad-code", wordle.WordError),
        (lambda: wordle.decode(2**40), "bad-code", wordle.WordError),
        (lambda: wordle.pattern(243), "bad-pattern", wordle.WordError),
        (lambda: wordle.pattern(-5), "bad-pattern", wordle.WordError),
        (lambda: wordle.parse_pattern("bbybz"), "bad-pattern", wordle.WordError),
        (lambda: wordle.parse_pattern("243"), "bad-pattern", wordle.WordError),
        (lambda: wordle.Step("crane", 300), "bad-pattern", wordle.WordError),
    ]
    for call, code, cls in cases:
        with pytest.raises(cls) as e:
            call()
        assert e.value.code == code
        assert isinstance(e.value, wordle.WordleError) and isinstance(e.value, bits.BitsError)
    with pytest.raises(wordle.WordError) as e:
        wordle.encode("cr4ne")
    assert e.value.at == 2
    with pytest.raises(wordle.WordError) as e:
        wordle.parse_pattern("bbybz")
    assert e.value.at == 4
    with pytest.raises(wordle.WordError) as e:
        wordle.parse_pattern("\u00e9bbbb")
    assert e.value.at == 0
    with pytest.raises(wordle.WordError) as e:
        wordle.lookup("zzzzz")
    assert e.value.at is None
    # A code out of range has no text, so no position: the message quotes the number.
    for bad_code in (lambda: wordle.pattern(243), lambda: wordle.Step("lants", 243)):
        with pytest.raises(wordle.WordError, match="^feedback code 243 is not from 0 to 242$") as e:
            bad_code()
        assert e.value.at is None and e.value.code == "bad-pattern"
    for bad in (True, "1", 1.0, None):
        with pytest.raises(TypeError):
            wordle.pattern(bad)  # type: ignore[arg-type]
        with pytest.raises(TypeError):
            wordle.decode(bad)  # type: ignore[arg-type]


def test_walks_the_tree_does_not_play(tree: wordle.Tree) -> None:
    with pytest.raises(wordle.WordError) as w:
        tree.solve("zzzzz")
    assert w.value.code == "not-in-list"
    with pytest.raises(wordle.SolveError) as e:
        tree.next_guess([("crane", "bbbbb")])
    assert (e.value.code, e.value.kind) == ("history-mismatch", "HistoryMismatch")
    with pytest.raises(wordle.SolveError) as e:
        tree.next_guess([("lants", "ggggg"), ("lants", "ggggg")])
    assert e.value.code == "already-solved"
    # Feedback the start word can never get against any word of the list.
    with pytest.raises(wordle.SolveError) as e:
        tree.next_guess([("lants", "ggggy")])
    assert e.value.code == "missing"
    with pytest.raises(wordle.WordError):
        tree.next_guess([("lants", 243)])
    with pytest.raises(wordle.WordError):
        tree.next_guess([("lan", 0)])
    # Past 16 steps (the longest walk) is too long, found at the 17th step: an endless
    # history is not read to the end. The length is judged first, as in JavaScript and C:
    # a bad step among too many is still too long.
    too_long: list[Any] = [
        [("lants", "bbbbb")] * 17,
        itertools.repeat(("crane", "bbbbb")),
        [("lants", "bbbbb"), None] * 10,
    ]
    for long in too_long:
        with pytest.raises(wordle.SolveError) as e:
            tree.next_guess(long)
        assert (e.value.code, e.value.kind) == ("too-long", "TooLong")
        assert str(e.value) == "walk longer than 16 guesses"
    bad_histories: list[Any] = [[("lants",)], ["lants"], [None], 5, [("lants", None)]]
    for bad in bad_histories:
        with pytest.raises(TypeError):
            tree.next_guess(bad)
    with pytest.raises(wordle.WordError):
        tree.evaluate(["crane", "x"])
    # Words outside the list that the tree does not reach are failures, not errors.
    s = tree.evaluate(["crane", "qqqqq"])
    assert s.failures == ["qqqqq"] and s.words == 2 and s.over(6) == 1
    # Any cap: past every count only the failures remain (the core used to wrap here).
    assert s.over(0) == 2 and s.over(2**64 - 1) == 1 and s.over(10**30) == 1


def test_corrupt_trees_are_refused() -> None:
    for case in V["badPlut"]:
        with pytest.raises(wordle.PlutError):
            wordle.Tree(bytes.fromhex(case["hex"]))

    def patched(at: int, new: bytes) -> bytes:
        return TREE_BYTES[:at] + new + TREE_BYTES[at + len(new) :]

    cases: list[tuple[bytes, str, Any]] = [
        (b"", "truncated", 0),
        (TREE_BYTES[:100], "truncated", None),
        (TREE_BYTES[:-1], "truncated", None),
        (patched(0, b"PLUX"), "magic", None),
        (patched(4, (2).to_bytes(4, "little")), "version", None),
        (patched(12, (0).to_bytes(4, "little")), "root-offset", None),
        (patched(24, b"crane"), "start-word", None),
        (patched(32, (0).to_bytes(4, "little")), "empty-node", 32),
        # First entry's child pointing back at the root: a cycle.
        (patched(48, (32).to_bytes(4, "little")), "child-offset", 36),
        (patched(48, (10**9).to_bytes(4, "little")), "child-offset", 36),
        (patched(38, b"\x01"), "reserved", 38),
        (patched(40, bytes(8)), "guess", 36),
        (patched(36, b"\xf2"), "feedback", 36),
        # A header promising five guesses over a tree that needs six; depths no walk has.
        (patched(8, (5).to_bytes(4, "little")), "too-deep", None),
        (patched(8, (1).to_bytes(4, "little")), "depth", None),
        (patched(8, (17).to_bytes(4, "little")), "depth", None),
    ]
    for data, code, at in cases:
        with pytest.raises(wordle.PlutError) as e:
            wordle.Tree(data)
        assert e.value.code == code, (code, e.value)
        if at is not None:
            assert e.value.at == at
        if code in ("magic", "version", "root-offset", "start-word", "depth"):
            assert e.value.at is None
    # Entries sharing a child node (found by fuzzing): refused with the entry's offset.
    shared = (VECTORS.parents[2] / "bits/fuzz/regressions/plut/shared-nodes-exponential").read_bytes()
    with pytest.raises(wordle.PlutError) as e:
        wordle.Tree(shared)
    assert e.value.code == "shared-node", e.value
    assert isinstance(e.value.at, int) and 0 < e.value.at < len(shared)
    # A stale tail (a shorter file written over a longer one in place): refused at its start.
    with pytest.raises(wordle.PlutError) as e:
        wordle.Tree(TREE_BYTES + bytes(16))
    assert (e.value.code, e.value.at) == ("stray", len(TREE_BYTES)), e.value
    for cut in range(0, 400, 7):
        with pytest.raises(wordle.PlutError):
            wordle.Tree(TREE_BYTES[:cut])
    for bad in ("PLUT", None, 5, [80, 76, 85, 84]):
        with pytest.raises(TypeError):
            wordle.Tree(bad)  # type: ignore[arg-type]


def test_threads_share_a_tree_and_evaluate_releases_the_gil(tree: wordle.Tree) -> None:
    words = wordle.words()[:3000]
    serial = [[s.guess for s in tree.solve(w)] for w in words]
    with ThreadPoolExecutor(max_workers=4) as pool:
        threaded = list(pool.map(lambda w: [s.guess for s in tree.solve(w)], words))
    assert threaded == serial
    # Holding the GIL, no call would let this thread in (0); releasing it, calls do.
    assert calls_entered(tree.evaluate, 5) >= 1
