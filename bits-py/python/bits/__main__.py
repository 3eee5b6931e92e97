"""``python -m bits``: bulk export, audit, inspection and contact sheets for QA.

    python -m bits range FROM TO [--rank N] [--size N] [--public] [--format jsonl|csv]
    python -m bits audit FROM TO [--rank N] [--size N] [--json]
    python -m bits show ID [--rank N] [--size N] [--solution] [--json]
    python -m bits sheet FROM TO -o FILE.html [--rank N] [--size N] [--solution]

Generation runs on a thread pool: the engine releases the GIL while it works.
Exit codes: 0 ok, 1 a failure (or an audit finding, or a file that cannot be written),
2 bad usage or input.
"""

from __future__ import annotations

import argparse
import csv
import errno
import json
import os
import secrets
import statistics
import sys
import time
from collections import Counter
from collections.abc import Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from html import escape
from typing import Optional, TextIO

from . import (
    BitsError,
    Descriptor,
    __version__,
    count_solutions,
    date_range,
    deduction_rank,
    generate_descriptor,
)

CSV_FIELDS = [
    "puzzleId",
    "seed",
    "rowOrderSeed",
    "clueSeed",
    "size",
    "difficultyRank",
    "givens",
    "hints",
    "techniques",
    "solution",
]


def _workers() -> int:
    return max(1, min(8, os.cpu_count() or 1))


def _timed(puzzle_id: str, size: Optional[int], rank: Optional[int]) -> tuple[Descriptor, float]:
    start = time.perf_counter()
    d = generate_descriptor(puzzle_id, size=size, rank=rank)
    return d, time.perf_counter() - start


def generate_many(
    ids: Sequence[str], size: Optional[int] = None, rank: Optional[int] = None
) -> Iterator[tuple[Descriptor, float]]:
    """Descriptors of ``ids`` in order, each with its generation time in seconds."""
    with ThreadPoolExecutor(max_workers=_workers()) as pool:
        yield from pool.map(lambda i: _timed(i, size, rank), ids, chunksize=16)


class Progress:
    """A one-line progress bar on a terminal stream (a line every 10 % otherwise)."""

    def __init__(self, total: int, stream: Optional[TextIO] = None) -> None:
        self.total = max(total, 1)
        self.stream = stream if stream is not None else sys.stderr
        self.tty = self.stream.isatty()
        self.start = time.perf_counter()
        self.last = -1

    def update(self, done: int) -> None:
        width = 30
        pct = done * 100 // self.total
        if self.tty:
            if done != self.total and done % 8:
                return
        elif pct // 10 == self.last // 10 and done != self.total:
            return
        self.last = pct
        filled = width * done // self.total
        rate = done / max(time.perf_counter() - self.start, 1e-9)
        bar = "#" * filled + "-" * (width - filled)
        end = "" if self.tty and done != self.total else "\n"
        lead = "\r" if self.tty else ""
        self.stream.write(f"{lead}[{bar}] {done}/{self.total} {pct:3d}% {rate:7.1f}/s{end}")
        self.stream.flush()


def csv_row(d: Descriptor, public: bool = False) -> list[str]:
    """One CSV line; ``public`` leaves out the solution, as the public view does."""
    row = [
        d.puzzle_id,
        str(d.seed),
        str(d.row_order_seed),
        str(d.clue_seed),
        str(d.size),
        str(d.difficulty_rank),
        str(len(d.clues)),
        str(len(d.adjacencies)),
        " ".join(d.techniques),
        "/".join(d.solution),
    ]
    return row[:-1] if public else row


def cmd_range(a: argparse.Namespace, out: TextIO) -> int:
    ids = date_range(a.first, a.last)
    if a.format == "csv":
        w = csv.writer(out, lineterminator="\n")
        w.writerow(CSV_FIELDS[:-1] if a.public else CSV_FIELDS)
        for d, _ in generate_many(ids, a.size, a.rank):
            w.writerow(csv_row(d, a.public))
    else:
        for d, _ in generate_many(ids, a.size, a.rank):
            out.write((d.public().to_json() if a.public else d.to_json()) + "\n")
    return 0


