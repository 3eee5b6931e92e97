//! Checking a player's finished grid (seed 001's submission contract, with reasons).
//!
//! The site's `/api/bits/complete` stores any time it is sent; this lets the server verify
//! the grid first. Checks run in a fixed order — shape, values, empties, givens, R1, R2,
//! R3, hints, time — and the first failure is reported with a code and a sentence.

use super::descriptor::Descriptor;
use super::grid::Grid;
use super::lines::MAX_SIZE;
use super::puzzle::Puzzle;
use super::rules::check_puzzle;
use crate::validation::{FieldError, validate_time_ms};
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

const MAX_CELLS: usize = MAX_SIZE * MAX_SIZE;

/// One submitted cell as the JSON had it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CellValue {
    /// The number 0.
    Zero,
    /// The number 1.
    One,
    /// `null`: the cell was left empty.
    Empty,
    /// Anything else (2, 0.5, "1", true, …).
    Other,
}

/// A submission: `{grid: number[][], timeMs}`.
#[derive(Clone, Debug, PartialEq)]
pub struct Submission {
    /// Rows of cells.
    pub grid: Vec<Vec<CellValue>>,
    /// Solve time in milliseconds.
    pub time_ms: f64,
}

/// Machine-readable reason for a rejection.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum RejectCode {
    /// Wrong number of rows or cells in a row.
    Shape,
    /// A cell that is not 0, 1 or null.
    Value,
    /// An empty (null) cell.
    Incomplete,
    /// A given changed.
    Given,
    /// Three equal cells in a row (R1).
    Triple,
    /// A line with unequal 0s and 1s (R2).
    Balance,
    /// Two equal rows or columns (R3).
    Duplicate,
    /// An adjacency hint broken (R5).
    Adjacency,
    /// The time is not a plausible solve time.
    Time,
}

impl RejectCode {
    /// Every code, in declaration order.
    pub const ALL: [RejectCode; 9] = [
        RejectCode::Shape,
        RejectCode::Value,
        RejectCode::Incomplete,
        RejectCode::Given,
        RejectCode::Triple,
        RejectCode::Balance,
        RejectCode::Duplicate,
        RejectCode::Adjacency,
        RejectCode::Time,
    ];

    /// The code JSON spells `code` (as [`RejectCode::as_str`] writes it), if there is one:
    /// a verdict read back from its JSON or a pickle has the same code.
    pub fn from_code(code: &str) -> Option<RejectCode> {
        RejectCode::ALL.into_iter().find(|c| c.as_str() == code)
    }

    /// The code as JSON has it.
    pub fn as_str(self) -> &'static str {
        match self {
            RejectCode::Shape => "shape",
            RejectCode::Value => "value",
            RejectCode::Incomplete => "incomplete",
            RejectCode::Given => "given",
            RejectCode::Triple => "triple",
            RejectCode::Balance => "balance",
            RejectCode::Duplicate => "duplicate",
            RejectCode::Adjacency => "adjacency",
            RejectCode::Time => "time",
        }
    }
}

impl fmt::Display for RejectCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The server's answer to a submission.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    /// `{ok: true, valid: true, timeMs, dateKey}`.
    Accepted {
        /// The accepted time.
        time_ms: f64,
        /// The puzzle's date key (its id).
        date_key: String,
    },
    /// `{ok: false, valid: false, message, code, r?, c?}`.
    Rejected {
        /// Why.
        code: RejectCode,
        /// Where and why in plain words.
        message: String,
        /// 0-based row, when one cell is to blame.
        r: Option<u8>,
        /// 0-based column, when one cell is to blame.
        c: Option<u8>,
    },
}

impl Verdict {
    /// Whether the submission was accepted.
    pub fn is_valid(&self) -> bool {
        matches!(self, Verdict::Accepted { .. })
    }
}

/// Why a submission was refused: a [`Verdict::Rejected`] before it is dressed as one.
/// What [`check_cells`] returns, so that accepting a grid allocates nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rejection {
    /// Why.
    pub code: RejectCode,
    /// Where and why in plain words.
    pub message: String,
    /// 0-based row, when one cell is to blame.
    pub r: Option<u8>,
    /// 0-based column, when one cell is to blame.
    pub c: Option<u8>,
}

impl Rejection {
    fn new(code: RejectCode, message: String, cell: Option<(usize, usize)>) -> Rejection {
        Rejection {
            code,
            message,
            r: cell.map(|(r, _)| r as u8),
            c: cell.map(|(_, c)| c as u8),
        }
    }
}

