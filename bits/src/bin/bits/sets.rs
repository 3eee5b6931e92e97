//! `bits sets …`: Sets puzzles as JSON lines.

use bits::daily::{Date, PuzzleId, pt_date};
use bits::sets::{Puzzle, Table, generate};
use serde_json::Value;
use serde_json::value::RawValue;

use crate::args::{Args, CliError, MAX_DAYS};
use crate::lines::each_line;

pub fn run(argv: &[String]) -> Result<(), CliError> {
    let Some(mode) = argv.first().map(String::as_str) else {
        return Err(CliError::Usage(
            "sets needs a mode: daily, range, solve or check".into(),
        ));
    };
    let args = Args::parse(&argv[1..], &["days", "rating"], &["public"])?;
    match mode {
        "daily" => {
            args.at_most(1)?;
            args.only(&["public"], "sets daily")?;
            let id = match args.positional.first() {
                Some(id) => id.clone(),
                None => today().to_string(),
            };
            PuzzleId::parse(&id)
                .map_err(|e| CliError::Usage(format!("bad puzzle id '{id}': {e}")))?;
            print_puzzle(&id, args.has("public"))
        }
        "range" => {
            args.at_most(2)?;
            let parse = |s: &str| {
                Date::parse(s).map_err(|e| CliError::Usage(format!("bad date '{s}': {e}")))
            };
            let Some(from) = args.positional.first() else {
                return Err(CliError::Usage(
                    "sets range needs FROM and TO (or --days N)".into(),
                ));
            };
            let mut day = parse(from)?;
            let last = match (args.positional.get(1), args.days()?) {
                (Some(to), None) => parse(to)?,
                (None, Some(n)) => day
                    .add_days(i64::from(n) - 1)
                    .map_err(|e| CliError::Usage(e.to_string()))?,
                _ => {
                    return Err(CliError::Usage(format!(
                        "sets range needs either TO or --days N (1-{MAX_DAYS})"
                    )));
                }
            };
            if last < day {
                return Err(CliError::Usage(format!("{last} is before {from}")));
            }
            let rating = match args.value("rating") {
                None => None,
                Some(r @ ("beginner" | "intermediate" | "advanced")) => Some(r),
                Some(other) => {
                    return Err(CliError::Usage(format!(
                        "--rating must be beginner, intermediate or advanced, not '{other}'"
                    )));
                }
            };
            while day <= last {
                let id = day.to_string();
                let puzzle = generate(&id).map_err(|e| CliError::Failed(format!("{id}: {e}")))?;
                if rating.is_none_or(|r| r == puzzle.difficulty.rating.name()) {
                    crate::args::print_line(&puzzle_json(&puzzle, args.has("public")))?;
                }
                if day == last {
                    break;
                }
                day = day.succ();
            }
            Ok(())
        }
        "solve" => {
            args.at_most(0)?;
            args.only(&[], "sets solve")?;
            each_line(|line| {
                let table = Table::from_json(line).map_err(|e| e.to_string())?;
                Ok(table.solve().to_json())
            })
        }
        "check" => {
            args.at_most(0)?;
            args.only(&[], "sets check")?;
            each_line(|line| {
                let v: CheckLine = serde_json::from_str(line).map_err(|e| e.to_string())?;
                let puzzle = v.puzzle.ok_or("missing \"puzzle\"")?;
                let answer = v
                    .answer
                    .as_ref()
                    .and_then(Value::as_str)
                    .ok_or("missing string \"answer\"")?;
                let table = Table::from_json(puzzle.get()).map_err(|e| e.to_string())?;
                Ok(table.check(answer).to_json_for(answer))
            })
        }
        other => Err(CliError::Usage(format!("unknown sets mode '{other}'"))),
    }
}

/// A `check` line. The puzzle is kept as its own text for the engine's reader, as every
/// binding hands it over: read into a `Value` and written again, a number past `u64`
/// would come back as a float and be quoted so ("found the number 1.8446744073709552e19").
#[derive(serde::Deserialize)]
struct CheckLine<'a> {
    #[serde(borrow)]
    puzzle: Option<&'a RawValue>,
    answer: Option<Value>,
}

fn today() -> Date {
    let ms = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64);
    pt_date(ms)
}

fn print_puzzle(id: &str, public: bool) -> Result<(), CliError> {
    let puzzle = generate(id).map_err(|e| CliError::Failed(format!("{id}: {e}")))?;
    crate::args::print_line(&puzzle_json(&puzzle, public))?;
    Ok(())
}

fn puzzle_json(puzzle: &Puzzle, public: bool) -> String {
    if public {
        puzzle.public().to_json()
    } else {
        puzzle.to_json()
    }
}
