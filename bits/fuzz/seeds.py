#!/usr/bin/env python3
"""Writes the starting corpus of every fuzz target from the golden vectors.

Only needed to rebuild bits/fuzz/corpus from nothing: the committed corpora already hold
these seeds (minimised with everything the fuzzers found since).
"""
import json
import os
import struct
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
VEC = os.path.join(HERE, "..", "tests", "vectors")
OUT = os.path.join(HERE, "corpus")


def load(name):
    with open(os.path.join(VEC, name), encoding="utf-8") as f:
        return json.load(f)


def put(target, name, data):
    d = os.path.join(OUT, target)
    os.makedirs(d, exist_ok=True)
    if isinstance(data, str):
        data = data.encode("utf-8")
    with open(os.path.join(d, "seed-" + name), "wb") as f:
        f.write(data)


def compact(v):
    return json.dumps(v, ensure_ascii=False, separators=(",", ":"))


def descriptors():
    ds = load("binairo_descriptors.json")
    picks = ds[:2] + [e for e in ds if e["options"]["size"] != 6][::4] + ds[-1:]
    for i, e in enumerate(picks):
        d = json.loads(e["descriptor"])
        put("descriptor", f"{i}", e["descriptor"])
        put("public_view", f"{i}", e["public"])
        put("puzzle_json", f"{i}", compact({k: d[k] for k in ("width", "height", "clues", "adjacencies")}))
        state = {
            "puzzleId": d["puzzleId"],
            "cells": [
                {"r": r, "c": c, "value": None, "isClue": False, "isLocked": False, "status": "unknown"}
                for r in range(d["height"]) for c in range(d["width"])
            ],
            "hintsUsed": 0,
            "elapsed": 0,
        }
        for cl in d["clues"]:
            cell = state["cells"][cl["r"] * d["width"] + cl["c"]]
            cell.update(value=cl["value"] if "value" in cl else cl.get("bit"), isClue=True, status="ok")
        put("grid_state", f"{i}", compact(state))
    put("puzzle_json", "empty4", '{"width":4,"height":4,"clues":[],"adjacencies":[]}')
    for i, s in enumerate(load("binairo_submissions.json")[:12]):
        put("submission", f"{i}", compact(s.get("submission", s)))


def sets():
    v = load("sets.json")
    for i, e in enumerate(v["eval"][:8]):
        put("sets_answer", f"eval{i}", e["answer"])
    for i, e in enumerate(v["parseErrors"]):
        put("sets_answer", f"err{i}", e["answer"])
    for name, t in v["tables"].items():
        put("sets_table", name, compact(t))
    for d in v["dailies"][:3]:
        put("sets_table", d["id"], compact(d))


def code(word):
    c = 0
    for ch in word:
        c = (c << 5) | (ord(ch) - 96)
    return c


def fb(pattern):
    c = 0
    for ch in pattern:
        c = c * 3 + "byg".index(ch)
    return c


def plut_bytes(start, root):
    """root: {feedback: (guess, child-or-None)}; the writer's layout (children in order)."""
    def size(node):
        return 4 + sum(16 + (size(ch) if ch else 0) for _, ch in node.values())

    out = bytearray(b"PLUT" + struct.pack("<III", 1, 6, 32) + struct.pack("<Q", code(start)))
    out += start.encode() + b"\0\0\0"

    def write(node):
        at = len(out)
        out.extend(struct.pack("<I", len(node)))
        nxt = at + 4 + 16 * len(node)
        for f in sorted(node):
            guess, ch = node[f]
            off = 0
            if ch:
                off, nxt = nxt, nxt + size(ch)
            out.extend(struct.pack("<HHQI", f, 0, code(guess), off))
        for f in sorted(node):
            if node[f][1]:
                write(node[f][1])

    write(root)
    return bytes(out)


def wordle():
    v = load("wordle.json")
    root = {}
    for walk in v["solve"]:
        node = root
        g, f = walk["guesses"], walk["feedback"]
        for k in range(len(g) - 1):
            key = fb(f[k])
            guess, child = node.get(key, (g[k + 1], None))
            if k + 2 < len(g):
                child = child if child is not None else {}
                node[key] = (guess, child)
                node = child
            else:
                node[key] = (guess, child)
    put("plut", "walks", plut_bytes(v["tree"]["start"], root))
    for i, b in enumerate(v["badPlut"]):
        put("plut", f"bad{i}", bytes.fromhex(b["hex"]))
    for n in (0, 1, 3, 8):
        put("feedback_table", f"good{n}", bytes([0x80 | n]) + bytes(n * n))
        put("feedback_table", f"raw{n}", bytes([n]) + bytes(n * n))
    for i, e in enumerate(v["encoding"]):
        put("ids", f"word{i}", e["word"])


def ids():
    for i, s in enumerate([
        "2026-11-21", "2024-02-29", "2026-02-30", "practice-12345", "practice-0",
        "123e4567-e89b-12d3-a456-426614174000", "ABC", "easy", "65535", "ggbyb",
        "1999-12-31", "0000-01-01",
    ]):
        put("ids", f"{i}", s)
    put("ids", "ms", struct.pack("<d", 1.7637e12))
    for i, g in enumerate([
        {"date": "2026-11-21", "number": 17043, "clicked": [0, 1], "moves": 4},
        {"date": None, "number": 5984, "clicked": [], "moves": 0},
    ]):
        put("flipit_game", f"{i}", compact(g))


if __name__ == "__main__":
    descriptors()
    sets()
    wordle()
    ids()
    sys.exit(0)
