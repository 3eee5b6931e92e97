//! The command line at its edges: a reader that goes away, arguments that are not UTF-8,
//! line numbers and day counts past what they may be. Each ends with a clear message (or
//! quietly, for the closed pipe), never a panic.
#![cfg(feature = "cli")]

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Output, Stdio};

fn bits(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_bits"))
        .args(args)
        .output()
        .expect("run bits")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// `bits flipit daily --days 5000 | head -1` used to panic ("failed printing to stdout").
/// Every command's output goes through one writer that ends the program at once, with
/// status 0, when the reader has gone.
#[test]
fn a_closed_pipe_ends_the_program_quietly() {
    for args in [
        &["flipit", "daily", "2026-01-01", "--days", "5000"][..],
        &["sets", "range", "2026-01-01", "--days", "1000"][..],
        &["range", "2026-01-01", "2030-01-01"][..],
    ] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_bits"))
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("spawn bits");
        let mut first = String::new();
        BufReader::new(child.stdout.take().unwrap())
            .read_line(&mut first)
            .unwrap();
        assert!(first.starts_with('{'), "{args:?}: {first}");
        // The reader is dropped here, as `head -1` exits.
        let out = child.wait_with_output().unwrap();
        // Quietly and successfully, so that `set -o pipefail` scripts with `| head -1`
        // or `| grep -q` see success (a SIGPIPE death would be status 141).
        assert!(out.status.success(), "{args:?}: {:?}", out.status);
        assert_eq!(stderr(&out), "", "{args:?}");
    }
}

