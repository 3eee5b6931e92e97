//! Why a FlipIT input was refused.
//!
//! Two concerns, two enums: [`BoardError`] for a malformed board, cell or puzzle number
//! (whatever its source), and [`DecodeError`] for a saved puzzle or game that does not
//! parse or does not hold together.

use alloc::string::String;
use core::fmt;

use super::board::CELLS;

/// A cell, puzzle number or pattern that is not a FlipIT board, or a move on a board
/// that is already solved.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum BoardError {
    /// A cell index outside 0–15.
    Cell {
        /// The index as given.
        cell: u32,
    },
    /// A puzzle number written as an empty string.
    EmptyNumber,
    /// A puzzle number holding something other than decimal digits.
    NumberSyntax {
        /// Byte offset of the first character that is not a digit.
        at: usize,
    },
    /// A puzzle number above 65,535 (or below 0): the board has only 16 cells.
    NumberRange {
        /// The number as given, saturated to `i64`.
        value: i64,
    },
    /// A pattern that does not have four rows.
    RowCount {
        /// How many rows were given.
        found: usize,
    },
    /// A pattern row that is not four characters long.
    RowLength {
        /// Row index, 0 at the top.
        row: usize,
        /// Its length in characters.
        found: usize,
    },
    /// A pattern row holding a character other than `0` (white) and `1` (black).
    RowChar {
        /// Row index, 0 at the top.
        row: usize,
        /// Column index, 0 at the left.
        column: usize,
        /// The character found there.
        found: char,
    },
    /// A flat cell array (the site's one-dimensional pattern) that is not 16 long.
    CellCount {
        /// How many cells were given.
        found: usize,
    },
    /// A flat cell array holding a value other than 0 and 1.
    CellValue {
        /// Index of the offending cell.
        index: usize,
        /// The value found there.
        value: u32,
    },
    /// The same cell appears twice in a list that must name each cell at most once.
    DuplicateCell {
        /// The repeated cell.
        cell: u8,
    },
    /// A click or reset on a game whose board shows the goal. A solve is final, as in a
    /// Bits play state: another click would undo it and count as a move.
    Solved,
}

/// "cell 16 does not exist; cells are 0-15" for a number of any width: a binding quotes a
/// caller's number past `u32` (a Python int, a JavaScript double) in the words of
/// [`BoardError::Cell`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CellRefused<T>(pub T);

impl<T: fmt::Display> fmt::Display for CellRefused<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "cell {} does not exist; cells are 0-{}",
            self.0,
            CELLS - 1
        )
    }
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardError::Cell { cell } => CellRefused(cell).fmt(f),
            BoardError::EmptyNumber => f.write_str("puzzle number is empty"),
            BoardError::NumberSyntax { at } => write!(
                f,
                "puzzle number must be decimal digits; unexpected character at byte {at}"
            ),
            // A value at i64's ends stands for any number past them (parse_number and the
            // bindings saturate), so it is not quoted as if it were the number given.
            BoardError::NumberRange { value } if *value == i64::MAX || *value == i64::MIN => {
                f.write_str("puzzle number is out of range; numbers are 0-65535 (16 cells)")
            }
            BoardError::NumberRange { value } => write!(
                f,
                "puzzle number {value} is out of range; numbers are 0-65535 (16 cells)"
            ),
            BoardError::RowCount { found } => {
                write!(f, "pattern has {found} rows; a FlipIT board has 4")
            }
            BoardError::RowLength { row, found } => write!(
                f,
                "pattern row {row} is {found} characters long; rows are 4 cells"
            ),
            BoardError::RowChar { row, column, found } => write!(
                f,
                "pattern row {row}, column {column} is {found:?}; cells are '0' (white) or '1' (black)"
            ),
            BoardError::CellCount { found } => {
                write!(f, "pattern has {found} cells; a FlipIT board has 16")
            }
            BoardError::CellValue { index, value } => write!(
                f,
                "pattern cell {index} is {value}; cells are 0 (white) or 1 (black)"
            ),
            BoardError::DuplicateCell { cell } => {
                write!(f, "cell {cell} is listed twice")
            }
            BoardError::Solved => {
                f.write_str("the board is solved; a solved game takes no more moves")
            }
        }
    }
}