def audit(
    ids: Sequence[str],
    size: Optional[int] = None,
    rank: Optional[int] = None,
    progress: Optional[Progress] = None,
) -> dict[str, object]:
    """Generates every id and checks it: a unique solution (exact solver, from the public
    view), the deduction rank equals the stored rank, and how soon solutions repeat."""
    ranks: Counter[int] = Counter()
    times: list[float] = []
    not_unique: list[str] = []
    rank_mismatch: list[str] = []
    first_seen: dict[tuple[str, ...], int] = {}
    repeats = 0
    min_gap: Optional[int] = None
    same_puzzle: list[str] = []
    seen_public: dict[str, str] = {}
    for i, (d, secs) in enumerate(generate_many(ids, size, rank)):
        times.append(secs)
        ranks[d.difficulty_rank] += 1
        public = d.public()
        count, _ = count_solutions(public, 2)
        if count != 1:
            not_unique.append(d.puzzle_id)
        if deduction_rank(public) != d.difficulty_rank:
            rank_mismatch.append(d.puzzle_id)
        key = tuple(d.solution)
        if key in first_seen:
            repeats += 1
            gap = i - first_seen[key]
            min_gap = gap if min_gap is None else min(min_gap, gap)
        first_seen[key] = i
        givens = json.dumps([[c.r, c.c, c.bit] for c in public.clues])
        hints = json.dumps([[h.r, h.c, h.dir, h.kind] for h in public.adjacencies])
        shape = givens + hints + "/".join(d.solution)
        if shape in seen_public:
            same_puzzle.append(f"{seen_public[shape]}={d.puzzle_id}")
        seen_public.setdefault(shape, d.puzzle_id)
        if progress is not None:
            progress.update(i + 1)
    ms = sorted(t * 1000 for t in times)
    timing = {
        "count": len(ms),
        "minMs": round(ms[0], 3) if ms else None,
        "medianMs": round(statistics.median(ms), 3) if ms else None,
        "p95Ms": round(ms[min(len(ms) - 1, int(len(ms) * 0.95))], 3) if ms else None,
        "maxMs": round(ms[-1], 3) if ms else None,
        "totalCpuS": round(sum(ms) / 1000, 3),
    }
    return {
        "from": ids[0] if ids else None,
        "to": ids[-1] if ids else None,
        "puzzles": len(ids),
        "unique": len(ids) - len(not_unique),
        "notUnique": not_unique,
        "rankMismatch": rank_mismatch,
        "rankDistribution": {str(k): ranks[k] for k in sorted(ranks)},
        "solutionRepeats": repeats,
        "minRepeatGapDays": min_gap,
        "identicalPuzzles": same_puzzle,
        "timing": timing,
    }


def cmd_audit(a: argparse.Namespace, out: TextIO) -> int:
    ids = date_range(a.first, a.last)
    wall = time.perf_counter()
    report = audit(ids, a.size, a.rank, Progress(len(ids)))
    report["wallS"] = round(time.perf_counter() - wall, 3)
    if a.json:
        out.write(json.dumps(report) + "\n")
    else:
        t = report["timing"]
        assert isinstance(t, dict)
        lines = [
            f"audit {report['from']} .. {report['to']}: {report['puzzles']} puzzles",
            f"  unique solution:     {report['unique']}/{report['puzzles']}",
            f"  rank mismatches:     {len(report['rankMismatch'])}",  # type: ignore[arg-type]
            "  rank distribution:   "
            + ", ".join(f"rank {k}: {v}" for k, v in report["rankDistribution"].items()),  # type: ignore[attr-defined]
            f"  solution repeats:    {report['solutionRepeats']}"
            + (f" (closest {report['minRepeatGapDays']} days apart)" if report["minRepeatGapDays"] else ""),
            f"  identical puzzles:   {len(report['identicalPuzzles'])}",  # type: ignore[arg-type]
            f"  generation ms:       min {t['minMs']}  median {t['medianMs']}  p95 {t['p95Ms']}  max {t['maxMs']}",
            f"  wall time:           {report['wallS']} s on {_workers()} threads",
        ]
        out.write("\n".join(lines) + "\n")
    bad = report["notUnique"] or report["rankMismatch"] or report["identicalPuzzles"]
    return 1 if bad else 0


def cmd_show(a: argparse.Namespace, out: TextIO) -> int:
    d = generate_descriptor(a.id, size=a.size, rank=a.rank)
    if a.json:
        out.write((d.to_json() if a.solution else d.public().to_json()) + "\n")
        return 0
    out.write(
        f"Bits {d.puzzle_id} · {d.size}x{d.size} · rank {d.difficulty_rank} · "
        f"{len(d.clues)} given{'' if len(d.clues) == 1 else 's'} · {len(d.adjacencies)} hints\n"
        f"techniques: {', '.join(d.techniques)}\n\n"
    )
    out.write(d.render_text(a.solution).rstrip() + "\n")
    return 0


def sheet_html(descriptors: Sequence[Descriptor], solution: bool, title: str) -> str:
    cards = []
    for d in descriptors:
        cards.append(
            '<figure class="p">'
            + d.svg(solution=solution)
            + f"<figcaption>{escape(d.puzzle_id)} · rank {d.difficulty_rank} · "
            f"{len(d.clues)}g {len(d.adjacencies)}h</figcaption></figure>"
        )
    return (
        "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
        f"<title>{escape(title)}</title><style>"
        "body{font-family:sans-serif;margin:1em}"
        ".grid{display:flex;flex-wrap:wrap;gap:12px}"
        ".p{margin:0;padding:6px;border:1px solid #ddd;border-radius:4px}"
        "figcaption{font-size:12px;text-align:center;color:#333}"
        f"</style></head><body><h1>{escape(title)}</h1><div class=\"grid\">"
        + "".join(cards)
        + "</div></body></html>\n"
    )


