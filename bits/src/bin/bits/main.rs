//! The `bits` command-line tool: JSON on stdout, errors on stderr, non-zero exit on failure.

mod args;
mod wordle;

use std::process::ExitCode;

const USAGE: &str = "\
usage: bits <command> [options]

Bits (6x6 Binairo+):
  daily [ID] [--public] [--rank N] [--size N]   full descriptor JSON (default: today's PT date)
  range FROM TO [--rank N] [--size N]           one descriptor JSON per line
  solve                                         JSON lines {width,height,clues,adjacencies} -> solutions
  validate                                      JSON lines {puzzleId,grid,timeMs} -> verdicts
  show [ID] [--svg]                             the puzzle drawn in the terminal (or as SVG)
";

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let Some(command) = argv.first().map(String::as_str) else {
        eprint!("{USAGE}\n{}", wordle::USAGE);
        return ExitCode::from(2);
    };
    let rest = &argv[1..];
    let result = match command {
        "help" | "--help" | "-h" => {
            print!("{USAGE}\n{}", wordle::USAGE);
            Ok(())
        }
        "wordle" => wordle::run(rest),
        other => Err(args::CliError::Usage(format!("unknown command '{other}'"))),
    };
    let _ = rest;
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("bits: {e}");
            ExitCode::from(e.exit_code())
        }
    }
}