#[cfg(unix)]
#[test]
fn an_argument_that_is_not_utf8_is_a_usage_error() {
    use std::os::unix::ffi::OsStrExt;
    let out = Command::new(env!("CARGO_BIN_EXE_bits"))
        .arg("daily")
        .arg(std::ffi::OsStr::from_bytes(b"\xff"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).starts_with("bits: argument 2 is not UTF-8"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn play_refuses_far_lines_in_words_and_reads_past_odd_bytes() {
    let out = bits_with_input(&["play", "2026-11-21"], b"l row 257\n\xff\nl col 7\nq\n");
    let all = String::from_utf8_lossy(&out.stdout).into_owned() + &stderr(&out);
    assert!(all.contains("Row 257 is outside the grid"), "{all}");
    assert!(
        all.contains("Column 7 is outside the grid"),
        "the line after the odd bytes: {all}"
    );
}

#[test]
fn play_restarts_and_undoes_the_restart() {
    let d = bits::binairo::generate_descriptor("2026-11-21").unwrap();
    let free = (0..36)
        .find(|&i| {
            !d.clues()
                .iter()
                .any(|k| usize::from(k.r) * 6 + usize::from(k.c) == i)
        })
        .unwrap();
    let input = format!("{} {}\nrestart\nu\nq\n", free / 6 + 1, free % 6 + 1);
    let out = bits_with_input(&["play", "2026-11-21"], input.as_bytes());
    let all = String::from_utf8_lossy(&out.stdout).into_owned() + &stderr(&out);
    assert!(out.status.success(), "{all}");
    let said = all
        .find("started again (u brings the board back)")
        .expect(&all);
    assert!(all[said..].contains("undone"), "{all}");
}

#[test]
fn day_ranges_stop_at_the_last_spellable_day() {
    // Refused whole, before a line is printed, as `sets range` does.
    let out = bits(&["flipit", "daily", "9999-12-30", "--days", "5"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    assert!(
        stderr(&out).contains("outside the years 0000-9999"),
        "{}",
        stderr(&out)
    );
    // Every day asked for exists: no step past the last.
    let out = bits(&["flipit", "daily", "9999-12-30", "--days", "2"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(String::from_utf8_lossy(&out.stdout).lines().count(), 2);
    let out = bits(&["sets", "range", "9999-12-30", "--days", "5"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let out = bits(&["sets", "range", "2026-01-01", "--days", "4294967295"]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
    let out = bits(&["sets", "range", "9999-12-31", "9999-12-31"]);
    assert_eq!(String::from_utf8_lossy(&out.stdout).lines().count(), 1);
    assert!(out.status.success());
}

fn bits_with_input(args: &[&str], input: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_bits"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // A command may end before it has read all it is given (a refused save, a finished
    // game): a closed pipe here is its answer, not the test's failure.
    let _ = child.stdin.take().unwrap().write_all(input);
    child.wait_with_output().unwrap()
}

/// A bad line in a batch costs only its own answer, in every line command.
#[test]
fn every_line_command_answers_each_line() {
    let good_table =
        r#"{"cards":[{"colors":["red"]}],"dice":[{"type":"color","value":"red"}],"goal":1}"#;
    for (args, good) in [
        (
            &["sets", "check"][..],
            format!(r#"{{"puzzle":{good_table},"answer":"red"}}"#),
        ),
        (&["sets", "solve"][..], good_table.to_string()),
        (
            &["solve"][..],
            r#"{"width":4,"height":4,"clues":[]}"#.to_string(),
        ),
        (
            &["validate"][..],
            r#"{"puzzleId":"2026-11-21","grid":[[1]],"timeMs":5000}"#.to_string(),
        ),
    ] {
        let input = format!("{{\"puzzle\":{{}}}}\n{good}\n");
        let out = bits_with_input(args, input.as_bytes());
        let text = String::from_utf8_lossy(&out.stdout);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 2, "{args:?}: {text}");
        assert!(
            lines[0].starts_with(r#"{"error":"line 1: "#),
            "{args:?}: {text}"
        );
        assert!(!lines[1].contains("error"), "{args:?}: {text}");
        assert_eq!(out.status.code(), Some(1), "{args:?}");
    }
}

/// A Sets table is read by the engine's reader in `check` as in `solve`: a number past
/// `u64` is quoted as written, not as a float from a round trip through another reader.
#[test]
fn sets_check_reads_the_puzzle_as_written() {
    let table = r#"{"cards":[{"colors":["red"]}],"dice":[],"goal":18446744073709551616}"#;
    let check = format!(r#"{{"answer":"red","puzzle":{table}}}"#);
    for (args, line) in [
        (&["sets", "check"][..], check),
        (&["sets", "solve"][..], table.into()),
    ] {
        let out = bits_with_input(args, format!("{line}\n").as_bytes());
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(
            text.contains("found the number 18446744073709551616"),
            "{args:?}: {text}"
        );
    }
}

/// Files the Wordle commands read are read to a bound: a path with no end is refused.
#[cfg(unix)]
#[test]
fn wordle_files_are_read_to_a_bound() {
    let out = bits(&["wordle", "solve", "crane", "--lookup-file", "/dev/zero"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("is over"), "{}", stderr(&out));
    let out = bits(&[
        "wordle",
        "generate",
        "--word-list",
        "/dev/zero",
        "--lookup-output",
        std::env::temp_dir()
            .join(format!("bits-cli-unwritten-{}.bin", std::process::id()))
            .to_str()
            .unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("is over"), "{}", stderr(&out));
}

/// The Wordle commands' output paths take only a regular file (or none yet): the writer
/// would otherwise replace a device or a pipe with a regular file. A socket stands for
/// them here, as a test must not risk `/dev/null`; it is refused before any work.
#[cfg(unix)]
#[test]
fn wordle_outputs_are_regular_files() {
    let dir = scratch("special-out");
    let (list, words) = first_words(&dir, 50);
    let sock = dir.join("sock");
    let _listener = std::os::unix::net::UnixListener::bind(&sock).unwrap();
    let sock_arg = sock.to_str().unwrap();
    let table = bits(&[
        "wordle",
        "--feedback-table",
        "--word-list",
        list.to_str().unwrap(),
        "--table-file",
        sock_arg,
    ]);
    let tree = wordle_generate(&list, words[0], &sock, &[]);
    for (flag, out) in [("--table-file", table), ("--lookup-output", tree)] {
        refused(
            &out,
            2,
            &format!(
                "{flag} {sock_arg}: not a regular file (a folder, device, pipe or socket); give a file"
            ),
        );
    }
    let kind = std::fs::symlink_metadata(&sock).unwrap().file_type();
    assert!(std::os::unix::fs::FileTypeExt::is_socket(&kind));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `play` reads a save no further than the core would take one: a huge file is refused
/// after a bounded read, bytes that are not UTF-8 in words, and the file is left as it
/// was. /dev/zero, which it would also write, is refused before it is read.
#[cfg(unix)]
#[test]
fn play_reads_its_save_to_a_bound() {
    let out = bits_with_input(&["play", "2026-11-21", "--save", "/dev/zero"], b"q\n");
    refused(
        &out,
        2,
        "--save /dev/zero: not a regular file (a folder, device, pipe or socket); give a file",
    );
    let dir = scratch("bound");
    for (name, bytes) in [
        ("huge.json", vec![b' '; (1 << 20) + 1]),
        ("binary.json", b"\xff\xfe{}".to_vec()),
    ] {
        let save = dir.join(name);
        std::fs::write(&save, &bytes).unwrap();
        let out = bits_with_input(
            &["play", "2026-11-21", "--save", save.to_str().unwrap()],
            b"1 1\nq\n",
        );
        let said = if name == "huge.json" {
            "is over 1048576 bytes"
        } else {
            "not UTF-8 text"
        };
        refused(&out, 1, said);
        assert_eq!(
            std::fs::read(&save).unwrap(),
            bytes,
            "{name} was written over"
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn help_anywhere_and_numbers_out_of_range() {
    for args in [
        &["daily", "--help"][..],
        &["flipit", "help"][..],
        &["wordle", "solve", "-h"][..],
    ] {
        let out = bits(args);
        assert!(out.status.success(), "{args:?}");
        assert!(
            String::from_utf8_lossy(&out.stdout).starts_with("usage: bits"),
            "{args:?}"
        );
    }
    // Out of range in the option's own terms, not the type's it is read as.
    for (args, said) in [
        (&["daily", "--rank", "256"][..], "rank 256 is not 1, 2 or 3"),
        (&["daily", "--rank", "-1"][..], "rank -1 is not 1, 2 or 3"),
        (
            &["show", "--size", "99999999999999999999"][..],
            "grid side 99999999999999999999 is not an even number from 4 to 16",
        ),
        (
            &["flipit", "daily", "--days", "99999999999"][..],
            "--days must be 1-60000, got 99999999999",
        ),
        // Past any integer type, in the same words, written as Python writes the number.
        (
            &[
                "daily",
                "--size",
                "+000340282366920938463463374607431768211456",
            ][..],
            "bits: grid side 340282366920938463463374607431768211456 is not an even number",
        ),
        (
            &["daily", "--rank=-1000000000000000000000000000000000000000"][..],
            "bits: rank -1000000000000000000000000000000000000000 is not 1, 2 or 3",
        ),
        (
            &["daily", "--rank", "+-1"][..],
            "--rank expects a whole number, got '+-1'",
        ),
        (
            &["daily", "--rank", "-"][..],
            "--rank expects a whole number, got '-'",
        ),
        // An odd side in range reads as one out of range does, with no id before it.
        (
            &["daily", "2026-11-21", "--size", "5"][..],
            "bits: grid side 5 is not an even number from 4 to 16",
        ),
        // Several mistakes: the first in the generator's order (the id, the size, the
        // rank), as every binding names it.
        (
            &["daily", "2030-01-01", "--size", "0", "--rank", "4"][..],
            "bits: grid side 0 is not an even number from 4 to 16",
        ),
        (
            &["daily", "2030-01-01", "--rank", "4", "--size", "5"][..],
            "bits: grid side 5 is not an even number from 4 to 16",
        ),
        (&["show", "", "--rank", "5"][..], "bits: puzzle id is empty"),
        (
            &["daily", "2026-02-30", "--size", "5"][..],
            "bits: 2026-02-30: 2026-02 has no day 30",
        ),
    ] {
        let out = bits(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(
            stderr(&out).starts_with("bits: "),
            "{args:?}: {}",
            stderr(&out)
        );
        assert!(stderr(&out).contains(said), "{args:?}: {}", stderr(&out));
    }
}

/// The CLI's verdicts are the core's JSON, keys in SPEC's order.
#[test]
fn validate_writes_verdicts_in_spec_order() {
    let out = bits_with_input(
        &["validate"],
        br#"{"puzzleId":"2026-11-21","grid":[[1]],"timeMs":5000}"#,
    );
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.starts_with(r#"{"ok":false,"valid":false,"message":"#)
            && text.trim_end().ends_with(r#""code":"shape"}"#),
        "{text}"
    );
}

/// Submission lines are read by the engine's own reader, as every binding reads them: a
/// time past f64's range is a `time` verdict (serde_json refused it as "number out of
/// range"), and a lone surrogate is the same error as in C, Python and JavaScript.
#[test]
fn validate_reads_submissions_as_the_bindings_do() {
    let grid =
        "[[1,0,1,0,0,1],[1,1,0,1,0,0],[0,1,0,1,1,0],[0,0,1,0,1,1],[1,0,1,1,0,0],[0,1,0,0,1,1]]";
    let input = format!(
        "{{\"puzzleId\":\"2026-11-21\",\"grid\":{grid},\"timeMs\":1e400}}\n\
         {{\"puzzleId\":\"2026-11-21\",\"grid\":{grid},\"timeMs\":5000,\"x\":\"\\ud800\"}}\n\
         {{\"puzzleId\":\"2026-11-20\",\"grid\":{grid},\"puzzleId\":\"2026-11-21\",\"timeMs\":5000}}\n\
         {{\"puzzleId\":5,\"grid\":{grid},\"puzzleId\":\"2026-11-21\",\"timeMs\":5000}}\n"
    );
    let out = bits_with_input(&["validate"], input.as_bytes());
    let text = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4, "{text}");
    // A repeated key counts at its last occurrence, as for the submission's own fields.
    for line in &lines[2..] {
        assert_eq!(
            *line,
            r#"{"ok":true,"valid":true,"timeMs":5000,"dateKey":"2026-11-21"}"#
        );
    }
    assert!(lines[0].ends_with(r#""code":"time"}"#), "{text}");
    assert!(
        lines[1].ends_with(r#"lone leading surrogate in a \\u escape"}"#),
        "{text}"
    );
}

/// `play` reads endless input without a line end in bounded pieces.
#[test]
fn play_reads_a_line_without_end_in_pieces() {
    let mut input = vec![0u8; 3 << 20];
    input.extend_from_slice(b"\nq\n");
    let out = bits_with_input(&["play", "2026-11-21"], &input);
    let all = String::from_utf8_lossy(&out.stdout).into_owned() + &stderr(&out);
    assert!(
        all.contains("not a command: (a line longer than 1024 bytes)"),
        "{}",
        &all[..all.len().min(400)]
    );
}

/// `bits daily --size 4` on a Friday used to give up (rank 3 with 6×6's 8-12 hints); a
/// size given alone takes that size's own hint range, here 3-5.
#[test]
fn every_size_prints_the_weekend_daily() {
    for size in ["4", "6", "8"] {
        let o = bits(&["daily", "2026-11-27", "--size", size]);
        assert!(o.status.success(), "size {size}: {}", stderr(&o));
        let d: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
        assert_eq!(d["width"].as_u64().unwrap().to_string(), size);
        assert_eq!(d["metadata"]["difficultyRank"], 3);
        let hints = d["adjacencies"].as_array().unwrap().len();
        let range = if size == "4" { 3..=5 } else { 8..=12 };
        assert!(range.contains(&hints), "size {size}: {hints} hints");
    }
}

/// A refused id or option is a usage error (2) in every Bits command, as a bad date is for
/// `range`; a switch given a value says so.
#[test]
fn refused_ids_and_options_are_usage_errors() {
    for args in [
        &["daily", "2026-02-30"][..],
        &["daily", "--rank", "0"][..],
        &["daily", "--size", "7"][..],
        &["show", "2026-02-30"][..],
        &["range", "2026-01-01", "2026-01-02", "--rank", "9"][..],
        &["daily", "--public=1"][..],
        &["wordle", "generate", "--lookup-depth", "0"][..],
        &["wordle", "start", "--threads", "0"][..],
        &["wordle", "start", "--threads", "65"][..],
        // No mode, as for the other engines (--feedback-table alone is a job of its own).
        &["wordle"][..],
        &["wordle", "--threads", "2"][..],
        // Where no feedback table can be written: refused before it is computed.
        &[
            "wordle",
            "start",
            "--feedback-table",
            "--table-file",
            "/nonexistent/t.bin",
        ][..],
    ] {
        let out = bits(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {}", stderr(&out));
        assert!(out.stdout.is_empty(), "{args:?}");
    }
    let out = bits(&["daily", "--public=1"]);
    assert!(
        stderr(&out).contains("--public takes no value"),
        "{}",
        stderr(&out)
    );
    let out = bits(&["play", "2026-02-30"]);
    assert_eq!(out.status.code(), Some(2), "{}", stderr(&out));
}

/// With stderr a pipe whose reader has gone, a failing command still exits with its own
/// status: `eprintln!` would panic there (status 101).
#[cfg(unix)]
#[test]
fn a_closed_stderr_does_not_panic() {
    for (args, code) in [
        (&["nonsense"][..], 2),
        (&[][..], 2),
        (&["daily", "2026-02-30"][..], 2),
    ] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_bits"))
            .args(args)
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // Close the reading end before the program writes anything.
        drop(child.stderr.take());
        let status = child.wait().unwrap();
        assert_eq!(status.code(), Some(code), "{args:?}");
    }
}

/// `range` prints its first days at once, in growing blocks, instead of after 512 days.
#[test]
fn range_prints_its_first_day_before_the_whole_block() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_bits"))
        .args(["range", "2026-01-01", "2027-12-31", "--size", "16"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn bits");
    let t0 = std::time::Instant::now();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    let waited = t0.elapsed();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{:?}", out.status);
    assert!(first.contains("\"puzzleId\":\"2026-01-01\""), "{first}");
    // 730 days of 16×16 take minutes; the whole run, first block and the one after it
    // that notices the closed pipe, is a few days' work (generous for a loaded machine).
    assert!(waited.as_secs() < 60, "first line after {waited:?}");
}

/// `bits play` running, its first line (the game's heading) read: the child, its input,
/// and the rest of its output.
fn play_started(
    args: &[&str],
) -> (
    std::process::Child,
    std::process::ChildStdin,
    BufReader<std::process::ChildStdout>,
) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_bits"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let input = child.stdin.take().unwrap();
    let mut reader = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    reader.read_line(&mut line).unwrap();
    assert!(line.starts_with("Bits 2026-11-21"), "{line}");
    (child, input, reader)
}

/// A command that failed with `code` before printing anything, saying `said` on stderr.
fn refused(out: &Output, code: i32, said: &str) {
    assert_eq!(out.status.code(), Some(code), "{}", stderr(out));
    assert!(
        out.stdout.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stdout)
    );
    assert!(stderr(out).contains(said), "{}", stderr(out));
}

/// `bits wordle generate` over the word list `list` from `start`, writing `output`.
fn wordle_generate(
    list: &std::path::Path,
    start: &str,
    output: &std::path::Path,
    more: &[&str],
) -> Output {
    let mut args = vec![
        "wordle",
        "generate",
        "--word-list",
        list.to_str().unwrap(),
        "--lookup-start",
        start,
        "--lookup-output",
        output.to_str().unwrap(),
    ];
    args.extend_from_slice(more);
    bits(&args)
}

/// Writes the shipped list's first `n` words to `dir/words.txt`: a word list small
/// enough for a quick table or tree.
fn first_words(dir: &std::path::Path, n: usize) -> (std::path::PathBuf, Vec<&'static str>) {
    let list = dir.join("words.txt");
    let words: Vec<&str> = include_str!("../data/wordle/words.txt")
        .lines()
        .take(n)
        .collect();
    std::fs::write(&list, words.join("\n") + "\n").unwrap();
    (list, words)
}

fn scratch(tag: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("bits-cli-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn entries(dir: &std::path::Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

/// A save path no save can be written to is refused before the game starts, and a save
/// that fails later (the path became a folder) leaves no temporary file behind.
#[test]
fn play_checks_its_save_path_and_leaves_no_temporary_files() {
    let dir = scratch("save");
    let run = |save: &std::path::Path, input: &str| {
        let mut child = Command::new(env!("CARGO_BIN_EXE_bits"))
            .args(["play", "2026-11-21", "--save"])
            .arg(save)
            .current_dir(&dir)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // The game may end before reading what it is given.
        let _ = child.stdin.take().unwrap().write_all(input.as_bytes());
        child.wait_with_output().unwrap()
    };
    std::fs::write(dir.join("plain"), b"").unwrap();
    // A socket stands for any file that is not regular (`/dev/null`, a named pipe, which a
    // test must not risk), which the save would have replaced with a regular file; a loop
    // of links cannot be followed to a file at all.
    #[cfg(unix)]
    {
        let _listener = std::os::unix::net::UnixListener::bind(dir.join("sock")).unwrap();
        let out = run(&dir.join("sock"), "1 1\nq\n");
        refused(
            &out,
            2,
            "not a regular file (a folder, device, pipe or socket); give a file",
        );
        std::os::unix::fs::symlink("loop-b", dir.join("loop-a")).unwrap();
        std::os::unix::fs::symlink("loop-a", dir.join("loop-b")).unwrap();
        let out = run(&dir.join("loop-a"), "1 1\nq\n");
        refused(
            &out,
            2,
            "loop-a: too many levels of symbolic links; give a file",
        );
        for name in ["sock", "loop-a", "loop-b"] {
            std::fs::remove_file(dir.join(name)).unwrap();
        }
    }
    for (save, why) in [
        (dir.join(""), "names a folder"),
        (dir.join("new/"), "names a folder"),
        (dir.join("new/."), "names a folder"),
        (dir.join("plain/s.json"), "plain is a file, not a folder"),
        (dir.join("missing/s.json"), "its folder does not exist"),
        (std::path::PathBuf::from(""), "names no file"),
    ] {
        let out = run(&save, "1 1\nq\n");
        refused(&out, 2, why);
    }
    std::fs::remove_file(dir.join("plain")).unwrap();
    // A path that passes those checks but cannot be written is found by the first save,
    // made before the first prompt.
    #[cfg(target_os = "linux")]
    {
        let out = run(std::path::Path::new("/proc/s.json"), "1 1\nq\n");
        refused(&out, 1, "cannot write /proc/s.json");
    }
    // A folder in the save's place after the game started: the next save fails, names
    // the file, and leaves nothing behind.
    let save = dir.join("s.json");
    let (child, mut input, mut reader) =
        play_started(&["play", "2026-11-21", "--save", save.to_str().unwrap()]);
    // The first save was made before the prompt; the folder takes its place.
    std::fs::remove_file(&save).unwrap();
    std::fs::create_dir_all(save.join("inside")).unwrap();
    input.write_all(b"h\n").unwrap();
    drop(input);
    let mut rest = String::new();
    std::io::Read::read_to_string(&mut reader, &mut rest).unwrap();
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains(&format!("cannot write {}", save.display())),
        "{}",
        stderr(&out)
    );
    assert_eq!(entries(&dir), ["s.json"]);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A save of the same id with other givens (another generator version, say) is named as
/// such, a save of a finished game shows its record instead of a prompt, and a row or
/// column 0 is answered as counting from 1.
#[test]
fn play_tells_what_a_save_holds_and_counts_from_one() {
    let dir = scratch("saves");
    let save = dir.join("g.json");
    let d = bits::binairo::generate_descriptor("2026-11-21").unwrap();
    let mut s = bits::binairo::GridState::new(&d);
    // Another puzzle under the same id: the first given's value flipped.
    let json = s.to_json();
    let k = d.clues()[0];
    let given = format!(
        "{{\"r\":{},\"c\":{},\"value\":{},\"isClue\":true",
        k.r, k.c, k.bit
    );
    assert!(json.contains(&given), "{json}");
    let other = given.replace(
        &format!("\"value\":{}", k.bit),
        &format!("\"value\":{}", 1 - k.bit),
    );
    let json = json.replace(&given, &other);
    std::fs::write(&save, &json).unwrap();
    let out = bits_with_input(
        &["play", "2026-11-21", "--save", save.to_str().unwrap()],
        b"q\n",
    );
    refused(
        &out,
        1,
        "holds the game of another puzzle 2026-11-21 (its size or givens differ)",
    );
    assert_eq!(
        std::fs::read_to_string(&save).unwrap(),
        json,
        "left as it was"
    );
    // A finished game: its board and record, no prompt, nothing changed.
    for r in 0..6 {
        for c in 0..6 {
            let _ = s.set(r, c, d.solution().get(r, c));
        }
    }
    s.resume(1_000);
    assert!(s.finish_if_solved(61_000));
    std::fs::write(&save, s.to_json()).unwrap();
    let out = bits_with_input(
        &["play", "2026-11-21", "--save", save.to_str().unwrap()],
        b"1 1\n",
    );
    let said = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        said.trim_end().ends_with("solved in 1:00 with 0 hint(s)!"),
        "{said}"
    );
    assert!(!said.contains("commands:"), "{said}");
    assert_eq!(std::fs::read_to_string(&save).unwrap(), s.to_json());
    // Row or column 0, and a restart with nothing to clear.
    let out = bits_with_input(
        &["play", "2026-11-21"],
        b"0 3\n2 0 1\nl row 0\nu 0\nrestart 0\nrestart\nq\n",
    );
    let said = String::from_utf8_lossy(&out.stdout).into_owned();
    assert_eq!(
        said.matches("error: rows and columns count from 1").count(),
        3,
        "{said}"
    );
    assert_eq!(said.matches("error: not a command: ").count(), 2, "{said}");
    assert!(said.contains("nothing to clear"), "{said}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `play` ends quietly when its reader goes away, as every command does; each move was
/// saved before it was drawn.
#[test]
fn play_ends_quietly_when_its_reader_goes_away() {
    let (child, mut input, reader) = play_started(&["play", "2026-11-21"]);
    drop(reader);
    let _ = input.write_all(b"h\nh\nq\n");
    drop(input);
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{:?}: {}", out.status, stderr(&out));
    assert_eq!(stderr(&out), "");
}

/// `wordle generate` writes its tree before it prints the summary naming it: a failed
/// write prints no summary and names the lookup tree, and a reader that goes away at once
/// cannot stop the write.
#[test]
fn wordle_generate_writes_before_it_tells() {
    let dir = scratch("generate");
    let list = dir.join("words.txt");
    std::fs::write(&list, "crane\nslate\ntrace\nplant\n").unwrap();
    let generate =
        |output: &std::path::Path, more: &[&str]| wordle_generate(&list, "crane", output, more);
    // An output with no folder, a start word not in the list: refused before the search.
    let out = generate(&dir.join("missing/tree.bin"), &[]);
    refused(&out, 2, "its folder does not exist");
    let out = generate(&dir.join("tree.bin"), &["--lookup-start", "fizzy"]);
    refused(&out, 2, "not in the word list");
    // A write that fails after the search: no summary, the lookup tree named.
    #[cfg(target_os = "linux")]
    {
        let out = generate(std::path::Path::new("/proc/tree.bin"), &[]);
        refused(&out, 1, "lookup tree: cannot write");
    }
    let tree = dir.join("tree.bin");
    let mut child = Command::new(env!("CARGO_BIN_EXE_bits"))
        .args(["wordle", "generate", "--word-list"])
        .arg(&list)
        .args(["--lookup-start", "crane", "--lookup-output"])
        .arg(&tree)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    assert!(child.wait().unwrap().success());
    assert!(std::fs::metadata(&tree).unwrap().len() > 32);
    assert_eq!(entries(&dir), ["tree.bin", "words.txt"]);
    // A cap that cannot be kept fails with status 1 even when the reader has gone.
    let many = "crane\nslate\ntrace\nplant\nbrick\nshout\nglyph\nmound\nfizzy\nwaltz\n";
    std::fs::write(&list, many).unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_bits"))
        .args(["wordle", "generate", "--word-list"])
        .arg(&list)
        .args([
            "--lookup-start",
            "crane",
            "--lookup-depth",
            "2",
            "--lookup-output",
        ])
        .arg(dir.join("capped.bin"))
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    assert_eq!(child.wait().unwrap().code(), Some(1));
    assert_eq!(entries(&dir), ["tree.bin", "words.txt"]);
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A feedback table wrong in a cell its sampled check does not read yields a tree that
/// misses words: `wordle generate` writes no file and blames the table, not the cap.
#[test]
fn wordle_generate_blames_a_table_wrong_where_it_was_not_sampled() {
    let dir = scratch("stale-table");
    let (list, words) = first_words(&dir, 400);
    let table = dir.join("table.bin");
    let out_tree = dir.join("tree.bin");
    let table_arg = table.to_str().unwrap();
    let generate = |more: &[&str]| {
        let mut args = vec!["--table-file", table_arg];
        args.extend_from_slice(more);
        wordle_generate(&list, words[0], &out_tree, &args)
    };
    let out = generate(&["--feedback-table"]);
    assert!(out.status.success(), "{}", stderr(&out));
    std::fs::remove_file(&out_tree).unwrap();
    let good = std::fs::read(&table).unwrap();
    // The start word's row: a wrong code there sends an answer down the wrong branch.
    // Cells the open samples are refused as stale; the first one it does not is the case.
    let blamed = (1..40).find_map(|answer| {
        let mut t = good.clone();
        t[answer] = if t[answer] == 0 { 1 } else { 0 };
        std::fs::write(&table, &t).unwrap();
        let out = generate(&[]);
        let said = stderr(&out);
        (!said.contains("stale")).then_some((out, said))
    });
    let (out, said) = blamed.expect("a cell the samples do not read");
    assert_eq!(out.status.code(), Some(1), "{said}");
    assert!(
        said.contains(
            "does not solve 1 word (`unsolved` in the JSON): the feedback table is wrong"
        ),
        "{said}"
    );
    assert!(!out_tree.exists(), "no tree written");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `validate` judges against the descriptor made with its options, as `daily` made it: an
/// 8×8 practice puzzle's solution is valid with `--size 8`, a shape error without.
#[test]
fn validate_takes_the_options_the_puzzles_were_made_with() {
    let daily = bits(&["daily", "practice-abc", "--size", "8"]);
    assert!(daily.status.success(), "{}", stderr(&daily));
    let d: serde_json::Value = serde_json::from_slice(&daily.stdout).unwrap();
    let grid: Vec<Vec<u8>> = d["solution"]
        .as_array()
        .unwrap()
        .iter()
        .map(|row| row.as_str().unwrap().bytes().map(|b| b - b'0').collect())
        .collect();
    let line = serde_json::json!({"puzzleId": "practice-abc", "grid": grid, "timeMs": 60_000});
    let validate = |args: &[&str]| {
        let out = bits_with_input(args, format!("{line}\n").as_bytes());
        assert!(out.status.success(), "{}", stderr(&out));
        serde_json::from_slice::<serde_json::Value>(&out.stdout).unwrap()
    };
    assert_eq!(validate(&["validate", "--size", "8"])["valid"], true);
    assert_eq!(validate(&["validate"])["code"], "shape");
    assert_eq!(bits(&["validate", "--size", "7"]).status.code(), Some(2));
}

/// `--word-list` holds in every mode: a tree built over a list of words is walked and
/// checked over that list, and its walk errors read as the bindings' do.
#[test]
fn wordle_solve_and_bench_read_the_word_list() {
    let dir = scratch("word-list");
    let list = dir.join("words.txt");
    std::fs::write(&list, "crane\nslate\ntrace\nplant\nzzzzz\n").unwrap();
    let tree = dir.join("tree.bin");
    let out = wordle_generate(&list, "crane", &tree, &[]);
    assert!(out.status.success(), "{}", stderr(&out));
    let with_list = |args: &[&str]| {
        let mut all = args.to_vec();
        all.extend(["--lookup-file", tree.to_str().unwrap()]);
        all.extend(["--word-list", list.to_str().unwrap()]);
        bits(&all)
    };
    let out = with_list(&["wordle", "solve", "zzzzz"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(String::from_utf8_lossy(&out.stdout).contains(r#""guess":"zzzzz""#));
    let out = with_list(&["wordle", "bench"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains(r#""words":5"#) && text.contains(r#""unsolved":[]"#),
        "{text}"
    );
    let without_list = |word: &str| {
        bits(&[
            "wordle",
            "solve",
            word,
            "--lookup-file",
            tree.to_str().unwrap(),
        ])
    };
    // Without the list the word is no word, as any argument outside the list.
    refused(&without_list("zzzzz"), 2, "'zzzzz' is not in the word list");
    // A word the small tree does not cover: the core's sentence.
    refused(
        &without_list("fizzy"),
        1,
        "guess 2 was the tree's last word and was not the answer",
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// `wordle --feedback-table` with no mode writes the table and nothing else (the seed's
/// program runs it alone); with neither it is a usage error.
#[test]
fn wordle_feedback_table_is_a_job_of_its_own() {
    let dir = scratch("table-alone");
    let (list, words) = first_words(&dir, 50);
    let table = dir.join("table.bin");
    let args = [
        "wordle",
        "--feedback-table",
        "--table-file",
        table.to_str().unwrap(),
        "--word-list",
        list.to_str().unwrap(),
    ];
    let out = bits(&args);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(out.stdout.is_empty());
    let cells = words.len() * words.len();
    assert_eq!(std::fs::metadata(&table).unwrap().len(), cells as u64);
    let out = bits(&args[..1]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("wordle needs a mode"),
        "{}",
        stderr(&out)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `solve` answers with the keys in the order its usage gives, `{solutions, solution,
/// rank}`, not sorted.
#[test]
fn solve_answers_in_the_usage_order() {
    let public = bits::binairo::generate_descriptor_with(
        "2026-11-21",
        &bits::binairo::Options {
            size: 4,
            ..Default::default()
        },
    )
    .unwrap()
    .public_view()
    .to_json();
    let input = format!("{public}\n{{\"width\":4,\"height\":4,\"clues\":[],\"adjacencies\":[]}}\n");
    let out = bits_with_input(&["solve"], input.as_bytes());
    assert!(out.status.success(), "{}", stderr(&out));
    let text = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines,
        [
            r#"{"solutions":1,"solution":["0011","1100","1010","0101"],"rank":3}"#,
            r#"{"solutions":2,"solution":null,"rank":null}"#,
        ]
    );
}

/// The whole command is judged before `--feedback-table` writes its table: a usage error
/// had come after the table was computed and written over the one there (167 MB over the
/// built-in words). A flag of another mode is refused, not read and ignored, by `sets`
/// (`sets daily --days 5` had printed one day); `wordle`'s flags stay mode-agnostic, as
/// its seed's command line has them.
#[test]
fn usage_errors_come_before_any_work_and_sets_flags_belong_to_their_mode() {
    let dir = scratch("modes");
    let (list, words) = first_words(&dir, 200);
    let table = dir.join("t.bin");
    let with_table = |args: &[&str]| {
        let mut all = args.to_vec();
        all.extend([
            "--feedback-table",
            "--word-list",
            list.to_str().unwrap(),
            "--table-file",
            table.to_str().unwrap(),
        ]);
        bits(&all)
    };
    for (args, said) in [
        (&["wordle", "bogus"][..], "unknown wordle mode 'bogus'"),
        (&["wordle", "solve"][..], "wordle solve needs a WORD"),
        (
            &["wordle", "solve", "zzzzz"][..],
            "'zzzzz' is not in the word list",
        ),
        (
            &["wordle", "start", "extra"][..],
            "unexpected argument 'extra'",
        ),
        (
            &["wordle", "generate", "--lookup-start", "zzzzz"][..],
            "the start word is not in the word list",
        ),
        (
            &[
                "wordle",
                "generate",
                "--lookup-start",
                words[0],
                "--lookup-depth",
                "300",
            ][..],
            "lookup depth 300 is outside 2-12",
        ),
    ] {
        refused(&with_table(args), 2, said);
        assert!(!table.exists(), "{args:?} wrote the table");
    }
    // A depth of 0 is out of the same range as 300, in the same words.
    refused(
        &wordle_generate(
            &list,
            words[0],
            &dir.join("tree.bin"),
            &["--lookup-depth", "0"],
        ),
        2,
        "lookup depth 0 is outside 2-12",
    );
    // Flags of another mode.
    for (args, said) in [
        (
            &["sets", "daily", "2026-11-21", "--days", "5"][..],
            "sets daily does not take --days",
        ),
        (
            &["sets", "daily", "--rating", "advanced"][..],
            "sets daily does not take --rating",
        ),
        (
            &["sets", "solve", "--public"][..],
            "sets solve does not take --public",
        ),
        (
            &["sets", "check", "--days", "3"][..],
            "sets check does not take --days",
        ),
    ] {
        refused(&bits(args), 2, said);
    }
    // Wordle's are the seed's, taken by every mode.
    let out = bits(&[
        "wordle",
        "solve",
        "crane",
        "--top",
        "3",
        "--lookup-depth",
        "9",
    ]);
    assert!(out.status.success(), "{}", stderr(&out));
    // With the command judged, the table is written and the mode runs.
    let out = with_table(&["wordle", "solve", words[1], "--threads", "1"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(std::fs::metadata(&table).unwrap().len(), 200 * 200);
    assert!(
        bits(&["sets", "range", "2026-11-21", "--days", "2", "--public"])
            .status
            .success()
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