def write_atomic(path: str, text: str) -> None:
    """Writes ``text`` to ``path`` via a temporary file in the same folder, fsync, rename.

    The temporary file is opened with mode 0o666 so that the umask decides, as for any
    file a program creates (``tempfile.mkstemp`` would leave a sheet meant for sharing
    readable by its owner alone). A ``path`` that is a symbolic link is written through, as
    the Rust CLI writes: the file it points to is replaced and the link stays a link."""
    target = through_link(path)
    folder = check_target(target)
    tmp = os.path.join(folder, f".sheet-{os.getpid()}-{secrets.token_hex(6)}.tmp")
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
    except OSError as e:
        raise OSError(e.errno, e.strerror, path) from e
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, target)
    except BaseException as e:
        if os.path.exists(tmp):
            os.unlink(tmp)
        if isinstance(e, OSError):
            raise OSError(e.errno, e.strerror, path) from e
        raise


def through_link(path: str) -> str:
    """The file ``path`` stands for: itself, or where its symbolic link points."""
    return os.path.realpath(path) if os.path.islink(path) else path


def check_target(path: str) -> str:
    """The folder ``path`` will be written in; an ``OSError`` naming ``path`` when it is a
    folder itself or its folder does not exist (checked before a long run, not after)."""
    if os.path.isdir(path):
        raise IsADirectoryError(errno.EISDIR, "it is a folder", path)
    folder = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(folder):
        raise FileNotFoundError(errno.ENOENT, "no such folder", path)
    return folder


def cmd_sheet(a: argparse.Namespace, out: TextIO) -> int:
    ids = date_range(a.first, a.last)
    check_target(through_link(a.output))
    progress = Progress(len(ids))
    ds = []
    for i, (d, _) in enumerate(generate_many(ids, a.size, a.rank)):
        ds.append(d)
        progress.update(i + 1)
    write_atomic(a.output, sheet_html(ds, a.solution, f"Bits {a.first} .. {a.last}"))
    out.write(f"wrote {len(ds)} puzzles to {a.output}\n")
    return 0


def parser() -> argparse.ArgumentParser:
    # The wheel installs the same commands as `bits-qa`; each name is the one typed.
    name = "bits-qa" if os.path.basename(sys.argv[0]) == "bits-qa" else "python -m bits"
    p = argparse.ArgumentParser(prog=name, description="Bits puzzle QA tools.")
    p.add_argument("--version", action="version", version=f"bits {__version__}")
    sub = p.add_subparsers(dest="command", required=True)

    def options(sp: argparse.ArgumentParser) -> None:
        # Judged by the engine, in its order (the id, the size, the rank) and words.
        sp.add_argument("--rank", type=int, help="force difficulty rank (1-3)")
        sp.add_argument("--size", type=int, help="grid side (even, 4-16)")

    r = sub.add_parser("range", help="export every puzzle of a date range")
    r.add_argument("first", metavar="FROM")
    r.add_argument("last", metavar="TO")
    r.add_argument("--format", choices=["jsonl", "csv"], default="jsonl")
    r.add_argument("--public", action="store_true", help="public views (CSV: no solution column)")
    options(r)

    au = sub.add_parser("audit", help="check uniqueness, ranks and repeats of a range")
    au.add_argument("first", metavar="FROM")
    au.add_argument("last", metavar="TO")
    au.add_argument("--json", action="store_true", help="the report as one JSON line")
    options(au)

    s = sub.add_parser("show", help="draw one puzzle")
    s.add_argument("id", metavar="ID")
    s.add_argument("--solution", action="store_true")
    s.add_argument("--json", action="store_true")
    options(s)

    sh = sub.add_parser("sheet", help="HTML contact sheet of a range (SVG per puzzle)")
    sh.add_argument("first", metavar="FROM")
    sh.add_argument("last", metavar="TO")
    sh.add_argument("-o", "--output", required=True)
    sh.add_argument("--solution", action="store_true")
    options(sh)
    return p


def main(argv: Optional[Sequence[str]] = None, out: Optional[TextIO] = None) -> int:
    a = parser().parse_args(argv)
    stream = out if out is not None else sys.stdout
    commands = {"range": cmd_range, "audit": cmd_audit, "show": cmd_show, "sheet": cmd_sheet}
    try:
        if getattr(a, "first", None) is not None and days_order(a.first, a.last) < 0:
            sys.stderr.write("bits: TO is before FROM\n")
            return 2
        code = commands[a.command](a, stream)
        # Inside the handlers below: a full disk under `> file` shows here, not at exit.
        stream.flush()
        return code
    except BitsError as e:
        sys.stderr.write(f"bits: {e} [{type(e).__name__} {e.code}]\n")
        return 2
    except BrokenPipeError:
        # `python -m bits range … | head`: stop quietly.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0
    except OSError as e:
        # A sheet's folder that does not exist, a full disk: one line, not a traceback.
        where = f" {e.filename}" if e.filename else ""
        sys.stderr.write(f"bits: cannot write{where}: {e.strerror or e}\n")
        return 1


def days_order(first: str, last: str) -> int:
    from . import days_between

    return days_between(first, last)


if __name__ == "__main__":
    sys.exit(main())