impl From<Rejection> for Verdict {
    fn from(x: Rejection) -> Verdict {
        Verdict::Rejected {
            code: x.code,
            message: x.message,
            r: x.r,
            c: x.c,
        }
    }
}

/// Submission text that is not a JSON object. Everything inside an object gets a verdict
/// instead (`Submission::from_json`, feature `json`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SubmissionJsonError {
    /// 1-based line of the problem.
    pub line: usize,
    /// 1-based column of the problem.
    pub column: usize,
    /// Where in the value, or empty at the top.
    pub path: String,
    /// What the reader expected.
    pub message: String,
}

impl fmt::Display for SubmissionJsonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let place = crate::json_place::Place {
            line: self.line,
            column: self.column,
            path: &self.path,
        };
        write!(f, "submission JSON at {place}: {}", self.message)
    }
}

impl core::error::Error for SubmissionJsonError {}

#[cfg(feature = "json")]
impl Submission {
    /// Reads `{grid, timeMs}` from JSON text, as a server receives it, with the crate's own
    /// reader (no `serde`). As `Submission::from_value` (feature `serde`) reads a value: a
    /// grid that is not an array becomes an empty grid and an item of it that is not an
    /// array an empty row (both rejected as `shape`), a cell other than 0, 1 or `null` is
    /// kept as [`CellValue::Other`] (rejected as `value`), a missing or non-numeric time
    /// becomes NaN (rejected as `time`), other fields are ignored, and a repeated key
    /// counts at its last occurrence, as `JSON.parse` and `serde_json` read it. Only text
    /// that is not a JSON object is an error.
    pub fn from_json(text: &str) -> Result<Submission, SubmissionJsonError> {
        Submission::from_json_with(text, |t| t.parse().ok())
    }

    /// [`Submission::from_json`] with the conversion of a JSON number's text (checked
    /// against JSON's grammar) to its nearest `f64` left to the caller: a host with its own
    /// conversion (JavaScript's `parseFloat`, which gives the same value for every such
    /// text) spares a build the standard library's, about 15 KB of WebAssembly.
    pub fn from_json_with(
        text: &str,
        number: impl Fn(&str) -> Option<f64>,
    ) -> Result<Submission, SubmissionJsonError> {
        use crate::json_reader::{self, Node};
        let located = |e: json_reader::Error| {
            let at = e.located(text);
            SubmissionJsonError {
                line: at.line,
                column: at.column,
                path: at.path,
                message: at.message,
            }
        };
        let tree = json_reader::parse(text).map_err(located)?;
        let o = tree.object(&[], true).map_err(located)?;
        let value = |n: &Node<'_>| n.number_text().and_then(&number);
        // Cells are nearly always the texts `0` and `1`: those are read without converting
        // a number (a host call per cell where the conversion is the host's).
        let cell = |n: &Node<'_>| match n.number_text() {
            Some("0") => CellValue::Zero,
            Some("1") => CellValue::One,
            _ => match value(n) {
                _ if n.is_null() => CellValue::Empty,
                Some(0.0) => CellValue::Zero,
                Some(1.0) => CellValue::One,
                _ => CellValue::Other,
            },
        };
        let grid = o
            .last("grid")
            .and_then(|g| g.array().ok())
            .map_or_else(Vec::new, |rows| {
                rows.iter()
                    .map(|row| {
                        row.array()
                            .map_or_else(|_| Vec::new(), |cs| cs.iter().map(cell).collect())
                    })
                    .collect()
            });
        let time_ms = o.last("timeMs").and_then(value).unwrap_or(f64::NAN);
        Ok(Submission { grid, time_ms })
    }
}

#[cfg(feature = "json")]
impl Verdict {
    /// The verdict as compact JSON, keys in SPEC's order: `{ok, valid, timeMs, dateKey}` or
    /// `{ok, valid, message, code, r?, c?}`.
    pub fn to_json(&self) -> String {
        let mut w = crate::json_writer::JsonWriter::with_capacity(128);
        w.begin_object();
        match self {
            Verdict::Accepted { time_ms, date_key } => {
                w.field_bool("ok", true);
                w.field_bool("valid", true);
                w.key("timeMs");
                w.number(*time_ms);
                w.field_str("dateKey", date_key);
            }
            Verdict::Rejected {
                code,
                message,
                r,
                c,
            } => {
                w.field_bool("ok", false);
                w.field_bool("valid", false);
                w.field_str("message", message);
                w.field_str("code", code.as_str());
                if let Some(r) = r {
                    w.field_uint("r", (*r).into());
                }
                if let Some(c) = c {
                    w.field_uint("c", (*c).into());
                }
            }
        }
        w.end_object();
        w.finish()
    }
}

