//! The `bits` command-line tool: JSON on stdout, errors on stderr, non-zero exit on failure.

mod args;
mod binairo;
mod flipit;
mod lines;
mod play;
mod sets;
mod wordle;

use std::process::ExitCode;

const USAGE: &str = "\
usage: bits <command> [options]

Bits (6x6 Binairo+):
  daily [ID] [--public] [--rank N] [--size N]   full descriptor JSON (default: today's PT date)
  range FROM TO [--public] [--rank N] [--size N]
                                                one descriptor JSON per line
  solve                                         JSON lines {width,height,clues,adjacencies} ->
                                                {solutions (0, 1, or 2: more than one),
                                                solution, rank}
  validate [--rank N] [--size N]                JSON lines {puzzleId,grid,timeMs} -> verdicts
                                                (puzzles made with those options)
  show [ID] [--solution] [--svg] [--rank N] [--size N]
                                                the puzzle drawn in the terminal (or as SVG)
  play [ID] [--save FILE]                       play in the terminal: R C taps, R C V sets (V 0,
                                                1 or -), u undo, y redo, h hint, l row|col N
                                                locks a line, restart, q quit

FlipIT (4x4 flip puzzle):
  flipit daily [DATE] [--unique] [--days N]     puzzle JSON for a UTC date (default today), or N
                                                days from it, one per line; --unique: the
                                                schedule with no repeat within 560 days
  flipit solve NUMBER                           {number, clicks, count}: the unique minimal clicks
  flipit show NUMBER|DATE [--solution] [--unique]
                                                the board drawn in the terminal
  flipit classes                                three-click puzzles, and how many differ up to symmetry

Sets (set-theory dice puzzle):
  sets daily [ID] [--public]                    puzzle JSON for a date or practice-<seed> (default: today PT)
  sets range FROM (TO | --days N) [--rating R] [--public]
                                                one puzzle JSON per line
  sets solve                                    JSON lines {cards,dice,goal} -> {shortest,cubeCount,solutions}
  sets check                                    JSON lines {puzzle,answer} -> {valid,value,goal,message,code}
";

fn main() -> ExitCode {
    let mut argv = Vec::new();
    for (i, a) in std::env::args_os().skip(1).enumerate() {
        match a.into_string() {
            Ok(a) => argv.push(a),
            Err(a) => {
                args::note(&format!(
                    "bits: argument {} is not UTF-8: {}\n",
                    i + 1,
                    a.to_string_lossy()
                ));
                return ExitCode::from(2);
            }
        }
    }
    let Some(command) = argv.first().map(String::as_str) else {
        args::note(&format!("{USAGE}\n{}", wordle::USAGE));
        return ExitCode::from(2);
    };
    let rest = &argv[1..];
    // `--help` anywhere, or `help` as a mode (`bits flipit help`), shows the usage.
    let asks_help = argv.iter().any(|a| a == "--help" || a == "-h")
        || (rest.len() == 1 && rest[0] == "help" && command != "wordle");
    if asks_help {
        return match args::print_text(&format!("{USAGE}\n{}", wordle::USAGE)) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                args::note(&format!("bits: {e}\n"));
                ExitCode::from(e.exit_code())
            }
        };
    }
    let result = match command {
        "help" | "--help" | "-h" => args::print_text(&format!("{USAGE}\n{}", wordle::USAGE)),
        "daily" => binairo::daily(rest),
        "range" => binairo::range(rest),
        "solve" => binairo::solve(rest),
        "validate" => binairo::validate(rest),
        "show" => binairo::show(rest),
        "play" => play::run(rest),
        "flipit" => flipit::run(rest),
        "sets" => sets::run(rest),
        "wordle" => wordle::run(rest),
        other => Err(args::CliError::Usage(format!("unknown command '{other}'"))),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            args::note(&format!("bits: {e}\n"));
            ExitCode::from(e.exit_code())
        }
    }
}
