//! `bits flipit …`: FlipIT puzzles, solutions and drawings.

use std::time::{SystemTime, UNIX_EPOCH};

use bits::daily::{Date, utc_date};
use bits::flipit::{self, Puzzle, Solution};

use crate::args::{Args, CliError};

const MODES: &str = "daily, solve, show or classes";

pub fn run(argv: &[String]) -> Result<(), CliError> {
    let Some(mode) = argv.first() else {
        return Err(CliError::Usage(format!("flipit needs a mode: {MODES}")));
    };
    let rest = &argv[1..];
    match mode.as_str() {
        "daily" => daily(rest),
        "solve" => solve(rest),
        "show" => show(rest),
        "classes" => classes(rest),
        other => Err(CliError::Usage(format!(
            "unknown flipit mode '{other}'; expected {MODES}"
        ))),
    }
}

fn json<T: serde::Serialize>(value: &T) -> Result<(), CliError> {
    let text = serde_json::to_string(value).map_err(|e| CliError::Failed(e.to_string()))?;
    crate::args::print_line(&text)?;
    Ok(())
}

fn today_utc() -> Result<Date, CliError> {
    let ms = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_err(|_| CliError::Failed("the system clock is before 1970".into()))?
        .as_millis();
    let ms =
        i64::try_from(ms).map_err(|_| CliError::Failed("the system clock is absurd".into()))?;
    Ok(utc_date(ms))
}

fn parse_date(s: &str) -> Result<Date, CliError> {
    Date::parse(s).map_err(|e| CliError::Usage(format!("bad date '{s}': {e}")))
}

fn parse_number(s: &str) -> Result<u16, CliError> {
    flipit::parse_number(s).map_err(|e| CliError::Usage(format!("bad puzzle number '{s}': {e}")))
}

/// The daily of `date`, the site's or the unique schedule's. Only a date past what
/// `YYYY-MM-DD` spells is refused (a clock set beyond the year 9999).
fn daily_of(date: Date, unique: bool) -> Result<Puzzle, CliError> {
    let puzzle = if unique {
        flipit::daily_unique(date)
    } else {
        flipit::daily(date)
    };
    puzzle.map_err(|e| CliError::Failed(format!("no FlipIT daily for {date}: {e}")))
}

/// `daily [DATE] [--unique] [--days N]`: the puzzle JSON of a UTC date (default today),
/// or of N consecutive days from it, one per line.
fn daily(argv: &[String]) -> Result<(), CliError> {
    let args = Args::parse(argv, &["days"], &["unique"])?;
    args.at_most(1)?;
    let mut date = match args.positional.first() {
        Some(s) => parse_date(s)?,
        None => today_utc()?,
    };
    let days = args.days()?.unwrap_or(1);
    // The last day is checked before the first is printed, as `sets range` does: a run
    // past 9999-12-31 is refused whole rather than cut short.
    date.add_days(i64::from(days) - 1)
        .map_err(|e| CliError::Usage(format!("--days {days} from {date}: {e}")))?;
    for i in 0..days {
        json(&daily_of(date, args.has("unique"))?)?;
        if i + 1 < days {
            // The last day asked for may be the last one a date can spell; no step past it.
            date = date
                .add_days(1)
                .map_err(|e| CliError::Failed(format!("after {date}: {e}")))?;
        }
    }
    Ok(())
}

fn one_number(argv: &[String], switches: &[&str]) -> Result<(Args, String), CliError> {
    let args = Args::parse(argv, &[], switches)?;
    args.at_most(1)?;
    let Some(arg) = args.positional.first().cloned() else {
        return Err(CliError::Usage("a puzzle number is needed".into()));
    };
    Ok((args, arg))
}

/// `solve NUMBER`: `{"number":N,"clicks":[…],"count":k}`.
fn solve(argv: &[String]) -> Result<(), CliError> {
    let (_, arg) = one_number(argv, &[])?;
    json(&Solution::of(parse_number(&arg)?))
}

/// `show NUMBER|DATE [--solution] [--unique]`: the board drawn with one character per
/// disk; `--solution` brackets the cells to click.
fn show(argv: &[String]) -> Result<(), CliError> {
    let (args, arg) = one_number(argv, &["solution", "unique"])?;
    let puzzle = if arg.contains('-') {
        daily_of(parse_date(&arg)?, args.has("unique"))?
    } else {
        if args.has("unique") {
            return Err(CliError::Usage(
                "--unique needs a date, not a number".into(),
            ));
        }
        Puzzle::from_number(parse_number(&arg)?)
    };
    crate::args::print_text(&draw(&puzzle, args.has("solution")))?;
    Ok(())
}

fn draw(puzzle: &Puzzle, with_solution: bool) -> String {
    let n = puzzle.number();
    let k = puzzle.clicks_required();
    let mut out = match puzzle.date() {
        Some(d) => format!("FlipIT {d}  #{n}"),
        None => format!("FlipIT #{n}"),
    };
    out.push_str(&format!(
        "  ({k} click{} to solve)\n\n     0  1  2  3\n",
        if k == 1 { "" } else { "s" }
    ));
    let solution = puzzle.solution();
    for r in 0..flipit::SIDE {
        let mut line = format!("  {r} ");
        for c in 0..flipit::SIDE {
            let i = r * flipit::SIDE + c;
            let disk = if n >> i & 1 == 1 { '●' } else { '○' };
            if with_solution && solution >> i & 1 == 1 {
                line.push_str(&format!("[{disk}]"));
            } else {
                line.push_str(&format!(" {disk} "));
            }
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out.push_str("\n  ● black  ○ white");
    if with_solution {
        out.push_str("  [ ] click here");
    }
    out.push_str("\n  goal: outer ring black, centre 2x2 white\n");
    out
}

/// `classes`: how many three-click puzzles there are, and how many differ up to symmetry.
fn classes(argv: &[String]) -> Result<(), CliError> {
    let args = Args::parse(argv, &[], &[])?;
    args.at_most(0)?;
    #[derive(serde::Serialize)]
    #[serde(rename_all = "camelCase")]
    struct Classes {
        three_click_puzzles: usize,
        distinct_up_to_symmetry: usize,
    }
    json(&Classes {
        three_click_puzzles: flipit::three_click_sets().count(),
        distinct_up_to_symmetry: flipit::three_click_classes(),
    })
}