/// Validates a Bits submission against its descriptor: R1–R5 and the time.
pub fn validate_submission(descriptor: &Descriptor, submission: &Submission) -> Verdict {
    validate_against(&descriptor.puzzle, &descriptor.puzzle_id, submission)
}

/// [`validate_submission`] for a grid given as `size * size` row-major cells, the layout
/// of plain-data callers (the C ABI's 36-byte grid). Same checks, same order, same
/// sentences; a wrong cell count is a `shape` rejection. Allocates only to explain a
/// rejection.
pub fn check_cells(
    descriptor: &Descriptor,
    cells: &[CellValue],
    time_ms: f64,
) -> Result<(), Rejection> {
    let n = descriptor.puzzle.size();
    if cells.len() != n * n {
        return Err(Rejection::new(
            RejectCode::Shape,
            format!("The grid must have {} cells; it has {}", n * n, cells.len()),
            None,
        ));
    }
    judge(&descriptor.puzzle, cells, time_ms)
}

/// "Row 2 must be a list of 6 cells; it has 5", or without the count when there are none.
fn shape_message(what: &str, n: usize, items: &str, len: usize) -> String {
    if len == 0 {
        format!("{what} must be a list of {n} {items}")
    } else {
        format!("{what} must be a list of {n} {items}; it has {len}")
    }
}

/// Validates a submission against any puzzle (its R3 setting decides duplicates).
pub fn validate_against(puzzle: &Puzzle, date_key: &str, submission: &Submission) -> Verdict {
    let n = puzzle.size();
    let grid = &submission.grid;
    if grid.len() != n {
        return Rejection::new(
            RejectCode::Shape,
            // A grid given as anything but a list reads as no rows, so no count is quoted
            // for none: "it has 0" would be false of a string or an object.
            shape_message("The grid", n, "rows", grid.len()),
            None,
        )
        .into();
    }
    for (r, row) in grid.iter().enumerate() {
        if row.len() != n {
            return Rejection::new(
                RejectCode::Shape,
                // As for the grid: a row given as a string, say, reads as no cells.
                shape_message(&format!("Row {}", r + 1), n, "cells", row.len()),
                None,
            )
            .into();
        }
    }
    let mut flat = [CellValue::Empty; MAX_CELLS];
    for (slot, v) in flat.iter_mut().zip(grid.iter().flatten()) {
        *slot = *v;
    }
    match judge(puzzle, &flat[..n * n], submission.time_ms) {
        Ok(()) => Verdict::Accepted {
            time_ms: submission.time_ms,
            date_key: String::from(date_key),
        },
        Err(x) => x.into(),
    }
}

/// The rejection for a grid holding an empty or non-binary cell: the first non-binary cell
/// (row-major) if any, else the first empty one.
fn first_unusable(n: usize, cells: &[CellValue]) -> Rejection {
    let at = |kind: CellValue| cells.iter().position(|v| *v == kind);
    if let Some(i) = at(CellValue::Other) {
        let (r, c) = (i / n, i % n);
        return Rejection::new(
            RejectCode::Value,
            format!("Row {} column {} must be 0 or 1", r + 1, c + 1),
            Some((r, c)),
        );
    }
    let i = at(CellValue::Empty).unwrap_or(0);
    let (r, c) = (i / n, i % n);
    Rejection::new(
        RejectCode::Incomplete,
        format!("Row {} column {} is empty; fill every cell", r + 1, c + 1),
        Some((r, c)),
    )
}

/// Everything after the shape, on `n * n` row-major cells: values, empties, givens, R1,
/// R2, R3, hints, time — the first failure wins.
fn judge(puzzle: &Puzzle, cells: &[CellValue], time_ms: f64) -> Result<(), Rejection> {
    let n = puzzle.size();
    // One branch-free pass decides whether every cell is 0 or 1 (the usual case); only a
    // grid with an empty or foreign cell is searched for the first one to name.
    if cells
        .iter()
        .any(|v| matches!(v, CellValue::Empty | CellValue::Other))
    {
        return Err(first_unusable(n, cells));
    }
    let mut rows = [0u16; MAX_SIZE];
    for (line, mask) in cells.chunks_exact(n).zip(&mut rows) {
        *mask = line
            .iter()
            .fold(0, |m, v| (m << 1) | u16::from(*v == CellValue::One));
    }
    let g = Grid::from_row_masks(&rows[..n]).expect("a supported size and in-range masks");
    if let Err(v) = check_puzzle(puzzle, &g) {
        let cell = v.cell().map(|(r, c)| (r as usize, c as usize));
        return Err(Rejection::new(v.reject_code(), v.to_string(), cell));
    }
    if let Err(e) = validate_time_ms(time_ms) {
        let message = match e {
            FieldError::TimeNotFinite => {
                String::from("The time must be a finite number of milliseconds")
            }
            _ => format!("The time {}", crate::validation::TimeOutside(time_ms)),
        };
        return Err(Rejection::new(RejectCode::Time, message, None));
    }
    Ok(())
}

