//! `bits play`: an interactive terminal game with live rule colouring, undo, explained
//! hints, and progress saved to a file so it survives a restart.

use crate::args::{Args, CliError, write_error};
use crate::binairo::today;
use bits::binairo::render::render_text;
use bits::binairo::{Advice, GridState, Line, Options, OutsideGrid, Restored, Status};
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};

const HELP: &str = "commands: R C (tap row R column C, 1-based), R C V (set to 0, 1 or -), \
u (undo), y (redo), h (hint), l row N | l col N (lock a verified line), restart (empty the \
board; u brings it back), q (quit)";

fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

/// Writes the state to the save file, whole or not at all (a crash never leaves half a
/// save, and a failed write leaves no temporary file).
fn write_save(path: &Path, s: &GridState) -> Result<(), CliError> {
    bits::file::write_atomic(path, s.to_json().as_bytes())
        .map_err(|e| CliError::Failed(format!("saving the game: {e}")))
}

fn solved_line(s: &GridState, now: i64) -> String {
    let secs = s.elapsed(now) / 1000;
    format!(
        "solved in {}:{:02} with {} hint(s)!",
        secs / 60,
        secs % 60,
        s.hints_used()
    )
}

fn draw(s: &GridState, color: bool) -> String {
    let n = s.size();
    let cells = s.cells();
    let values: Vec<Option<u8>> = cells.iter().map(|c| c.value).collect();
    let plain = render_text(n, &values, s.puzzle().hints());
    if !color {
        // Mark typos with '!' after the digit-free picture so tests and pipes can see them.
        let typos: Vec<String> = cells
            .iter()
            .filter(|c| c.status == Status::Typo)
            .map(|c| format!("r{}c{}", c.r + 1, c.c + 1))
            .collect();
        return if typos.is_empty() {
            plain
        } else {
            format!("{plain}rule broken at: {}\n", typos.join(" "))
        };
    }
    // Colour the cells in place: givens bold, typos red, player values blue.
    let mut out = String::new();
    let mut k = 0;
    for line in plain.lines() {
        let is_cell_row = line.starts_with(['0', '1', '.']);
        for ch in line.chars() {
            if is_cell_row && matches!(ch, '0' | '1' | '.') {
                let c = &cells[k];
                k += 1;
                let style = match (c.status, c.is_clue) {
                    (Status::Typo, _) => "\x1b[1;31m",
                    (_, true) => "\x1b[1m",
                    (Status::Ok, false) => "\x1b[34m",
                    _ => "\x1b[2m",
                };
                out.push_str(style);
                out.push(ch);
                out.push_str("\x1b[0m");
            } else {
                out.push(ch);
            }
        }
        out.push('\n');
    }
    out
}