impl core::error::Error for BoardError {}

/// A saved puzzle or game that cannot be restored.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum DecodeError {
    /// The text is not JSON of the expected shape (missing field, wrong type, …).
    Json {
        /// 1-based line of the failure (0 when the parser gave none).
        line: usize,
        /// 1-based column of the failure (0 when the parser gave none).
        column: usize,
        /// Where in the value (`clicked[2]`), or empty at the top: for a caller whose
        /// object was written as JSON for it, the line and column of text it never saw.
        path: String,
        /// The parser's explanation.
        message: String,
    },
    /// A field holds a malformed board, cell or number.
    Board {
        /// The JSON field at fault.
        field: &'static str,
        /// What is wrong with it.
        error: BoardError,
    },
    /// The `date` field is not a real `YYYY-MM-DD` date.
    Date(crate::daily::IdError),
    /// The `pattern` rows and the `number` describe different boards.
    PatternMismatch {
        /// The `number` field.
        number: u16,
        /// The number the `pattern` rows spell.
        pattern: u16,
    },
    /// `clicksRequired` disagrees with the solver.
    ClicksRequired {
        /// The value in the JSON.
        stated: u32,
        /// The size of the puzzle's unique solution.
        actual: u32,
    },
    /// A saved game's move count cannot produce its clicked cells: every click toggles
    /// one cell, so at least as many moves as highlighted cells are needed, with the
    /// same parity.
    Moves {
        /// The saved move count.
        moves: u32,
        /// How many cells are highlighted.
        clicked: u32,
    },
    /// A saved game belongs to another puzzle (e.g. yesterday's daily).
    WrongPuzzle {
        /// The puzzle the caller is playing.
        expected: u16,
        /// The puzzle the save is for.
        found: u16,
    },
    /// A saved game belongs to the same puzzle on another day (or to a puzzle chosen by
    /// number rather than a daily, or the other way round).
    WrongDate {
        /// The date of the puzzle the caller is playing.
        expected: Option<crate::daily::Date>,
        /// The date in the save.
        found: Option<crate::daily::Date>,
    },
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DecodeError::Json {
                line,
                column,
                path,
                message,
            } => {
                let place = crate::json_place::Place {
                    line: *line,
                    column: *column,
                    path,
                };
                write!(f, "invalid JSON at {place}: {message}")
            }
            DecodeError::Board { field, error } => write!(f, "field '{field}': {error}"),
            DecodeError::Date(e) => write!(f, "field 'date': {e}"),
            DecodeError::PatternMismatch { number, pattern } => write!(
                f,
                "field 'pattern' spells puzzle {pattern} but 'number' is {number}"
            ),
            DecodeError::ClicksRequired { stated, actual } => write!(
                f,
                "field 'clicksRequired' is {stated} but the puzzle needs exactly {actual}"
            ),
            DecodeError::Moves { moves, clicked } => write!(
                f,
                "{moves} moves cannot leave {clicked} cells highlighted (each move toggles one)"
            ),
            DecodeError::WrongPuzzle { expected, found } => {
                write!(f, "saved game is for puzzle {found}, not puzzle {expected}")
            }
            DecodeError::WrongDate { expected, found } => {
                let show = |d: &Option<crate::daily::Date>| match d {
                    Some(d) => alloc::format!("the daily of {d}"),
                    None => String::from("a puzzle chosen by number"),
                };
                write!(
                    f,
                    "saved game is for {}, not {}",
                    show(found),
                    show(expected)
                )
            }
        }
    }
}

impl core::error::Error for DecodeError {
    fn source(&self) -> Option<&(dyn core::error::Error + 'static)> {
        match self {
            DecodeError::Board { error, .. } => Some(error),
            DecodeError::Date(e) => Some(e),
            _ => None,
        }
    }
}