#[cfg(feature = "serde")]
mod json {
    use super::*;
    use serde_json::{Map, Number, Value};

    fn cell_value(v: &Value) -> CellValue {
        match v {
            Value::Null => CellValue::Empty,
            Value::Number(n) => match n.as_f64() {
                Some(0.0) => CellValue::Zero,
                Some(1.0) => CellValue::One,
                _ => CellValue::Other,
            },
            _ => CellValue::Other,
        }
    }

    impl Submission {
        /// Reads `{grid, timeMs}` from a JSON value. A grid that is not an array becomes an
        /// empty grid and an item of it that is not an array an empty row (both rejected
        /// as `shape`); a missing or non-numeric time becomes NaN (rejected as `time`) — so
        /// every input gets a verdict.
        pub fn from_value(v: &Value) -> Submission {
            let grid = match v.get("grid") {
                Some(Value::Array(rows)) => rows
                    .iter()
                    .map(|row| match row {
                        Value::Array(cells) => cells.iter().map(cell_value).collect(),
                        _ => Vec::new(),
                    })
                    .collect(),
                _ => Vec::new(),
            };
            let time_ms = v.get("timeMs").and_then(Value::as_f64).unwrap_or(f64::NAN);
            Submission { grid, time_ms }
        }
    }

    impl Verdict {
        /// The verdict as a JSON value in the seed's shape. Its keys are inserted in the
        /// SPEC's order, but a `serde_json` object keeps that order only where the build
        /// turns on `serde_json`'s `preserve_order` feature (otherwise it sorts them):
        /// [`Verdict::to_json`] is the text in the SPEC's order, whatever the build.
        pub fn to_value(&self) -> Value {
            let mut m = Map::new();
            match self {
                Verdict::Accepted { time_ms, date_key } => {
                    m.insert("ok".into(), Value::Bool(true));
                    m.insert("valid".into(), Value::Bool(true));
                    let t = if time_ms.abs() < 9.0e15 && *time_ms == (*time_ms as i64) as f64 {
                        Value::Number(Number::from(*time_ms as i64))
                    } else {
                        Number::from_f64(*time_ms).map_or(Value::Null, Value::Number)
                    };
                    m.insert("timeMs".into(), t);
                    m.insert("dateKey".into(), Value::String(date_key.clone()));
                }
                Verdict::Rejected {
                    code,
                    message,
                    r,
                    c,
                } => {
                    m.insert("ok".into(), Value::Bool(false));
                    m.insert("valid".into(), Value::Bool(false));
                    m.insert("message".into(), Value::String(message.clone()));
                    m.insert("code".into(), Value::String(code.as_str().into()));
                    if let Some(r) = r {
                        m.insert("r".into(), Value::Number((*r).into()));
                    }
                    if let Some(c) = c {
                        m.insert("c".into(), Value::Number((*c).into()));
                    }
                }
            }
            Value::Object(m)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_reads_back_from_its_text() {
        // Exhaustive without a wildcard: a new code fails to compile here until it is
        // placed, and the assertion then asks for it in `ALL` at that place.
        let place = |c: RejectCode| match c {
            RejectCode::Shape => 0,
            RejectCode::Value => 1,
            RejectCode::Incomplete => 2,
            RejectCode::Given => 3,
            RejectCode::Triple => 4,
            RejectCode::Balance => 5,
            RejectCode::Duplicate => 6,
            RejectCode::Adjacency => 7,
            RejectCode::Time => 8,
        };
        for (i, c) in RejectCode::ALL.into_iter().enumerate() {
            assert_eq!(place(c), i);
            assert_eq!(RejectCode::from_code(c.as_str()), Some(c));
        }
        assert_eq!(RejectCode::from_code("Shape"), None);
        assert_eq!(RejectCode::from_code(""), None);
    }
}
