"""`python -m bits`: range, audit, show and sheet, run in-process and as a module."""

from __future__ import annotations

import csv
import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import bits
from bits.__main__ import CSV_FIELDS, main


def run(*argv: str) -> tuple[int, str]:
    out = io.StringIO()
    code = main(list(argv), out)
    return code, out.getvalue()


def test_range_jsonl_matches_the_engine() -> None:
    code, text = run("range", "2026-11-01", "2026-11-10")
    assert code == 0
    lines = text.splitlines()
    assert lines == [bits.generate_descriptor(i).to_json() for i in bits.date_range("2026-11-01", "2026-11-10")]
    code, text = run("range", "2026-11-01", "2026-11-02", "--public", "--rank", "2")
    assert code == 0
    for line in text.splitlines():
        assert "solution" not in json.loads(line)
        assert json.loads(line)["metadata"]["difficultyRank"] == 2


def test_range_csv() -> None:
    code, text = run("range", "2026-11-01", "2026-11-07", "--format", "csv")
    assert code == 0
    rows = list(csv.reader(io.StringIO(text)))
    assert rows[0] == CSV_FIELDS and len(rows) == 8
    d = bits.generate_descriptor("2026-11-07")
    assert rows[-1][0] == "2026-11-07" and rows[-1][1] == str(d.seed)
    assert rows[-1][-1] == "/".join(d.solution)
    # The public CSV is the public view's: no solution column.
    code, text = run("range", "2026-11-01", "2026-11-07", "--format", "csv", "--public")
    rows = list(csv.reader(io.StringIO(text)))
    assert code == 0 and rows[0] == CSV_FIELDS[:-1] and "solution" not in rows[0]
    assert all(len(r) == len(CSV_FIELDS) - 1 for r in rows)
    assert "/".join(d.solution) not in text


def test_audit_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, text = run("audit", "2026-01-01", "2026-01-31", "--json")
    assert code == 0
    report = json.loads(text)
    assert report["puzzles"] == report["unique"] == 31
    assert report["notUnique"] == [] and report["rankMismatch"] == []
    assert sum(report["rankDistribution"].values()) == 31
    assert report["timing"]["count"] == 31
    assert "31/31" in capsys.readouterr().err  # the progress bar


def test_show_and_sheet(tmp_path: Path) -> None:
    code, text = run("show", "2026-11-21")
    assert code == 0 and text.startswith("Bits 2026-11-21 · 6x6 · rank 3")
    code, text = run("show", "2026-11-21", "--json")
    assert json.loads(text) == bits.generate_descriptor("2026-11-21").public().to_dict()
    out = tmp_path / "sheet.html"
    code, text = run("sheet", "2026-11-01", "2026-11-07", "-o", str(out))
    assert code == 0
    html = out.read_text(encoding="utf-8")
    assert html.count("<svg") == 7 and "2026-11-07" in html
    # Each card is the core's drawing, byte for byte (the same SVG every binding gives).
    week = [bits.generate_descriptor(i) for i in bits.date_range("2026-11-01", "2026-11-07")]
    for d in week:
        assert d.svg() in html and d.svg() == d.public().svg()
        assert d.svg(solution=True) not in html
    run("sheet", "2026-11-01", "2026-11-01", "-o", str(out), "--solution")
    assert week[0].svg(solution=True) in out.read_text(encoding="utf-8")
    assert [p.name for p in tmp_path.iterdir()] == ["sheet.html"]
    # Made as any program makes a file: the umask decides, here 022 (readable by all).
    old = os.umask(0o022)
    try:
        out.unlink()
        run("sheet", "2026-11-01", "2026-11-01", "-o", str(out))
    finally:
        os.umask(old)
    assert out.stat().st_mode & 0o777 == 0o644
    # A link is written through, and stays a link (as the Rust CLI writes).
    real = tmp_path / "real"
    real.mkdir()
    link = tmp_path / "link.html"
    link.symlink_to(Path("real") / "s.html")
    assert run("sheet", "2026-11-01", "2026-11-01", "-o", str(link))[0] == 0
    assert link.is_symlink() and (real / "s.html").read_text(encoding="utf-8").count("<svg") == 1
    # The singular for one given, as `bits show` writes it.
    assert run("show", "2026-11-21")[1].startswith("Bits 2026-11-21 · 6x6 · rank 3 · 1 given · ")
    assert " · 3 givens · " in run("show", "2026-11-16")[1]


def test_a_link_into_no_folder_is_refused_before_the_work(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import bits.__main__ as cli

    def never(*_: object) -> None:
        raise AssertionError("puzzles were made for a file that cannot be written")

    monkeypatch.setattr(cli, "generate_many", never)
    dangling = tmp_path / "dangling.html"
    dangling.symlink_to(Path("nowhere") / "s.html")
    assert run("sheet", "2026-11-01", "2026-11-01", "-o", str(dangling))[0] == 1


def test_bad_input_exits_2() -> None:
    assert run("range", "2026-02-30", "2026-03-01")[0] == 2
    assert run("range", "2026-03-02", "2026-03-01")[0] == 2
    assert run("show", "nope")[0] == 2
    with pytest.raises(SystemExit) as e:
        run("range", "2026-03-01")
    assert e.value.code == 2


def test_options_are_judged_in_the_engines_order(capsys: pytest.CaptureFixture[str]) -> None:
    # The id, the size, the rank: the first mistake is named, in the engine's words.
    for argv, said in [
        (("show", "2026-02-30", "--rank", "9", "--size", "5"), "2026-02 has no day 30"),
        (("show", "2026-11-21", "--rank", "9", "--size", "5"), "grid side 5 is not an even"),
        (("show", "2026-11-21", "--rank", "0"), "rank 0 is not 1, 2 or 3"),
        (("audit", "2026-11-01", "2026-11-02", "--rank", "4"), "rank 4 is not 1, 2 or 3"),
    ]:
        assert run(*argv)[0] == 2
        err = capsys.readouterr().err
        assert said in err and err.count("\n") == 1, (argv, err)


def test_a_file_that_cannot_be_written_is_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for target in (tmp_path / "missing" / "x.html", tmp_path):
        assert run("sheet", "2026-11-01", "2026-11-01", "-o", str(target))[0] == 1
        err = capsys.readouterr().err
        assert err.startswith(f"bits: cannot write {target}") and err.count("\n") == 1
    assert list(tmp_path.iterdir()) == []


def test_a_full_disk_is_one_line() -> None:
    with open("/dev/full", "w") as full:
        p = subprocess.run(
            [sys.executable, "-m", "bits", "range", "2026-01-01", "2026-03-01"],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
        )
    assert p.returncode == 1 and p.stderr.startswith("bits: cannot write")
    assert "Traceback" not in p.stderr


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as e:
        run("--version")
    assert e.value.code == 0 and capsys.readouterr().out == f"bits {bits.__version__}\n"


def test_module_entry_point() -> None:
    p = subprocess.run(
        [sys.executable, "-m", "bits", "range", "2026-11-21", "2026-11-21"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert p.stdout.strip() == bits.generate_descriptor("2026-11-21").to_json()
