//! `bits daily | range | solve | validate | show`: the Bits commands.

use crate::args::{Args, CliError, print_line, write_error};
use crate::lines::each_line;
use bits::binairo::render::{puzzle_text, solution_text};
use bits::binairo::{
    Descriptor, GenerateError, OptionReader, Options, Puzzle, RankRefused, SEARCH_NODES,
    SizeRefused, Submission, generate_descriptor_with, read_options, solve_puzzle,
};
use bits::daily::{Date, pt_date};
use std::io::{BufWriter, Write};

/// `--size` and `--rank`, judged in the generator's order and words after the puzzle id
/// when there is one (a run of days has its dates judged first).
fn options(args: &Args, id: Option<&str>) -> Result<Options, CliError> {
    read_options(id, &mut Flags { args, id })
}

/// The generate options among a command's flags.
struct Flags<'a> {
    args: &'a Args,
    id: Option<&'a str>,
}

impl OptionReader for Flags<'_> {
    type Error = CliError;

    fn refused(&self, e: GenerateError) -> CliError {
        match (&e, self.id) {
            (GenerateError::Id(_), Some(id)) => CliError::Usage(about(id, &e)),
            _ => CliError::Usage(e.to_string()),
        }
    }

    // A number past what the core reads is refused in the core's words, as one inside.
    fn size(&mut self) -> Result<Option<usize>, CliError> {
        let size = self
            .args
            .number_within("size", 0, usize::MAX as i128, |s| {
                SizeRefused(s).to_string()
            })?;
        Ok(size.map(|s| s as usize))
    }

    fn rank(&mut self) -> Result<Option<u8>, CliError> {
        let rank = self
            .args
            .number_within("rank", 0, 255, |r| RankRefused(r).to_string())?;
        Ok(rank.map(|r| r as u8))
    }
}

/// Today's puzzle id: the Los Angeles date, as the site keys its dailies.
pub fn today() -> String {
    let ms = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64);
    pt_date(ms).to_string()
}

/// The descriptor of `id`. A refused id or option is a usage error (exit 2), as a bad date
/// is for `range`; only a generation that ran and found no puzzle fails the job (exit 1).
pub fn descriptor(id: &str, o: &Options) -> Result<Descriptor, CliError> {
    generate_descriptor_with(id, o).map_err(|e| match e {
        GenerateError::Exhausted { .. } => CliError::Failed(about(id, &e)),
        _ => CliError::Usage(about(id, &e)),
    })
}

/// An error about the puzzle `id`, after the id (an empty id has nothing to show).
fn about(id: &str, e: &GenerateError) -> String {
    if id.is_empty() {
        e.to_string()
    } else {
        format!("{id}: {e}")
    }
}

fn emit(d: &Descriptor, public: bool) -> String {
    if public {
        d.public_view().to_json()
    } else {
        d.to_json()
    }
}

pub fn daily(argv: &[String]) -> Result<(), CliError> {
    let args = Args::parse(argv, &["rank", "size"], &["public"])?;
    args.at_most(1)?;
    let id = args.positional.first().cloned().unwrap_or_else(today);
    let d = descriptor(&id, &options(&args, Some(&id))?)?;
    print_line(&emit(&d, args.has("public")))
}

