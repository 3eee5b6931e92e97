//! Checking a player's finished grid (seed 001's submission contract, with reasons).
//!
//! The site's `/api/bits/complete` stores any time it is sent; this lets the server verify
//! the grid first. Checks run in a fixed order — shape, values, empties, givens, R1, R2,
//! R3, hints, time — and the first failure is reported with a code and a sentence.

use super::descriptor::Descriptor;
use super::grid::Grid;
use super::puzzle::Puzzle;
use super::rules::{Violation, check_puzzle};
use crate::validation::{FieldError, validate_time_ms};
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

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

    fn reject(code: RejectCode, message: String, cell: Option<(usize, usize)>) -> Verdict {
        Verdict::Rejected {
            code,
            message,
            r: cell.map(|(r, _)| r as u8),
            c: cell.map(|(_, c)| c as u8),
        }
    }
}

/// Validates a Bits submission against its descriptor: R1–R5 and the time.
pub fn validate_submission(descriptor: &Descriptor, submission: &Submission) -> Verdict {
    validate_against(&descriptor.puzzle(), &descriptor.puzzle_id, submission)
}

/// Validates a submission against any puzzle (its R3 setting decides duplicates).
pub fn validate_against(puzzle: &Puzzle, date_key: &str, submission: &Submission) -> Verdict {
    let n = puzzle.size();
    let grid = &submission.grid;
    if grid.len() != n {
        return Verdict::reject(
            RejectCode::Shape,
            format!("The grid must have {n} rows; it has {}", grid.len()),
            None,
        );
    }
    for (r, row) in grid.iter().enumerate() {
        if row.len() != n {
            return Verdict::reject(
                RejectCode::Shape,
                format!("Row {} must have {n} cells; it has {}", r + 1, row.len()),
                None,
            );
        }
    }
    let cells = || {
        grid.iter()
            .enumerate()
            .flat_map(|(r, row)| row.iter().enumerate().map(move |(c, v)| (r, c, *v)))
    };
    if let Some((r, c, _)) = cells().find(|&(_, _, v)| v == CellValue::Other) {
        return Verdict::reject(
            RejectCode::Value,
            format!("Row {} column {} must be 0 or 1", r + 1, c + 1),
            Some((r, c)),
        );
    }
    if let Some((r, c, _)) = cells().find(|&(_, _, v)| v == CellValue::Empty) {
        return Verdict::reject(
            RejectCode::Incomplete,
            format!("Row {} column {} is empty; fill every cell", r + 1, c + 1),
            Some((r, c)),
        );
    }
    let values: Vec<u8> = cells()
        .map(|(_, _, v)| u8::from(v == CellValue::One))
        .collect();
    let g = Grid::from_cells(n, &values).expect("shape and values were checked");
    if let Err(v) = check_puzzle(puzzle, &g) {
        let code = match v {
            Violation::Given { .. } => RejectCode::Given,
            Violation::Triple { .. } => RejectCode::Triple,
            Violation::Balance { .. } => RejectCode::Balance,
            Violation::Duplicate { .. } => RejectCode::Duplicate,
            _ => RejectCode::Adjacency,
        };
        let cell = v.cell().map(|(r, c)| (r as usize, c as usize));
        return Verdict::reject(code, v.to_string(), cell);
    }
    if let Err(e) = validate_time_ms(submission.time_ms) {
        let message = match e {
            FieldError::TimeNotFinite => {
                String::from("The time must be a finite number of milliseconds")
            }
            _ => format!(
                "The time {} ms is outside the accepted 3000 to 3600000 ms",
                submission.time_ms
            ),
        };
        return Verdict::reject(RejectCode::Time, message, None);
    }
    Verdict::Accepted {
        time_ms: submission.time_ms,
        date_key: String::from(date_key),
    }
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
        /// Reads `{grid, timeMs}` from a JSON value. A grid that is not an array of arrays
        /// becomes an empty grid (rejected as `shape`); a missing or non-numeric time
        /// becomes NaN (rejected as `time`) — so every input gets a verdict.
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
        /// The verdict as a JSON value in the seed's shape.
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

        /// The verdict as compact JSON.
        pub fn to_json(&self) -> String {
            self.to_value().to_string()
        }
    }
}