pub fn run(argv: &[String]) -> Result<(), CliError> {
    let args = Args::parse(argv, &["save"], &[])?;
    args.at_most(1)?;
    let id = args.positional.first().cloned().unwrap_or_else(today);
    let d = crate::binairo::descriptor(&id, &Options::default())?;
    let mut s = GridState::new(&d);
    let save: Option<PathBuf> = args.value("save").map(PathBuf::from);
    let stdout = std::io::stdout();
    let color = stdout.is_terminal() && std::env::var_os("NO_COLOR").is_none();
    let mut out = stdout.lock();
    let mut say = |text: &str| -> Result<(), CliError> {
        // A reader that goes away ends the game quietly, as for every command: each move
        // was saved before it was drawn.
        writeln!(out, "{text}")
            .and_then(|()| out.flush())
            .map_err(write_error)
    };
    if let Some(path) = &save {
        crate::args::check_output("--save", path)?;
        if path.exists() {
            // No save is longer than the core reads (a file that keeps growing is refused
            // after that many bytes, not read to the end of memory; a device is refused above).
            let bytes = crate::args::read_capped(path, bits::JSON_MAX_BYTES as u64, "save")?;
            let text = String::from_utf8(bytes).map_err(|_| {
                CliError::Failed(format!("save {}: not UTF-8 text", path.display()))
            })?;
            match s.restore(&text) {
                Ok(Restored::Resumed) => say("resumed saved progress")?,
                // Another day's game is not written over: that would lose it.
                Ok(Restored::Discarded { saved_for }) => {
                    // The same id with other givens: another generator version or size.
                    let whose = if saved_for == id {
                        format!("another puzzle {id} (its size or givens differ)")
                    } else {
                        format!("puzzle {saved_for}, not {id}")
                    };
                    return Err(CliError::Failed(format!(
                        "{} holds the game of {whose}; give another --save file \
                         (or remove this one) to play {id}",
                        path.display()
                    )));
                }
                Err(e) => return Err(CliError::Failed(format!("{}: {e}", path.display()))),
            }
        }
    }
    if s.solved_at().is_some() {
        // A finished game takes no moves: show it and its record instead of a prompt.
        say(&draw(&s, color))?;
        return say(&solved_line(&s, now_ms()));
    }
    if let Some(path) = &save {
        // Once now, so a path no save can be written to ends the game before it starts.
        write_save(path, &s)?;
    }
    s.resume(now_ms());
    say(&format!(
        "Bits {id} · rank {} · {HELP}",
        d.metadata().difficulty_rank
    ))?;
    say(&draw(&s, color))?;
    let stdin = std::io::stdin();
    // Lines of at most 1 KiB (a command is a few words): endless input without a line end
    // is read in bounded pieces, not gathered. A line too long or not UTF-8 is a command
    // like any unknown one, not the end.
    for line in crate::lines::capped(stdin.lock(), 1024) {
        let line = line.map_err(|e| CliError::Failed(format!("reading input: {e}")))?;
        let line = line.unwrap_or_else(|why| format!("(a line {why})"));
        let line = line.as_str();
        let words: Vec<&str> = line.split_whitespace().collect();
        let num = |w: &str| w.parse::<usize>().ok().filter(|&v| v >= 1).map(|v| v - 1);
        let whole = |w: &&str| w.parse::<usize>().ok();
        let zero = |w: &&str| whole(w) == Some(0);
        let reply: Result<Option<String>, String> = match words.as_slice() {
            [] => continue,
            // `0 3` or `l row 0`: counted from 0 by habit; said so, not "not a command".
            [r, c] | [r, c, _]
                if whole(r).is_some() && whole(c).is_some() && (zero(r) || zero(c)) =>
            {
                Err("rows and columns count from 1".to_string())
            }
            ["l", "row" | "col", k] if zero(k) => Err("rows and columns count from 1".to_string()),
            ["q"] | ["quit"] => break,
            ["?"] | ["help"] => Ok(Some(HELP.to_string())),
            ["u"] => Ok(Some(
                if s.undo() {
                    "undone"
                } else {
                    "nothing to undo"
                }
                .to_string(),
            )),
            ["y"] => Ok(Some(
                if s.redo() {
                    "redone"
                } else {
                    "nothing to redo"
                }
                .to_string(),
            )),
            ["restart"] => {
                // A board with nothing the player set records no move: nothing to undo.
                let before = s.cells();
                s.restart()
                    .map(|()| {
                        Some(
                            if s.cells() != before {
                                "started again (u brings the board back)"
                            } else {
                                "nothing to clear: the board holds only its givens"
                            }
                            .to_string(),
                        )
                    })
                    .map_err(|e| e.to_string())
            }
            ["h"] => match s.hint() {
                Ok(Advice::Step {
                    r,
                    c,
                    value,
                    explanation,
                    ..
                }) => Ok(Some(format!(
                    "hint: row {} column {} is {value}. {explanation}",
                    r + 1,
                    c + 1
                ))),
                Ok(Advice::Mistake { explanation, .. }) => Ok(Some(format!("hint: {explanation}"))),
                Err(e) => Err(e.to_string()),
            },
            ["l", kind, k] => match (*kind, num(k)) {
                // A line number past the grid is refused in words, not wrapped onto a u8.
                ("row" | "col", Some(k)) if k >= s.size() => Err(OutsideGrid {
                    row: *kind == "row",
                    index: k as u64,
                }
                .to_string()),
                ("row", Some(k)) => s
                    .lock(Line::Row(k as u8))
                    .map(|()| None)
                    .map_err(|e| e.to_string()),
                ("col", Some(k)) => s
                    .lock(Line::Column(k as u8))
                    .map(|()| None)
                    .map_err(|e| e.to_string()),
                _ => Err(format!("not a command: {line} ({HELP})")),
            },
            [r, c] => match (num(r), num(c)) {
                (Some(r), Some(c)) => s.tap(r, c).map(|_| None).map_err(|e| e.to_string()),
                _ => Err(format!("not a command: {line} ({HELP})")),
            },
            [r, c, v] => {
                let value = match *v {
                    "0" => Ok(Some(0)),
                    "1" => Ok(Some(1)),
                    "-" | "." => Ok(None),
                    _ => Err(format!("value must be 0, 1 or -, not {v}")),
                };
                match (num(r), num(c), value) {
                    (Some(r), Some(c), Ok(v)) => {
                        s.set(r, c, v).map(|()| None).map_err(|e| e.to_string())
                    }
                    (_, _, Err(e)) => Err(e),
                    _ => Err(format!("not a command: {line} ({HELP})")),
                }
            }
            _ => Err(format!("not a command: {line} ({HELP})")),
        };
        match reply {
            Ok(msg) => {
                if let Some(m) = msg {
                    say(&m)?;
                }
            }
            Err(e) => say(&format!("error: {e}"))?,
        }
        let now = now_ms();
        let solved = s.finish_if_solved(now);
        if let Some(path) = &save {
            s.pause(now);
            write_save(path, &s)?;
            s.resume(now);
        }
        say(&draw(&s, color))?;
        if solved {
            return say(&solved_line(&s, now));
        }
    }
    if let Some(path) = &save {
        s.pause(now_ms());
        write_save(path, &s)?;
        say(&format!("progress saved to {}", path.display()))?;
    }
    Ok(())
}
