"""Python side of the cross-runtime determinism check: the same byte stream as the other
drivers (specified in run.sh), produced through the installed `bits` wheel and hashed
with hashlib's SHA-256.

    python digest.py FROM TO [THREADS]

The generators release the GIL, so a thread pool runs them in parallel; results are
hashed in calendar order.
"""

from __future__ import annotations

import datetime
import hashlib
import os
import sys
from concurrent.futures import ThreadPoolExecutor

import bits

STREAMS = ("bits-1", "bits-2", "bits-3", "binary-grid", "flipit", "sets")
WINDOW = 256


Day = tuple[list[list[str]], list[str]]


def day_records(date: datetime.date) -> Day:
    """The day's records per stream and its generator failures. A generator that gives
    up (a typed error) puts `error: <message>` in its stream, as in every runtime."""
    day = date.isoformat()
    out: list[list[str]] = []
    failed: list[str] = []

    def gave_up(stream: int, e: bits.BitsError) -> None:
        out.append([f"error: {e}"])
        failed.append(f"failed {day} {STREAMS[stream]}: {e}")

    for rank in (1, 2, 3):
        try:
            d = bits.generate_descriptor(day, rank=rank)
        except bits.GenerateError as e:
            gave_up(rank - 1, e)
            continue
        out.append([d.to_json(), d.public().to_json()])
    out.append([bits.binary_grid_puzzle(day, level).to_json() for level in ("easy", "medium", "hard")])
    out.append([bits.flipit.daily(day).to_json(), bits.flipit.daily_unique(day).to_json()])
    try:
        s = bits.sets.generate(day)
        out.append([s.to_json(), s.public_json()])
    except bits.SetsError as e:
        gave_up(5, e)
    return out, failed


class Stream:
    def __init__(self) -> None:
        self.hash = hashlib.sha256()
        self.records = 0
        self.bytes = 0

    def add(self, record: bytes) -> None:
        self.hash.update(record)
        self.hash.update(b"\n")
        self.records += 1
        self.bytes += len(record) + 1

    def line(self, name: str) -> str:
        return f"{name} {self.records} {self.bytes} {self.hash.hexdigest()}"


def main(argv: list[str]) -> int:
    if len(argv) not in (2, 3):
        print("usage: digest.py FROM TO [THREADS]", file=sys.stderr)
        return 2
    first = datetime.date.fromisoformat(argv[0])
    last = datetime.date.fromisoformat(argv[1])
    threads = int(argv[2]) if len(argv) == 3 else (os.cpu_count() or 1)
    if threads < 1 or last < first:
        print("digest.py: THREADS must be positive and TO not before FROM", file=sys.stderr)
        return 2
    streams = [Stream() for _ in STREAMS]
    everything = Stream()
    failed: list[str] = []
    count = (last - first).days + 1
    one = datetime.timedelta(days=1)
    with ThreadPoolExecutor(max_workers=threads) as pool:
        for start in range(0, count, WINDOW):
            window = [first + one * i for i in range(start, min(start + WINDOW, count))]
            for records, day_failed in pool.map(day_records, window):
                failed.extend(day_failed)
                for stream, recs in zip(streams, records):
                    for r in recs:
                        b = r.encode("utf-8")
                        stream.add(b)
                        everything.add(b)
    print(f"range {first.isoformat()} {last.isoformat()} days {count}")
    for stream, name in zip(streams, STREAMS):
        print(stream.line(name))
    print(everything.line("all"))
    for line in failed:
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
