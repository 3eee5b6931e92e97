//! Hostile sizes: deep nesting and huge JSON for every loader, a million input lines and
//! enormous lines for the CLI's line commands, enormous word lists for the Wordle
//! generator. Each must end quickly with a clear error (or a result), in bounded memory.
#![cfg(feature = "serde")]

use bits::binairo::{Descriptor, GridState, PublicView, Puzzle, Submission};

/// `depth` nested arrays, the shape that overflows the stack of a recursive parser.
fn nested(depth: usize) -> String {
    "[".repeat(depth) + &"]".repeat(depth)
}

/// Runs on a thread with a small stack (256 KiB), so unbounded recursion fails loudly.
fn on_small_stack(f: impl FnOnce() + Send + 'static) {
    std::thread::Builder::new()
        .stack_size(256 * 1024)
        .spawn(f)
        .expect("spawn")
        .join()
        .expect("no panic or stack overflow");
}

#[test]
fn deep_nesting_is_an_error_for_every_loader() {
    on_small_stack(|| {
        for depth in [200, 100_000] {
            let deep = nested(depth);
            let in_field = format!(r#"{{"width":6,"height":6,"clues":{deep}}}"#);
            for text in [&deep, &in_field] {
                assert!(Descriptor::from_json(text).is_err());
                assert!(PublicView::from_json(text).is_err());
                assert!(Puzzle::from_json(text).is_err());
                assert!(bits::sets::Table::from_json(text).is_err());
                assert!(bits::flipit::Game::from_json(text).is_err());
                assert!(serde_json::from_str::<serde_json::Value>(text).is_err());
                let d = bits::generate_descriptor("practice-7").unwrap();
                assert!(GridState::new(&d).restore(text).is_err());
            }
        }
    });
}

/// The deepest nesting the reader takes (127), and one past it, read on a 32 KiB stack,
/// the smallest Python gives a thread: the reader read arrays and objects by recursion,
/// and there nesting of about 100 overflowed the stack before the limit was reached.
/// Unoptimised builds, with their larger frames, need 48 KiB.
#[test]
fn the_deepest_nesting_taken_fits_a_32_kib_stack() {
    let d = bits::generate_descriptor("practice-7").unwrap();
    let kib = if cfg!(debug_assertions) { 48 } else { 32 };
    std::thread::Builder::new()
        .stack_size(kib * 1024)
        .spawn(move || {
            let said =
                |e: &dyn std::fmt::Display| e.to_string().contains("nested more than 127 deep");
            for depth in [bits::JSON_MAX_DEPTH, bits::JSON_MAX_DEPTH + 1] {
                let over = depth > bits::JSON_MAX_DEPTH;
                let deep = nested(depth);
                let in_field = format!(r#"{{"clues":{}}}"#, nested(depth - 1));
                let objects = r#"{"a":"#.repeat(depth) + "1" + &"}".repeat(depth);
                for text in [&deep, &in_field, &objects] {
                    assert_eq!(said(&Descriptor::from_json(text).unwrap_err()), over);
                    assert_eq!(said(&Puzzle::from_json(text).unwrap_err()), over);
                    assert_eq!(said(&bits::sets::Table::from_json(text).unwrap_err()), over);
                    assert_eq!(
                        said(&bits::flipit::Game::from_json(text).unwrap_err()),
                        over
                    );
                    let restored = GridState::new(&d).restore(text);
                    assert_eq!(said(&restored.unwrap_err()), over);
                }
            }
        })
        .expect("spawn")
        .join()
        .expect("no panic or stack overflow");
}

#[test]
fn huge_json_is_refused_or_loaded_without_blowing_up() {
    // Four million clues (64 MB) for a 6×6 grid: refused, not expanded into a grid.
    let clue = r#"{"r":0,"c":0,"bit":0},"#;
    let mut text = String::from(r#"{"width":6,"height":6,"clues":["#);
    for _ in 0..(64 << 20) / clue.len() {
        text.push_str(clue);
    }
    text.push_str(r#"{"r":0,"c":0,"bit":1}],"adjacencies":[]}"#);
    assert!(Puzzle::from_json(&text).is_err());
    // Absurd sizes are refused before anything is allocated for them.
    for (w, h) in [
        ("1e300", "1e300"),
        ("18446744073709551615", "18446744073709551615"),
    ] {
        let t = format!(r#"{{"width":{w},"height":{h},"clues":[],"adjacencies":[]}}"#);
        assert!(Puzzle::from_json(&t).is_err());
    }
    // A submission grid of a million rows: a shape verdict, not a panic.
    let row = "[0,1,0,1,0,1],";
    let grid = format!("[{}[0]]", row.repeat(1_000_000));
    let v: serde_json::Value =
        serde_json::from_str(&format!(r#"{{"grid":{grid},"timeMs":5000}}"#)).unwrap();
    let d = bits::generate_descriptor("practice-7").unwrap();
    let verdict = bits::validate_submission(&d, &Submission::from_value(&v));
    assert!(!verdict.is_valid());
}

#[cfg(feature = "cli")]
mod cli {
    use std::io::Write;
    use std::process::{Command, Stdio};

    /// Address-space cap for the CLI in these tests (KiB): a few times the binary's own
    /// needs, and far less than the inputs, so a command that held its input whole dies.
    const MEMORY_KIB: usize = 64 * 1024;

    /// Runs `bits ARGS` under the memory cap with `input` (written in chunks) on stdin.
    fn run(
        args: &str,
        input: impl FnOnce(&mut dyn Write) + Send + 'static,
    ) -> (i32, String, String) {
        let mut child = Command::new("sh")
            .arg("-c")
            .arg(format!("ulimit -v {MEMORY_KIB} && exec \"$0\" {args}",))
            .arg(env!("CARGO_BIN_EXE_bits"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("spawn bits");
        let mut stdin = child.stdin.take().unwrap();
        let writer = std::thread::spawn(move || {
            let mut w = std::io::BufWriter::new(&mut stdin);
            input(&mut w);
            let _ = w.flush();
        });
        let out = child.wait_with_output().expect("bits runs");
        writer.join().unwrap();
        (
            out.status.code().unwrap_or(-1),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    }

    fn repeat_line(
        line: &'static str,
        times: usize,
    ) -> impl FnOnce(&mut dyn Write) + Send + 'static {
        move |w| {
            for _ in 0..times {
                if w.write_all(line.as_bytes()).is_err() {
                    return;
                }
            }
        }
    }

    const LINES: usize = 1_000_000;

    #[test]
    fn solve_streams_a_million_lines() {
        let puzzle = "{\"width\":4,\"height\":4,\"clues\":[],\"adjacencies\":[]}\n";
        let (code, out, err) = run("solve", repeat_line(puzzle, LINES));
        assert_eq!(code, 0, "{err}");
        assert_eq!(out.lines().count(), LINES);
        assert!(out.lines().all(|l| l.contains("\"solutions\":2")));
    }

    #[test]
    fn validate_streams_a_million_lines() {
        let sub = "{\"puzzleId\":\"2026-11-21\",\"grid\":[[1]],\"timeMs\":5000}\n";
        let (code, out, err) = run("validate", repeat_line(sub, LINES));
        assert_eq!(code, 0, "{err}");
        assert_eq!(out.lines().count(), LINES);
        assert!(out.lines().all(|l| l.contains("\"code\":\"shape\"")));
    }

    #[test]
    fn an_enormous_line_is_refused_and_the_next_still_read() {
        let (code, out, err) = run("solve", |w| {
            let chunk = [b' '; 1 << 16];
            let _ = w.write_all(b"{\"width\":");
            for _ in 0..(256 << 20) / chunk.len() {
                if w.write_all(&chunk).is_err() {
                    return;
                }
            }
            let _ = w.write_all(b"4}\n{\"width\":4,\"height\":4}\n");
        });
        assert_ne!(code, 0);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 2, "{out}");
        assert!(
            lines[0].contains("line 1: longer than 1048576 bytes"),
            "{}",
            lines[0]
        );
        assert!(lines[1].contains("\"solutions\":2"), "{}", lines[1]);
        assert!(err.contains("1 input line(s) failed"), "{err}");
    }

    #[test]
    fn sets_lines_are_capped_too() {
        let (code, out, err) = run("sets solve", |w| {
            let _ = w.write_all(&vec![b'['; 2 << 20]);
        });
        assert_eq!(code, 1);
        assert!(out.contains("line 1: longer than 1048576 bytes"), "{out}");
        assert!(err.contains("1 input line(s) failed"), "{err}");
    }

    fn word_list(name: &str, write: impl FnOnce(&mut dyn Write)) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("bits-hostile-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join(name);
        let mut f = std::io::BufWriter::new(std::fs::File::create(&path).unwrap());
        write(&mut f);
        f.flush().unwrap();
        path
    }

    fn generate_with(list: &std::path::Path) -> (i32, String) {
        let args = format!(
            "wordle generate --word-list '{}' --table-file /nonexistent/table.bin",
            list.display()
        );
        let (code, _, err) = run(&args, |_| {});
        (code, err)
    }

    #[test]
    fn enormous_word_lists_are_refused_early() {
        // Every five-letter string a..z: 11.9 million words, 71 MB.
        let all = word_list("all.txt", |w| {
            let mut word = *b"aaaaa\n";
            'out: loop {
                w.write_all(&word).unwrap();
                for i in (0..5).rev() {
                    if word[i] < b'z' {
                        word[i] += 1;
                        continue 'out;
                    }
                    word[i] = b'a';
                }
                break;
            }
        });
        let (code, err) = generate_with(&all);
        assert_ne!(code, 0);
        // Past the bytes the most words could take: refused without reading on.
        assert!(err.contains("is over 4325310 bytes"), "{err}");
        // One 256 MB line: refused at its start.
        let line = word_list("line.txt", |w| {
            let chunk = [b'a'; 1 << 16];
            for _ in 0..(256 << 20) / chunk.len() {
                w.write_all(&chunk).unwrap();
            }
        });
        let (code, err) = generate_with(&line);
        assert_ne!(code, 0);
        assert!(err.contains("is over 4325310 bytes"), "{err}");
        // Within the bound, the words are counted: one past the limit is refused by line.
        let many = word_list("many.txt", |w| {
            let mut word = *b"aaaaa\n";
            for _ in 0..65_536 {
                w.write_all(&word).unwrap();
                for i in (0..5).rev() {
                    if word[i] < b'z' {
                        word[i] += 1;
                        break;
                    }
                    word[i] = b'a';
                }
            }
        });
        let (code, err) = generate_with(&many);
        assert_ne!(code, 0);
        assert!(err.contains("line 65536: more than 65535 words"), "{err}");
        let _ = std::fs::remove_dir_all(all.parent().unwrap());
    }

    /// A word listed twice would be two answers no guess tells apart: the list is refused
    /// at the repeat, for the generator and the start ranking alike.
    #[test]
    fn a_word_listed_twice_is_refused_by_line() {
        // Its own file: the test above removes the shared folder when it ends.
        let path = std::env::temp_dir().join(format!("bits-twice-{}.txt", std::process::id()));
        std::fs::write(&path, "crane\nslate\nCRANE\n").unwrap();
        let (code, err) = generate_with(&path);
        assert_ne!(code, 0);
        assert!(err.contains("line 3: 'CRANE' repeated"), "{err}");
        assert!(!err.contains("panicked"), "{err}");
        let (code, _, err) = run(
            &format!("wordle start --word-list '{}'", path.display()),
            |_| {},
        );
        assert_ne!(code, 0);
        assert!(err.contains("line 3: 'CRANE' repeated"), "{err}");
        let _ = std::fs::remove_file(&path);
    }
}
