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
            !d.clues
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
    let out = bits(&["flipit", "daily", "9999-12-30", "--days", "5"]);
    assert_eq!(out.status.code(), Some(1));
    let lines = String::from_utf8_lossy(&out.stdout).lines().count();
    assert_eq!(lines, 2, "9999-12-30 and 9999-12-31, nothing after");
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
    child.stdin.take().unwrap().write_all(input).unwrap();
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
        "/dev/null",
    ]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("is over"), "{}", stderr(&out));
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
    let out = bits(&["daily", "--rank", "256"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        stderr(&out).contains("--rank 256 is out of range"),
        "{}",
        stderr(&out)
    );
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
         {{\"puzzleId\":\"2026-11-21\",\"grid\":{grid},\"timeMs\":5000,\"x\":\"\\ud800\"}}\n"
    );
    let out = bits_with_input(&["validate"], input.as_bytes());
    let text = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2, "{text}");
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