pub fn range(argv: &[String]) -> Result<(), CliError> {
    let args = Args::parse(argv, &["rank", "size"], &["public"])?;
    args.at_most(2)?;
    let (Some(from), Some(to)) = (args.positional.first(), args.positional.get(1)) else {
        return Err(CliError::Usage("range needs FROM and TO dates".into()));
    };
    let parse = |s: &str| Date::parse(s).map_err(|e| CliError::Usage(format!("'{s}': {e}")));
    let (from, to) = (
        parse(from)?.days_since_epoch(),
        parse(to)?.days_since_epoch(),
    );
    if to < from {
        return Err(CliError::Usage("TO is before FROM".into()));
    }
    let o = options(&args, None)?;
    let public = args.has("public");
    let days: Vec<i64> = (from..=to).collect();
    let out = std::io::stdout();
    let mut out = BufWriter::new(out.lock());
    // Generate on every core (up to 8), a block of days at a time, and print in date order.
    // Blocks start at one day a core and double up to 512: the first lines come at once
    // (16×16 days take tenths of a second each), and a reader that goes away (`| head`) is
    // noticed at the next block, so at most as many days again are made for nobody.
    let workers = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .min(8);
    let mut rest = days.as_slice();
    let mut size = workers;
    while !rest.is_empty() {
        let (block, after) = rest.split_at(size.min(rest.len()));
        rest = after;
        size = (size * 2).min(512);
        let per = block.len().div_ceil(workers);
        // Each worker's days in order, up to and including its first failure: the days
        // before a failure are printed before it is told.
        let results: Vec<Vec<Result<String, CliError>>> = std::thread::scope(|s| {
            let handles: Vec<_> = block
                .chunks(per)
                .map(|chunk| {
                    let o = &o;
                    s.spawn(move || {
                        let mut lines = Vec::with_capacity(chunk.len());
                        for &d in chunk {
                            let id = Date::from_days_since_epoch(d).to_string();
                            let line = descriptor(&id, o).map(|d| emit(&d, public));
                            let failed = line.is_err();
                            lines.push(line);
                            if failed {
                                break;
                            }
                        }
                        lines
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|h| h.join().expect("worker panicked"))
                .collect()
        });
        for lines in results {
            for line in lines {
                writeln!(out, "{}", line?).map_err(write_error)?;
            }
        }
        out.flush().map_err(write_error)?;
    }
    Ok(())
}

pub fn solve(argv: &[String]) -> Result<(), CliError> {
    Args::parse(argv, &[], &[])?.at_most(0)?;
    each_line(|line| {
        let p = Puzzle::from_json(line).map_err(|e| e.to_string())?;
        let r = solve_puzzle(&p, SEARCH_NODES).map_err(|e| e.to_string())?;
        // In the order the usage gives (a `serde_json::Value` object sorts its keys).
        Ok(format!(
            r#"{{"solutions":{},"solution":{},"rank":{}}}"#,
            r.solutions,
            serde_json::json!(r.solution.map(|g| g.row_strings())),
            serde_json::json!(r.rank),
        ))
    })
}

/// Descriptors `validate` keeps between lines: submissions usually come in runs for a
/// few puzzles, and generating a rank-3 descriptor costs milliseconds.
const KEPT_DESCRIPTORS: usize = 64;

pub fn validate(argv: &[String]) -> Result<(), CliError> {
    // The options the puzzles were made with, as for `daily`: an 8×8 practice puzzle is
    // judged against the 8×8 descriptor of its id.
    let args = Args::parse(argv, &["rank", "size"], &[])?;
    args.at_most(0)?;
    let o = options(&args, None)?;
    let mut kept: std::collections::HashMap<String, bits::binairo::Descriptor> =
        std::collections::HashMap::new();
    each_line(|line| {
        // The engine's own reader, as every binding's: the same text gets the same verdict
        // or the same error as in C, Python and JavaScript.
        let submission = Submission::from_json(line).map_err(|e| format!("not JSON: {e}"))?;
        let puzzle_id = match serde_json::from_str(line) {
            Ok(PuzzleIdField(Some(id))) => id,
            Ok(PuzzleIdField(None)) => return Err("missing string field puzzleId".into()),
            Err(e) => return Err(format!("field puzzleId is not a string ({e})")),
        };
        let id = puzzle_id.as_str();
        if !kept.contains_key(id) {
            let d = generate_descriptor_with(id, &o).map_err(|e| e.to_string())?;
            if kept.len() == KEPT_DESCRIPTORS {
                kept.clear();
            }
            kept.insert(id.to_owned(), d);
        }
        let d = &kept[id];
        // The verdict's own JSON: SPEC's key order (a `serde_json::Value` sorts its keys).
        Ok(bits::validate_submission(d, &submission).to_json())
    })
}

/// The one field a `validate` line adds to a submission, every other skipped unread. A
/// repeated key counts at its last occurrence, as the engine reads the submission's own
/// fields (and `JSON.parse`): a derived struct refused the repeat as a missing field.
struct PuzzleIdField(Option<String>);

impl<'de> serde::Deserialize<'de> for PuzzleIdField {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Fields;
        impl<'de> serde::de::Visitor<'de> for Fields {
            type Value = PuzzleIdField;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a submission object")
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<Self::Value, A::Error> {
                // Each occurrence is read; only the last must be a string.
                let mut id = None;
                while let Some(key) = map.next_key::<std::borrow::Cow<'de, str>>()? {
                    if key == "puzzleId" {
                        id = Some(map.next_value::<serde_json::Value>()?);
                    } else {
                        map.next_value::<serde::de::IgnoredAny>()?;
                    }
                }
                match id {
                    None => Ok(PuzzleIdField(None)),
                    // serde_json's own words for a value that is not a string.
                    Some(v) => serde::Deserialize::deserialize(v)
                        .map(|id| PuzzleIdField(Some(id)))
                        .map_err(serde::de::Error::custom),
                }
            }
        }
        d.deserialize_map(Fields)
    }
}

pub fn show(argv: &[String]) -> Result<(), CliError> {
    let args = Args::parse(argv, &["rank", "size"], &["svg", "solution"])?;
    args.at_most(1)?;
    let id = args.positional.first().cloned().unwrap_or_else(today);
    let d = descriptor(&id, &options(&args, Some(&id))?)?;
    if args.has("svg") {
        let svg = if args.has("solution") {
            bits::binairo::svg::solution_svg(&d)
        } else {
            bits::binairo::svg::descriptor_svg(&d)
        };
        return print_line(&svg);
    }
    let n = d.size();
    let picture = if args.has("solution") {
        solution_text(&d)
    } else {
        puzzle_text(d.puzzle())
    };
    let count =
        |k: usize, one: &str, many: &str| format!("{k} {}", if k == 1 { one } else { many });
    print_line(&format!(
        "Bits {id} · {n}x{n} · rank {} · {} · {}\n\n{}",
        d.metadata().difficulty_rank,
        count(d.clues().len(), "given", "givens"),
        count(d.adjacencies().len(), "hint", "hints"),
        picture.trim_end()
    ))
}
