//! Core errors as JavaScript `Error` objects carrying a `code` property.
//!
//! A caller switches on `err.code` (stable, kebab-case, prefixed by concern) and shows
//! `err.message` (the core's own sentence saying where and why).

use bits::binairo::profile::ProfileError;
use bits::binairo::{DescriptorError, GenerateError, GridError, PuzzleError};
use bits::daily::IdError;
use bits::flipit::{BoardError, DecodeError};
use bits::validation::FieldError;
use core::fmt::Display;
use wasm_bindgen::{JsCast, JsValue};

/// An `Error` with `message` and `code`, ready to be thrown.
pub fn js_error(code: &str, message: impl Display) -> JsValue {
    error_of(code, &message)
}

/// One body for every message type: generic over `Display`, it was copied per caller.
#[inline(never)]
fn error_of(code: &str, message: &dyn Display) -> JsValue {
    let err = js_sys::Error::new(&message.to_string());
    err.set_name("BitsError");
    // Setting a property on a fresh ordinary object cannot fail.
    let _ = js_sys::Reflect::set(&err, &JsValue::from_str("code"), &JsValue::from_str(code));
    err.unchecked_into()
}

/// A core error type that has a stable code.
pub trait Coded: Display {
    /// The `code` property of the thrown error.
    fn code(&self) -> &'static str;

    /// The error as a thrown JavaScript value.
    fn to_js(&self) -> JsValue {
        js_error(self.code(), self)
    }
}

impl Coded for IdError {
    fn code(&self) -> &'static str {
        match self {
            IdError::Empty => "id-empty",
            IdError::TooLong { .. } => "id-too-long",
            IdError::Format { .. } => "id-format",
            IdError::DateFormat { .. } => "id-date-format",
            IdError::Year { .. } => "id-year",
            IdError::Month { .. } => "id-month",
            IdError::Day { .. } => "id-day",
            IdError::PracticeSeed { .. } => "id-practice-seed",
            IdError::EmptySeed => "id-empty-seed",
            IdError::Timestamp => "id-timestamp",
            IdError::YearRange { .. } => "id-year-range",
            _ => "id",
        }
    }
}

impl Coded for FieldError {
    fn code(&self) -> &'static str {
        match self {
            FieldError::Uuid { .. } => "uuid",
            FieldError::Initials { .. } => "initials",
            FieldError::TimeNotFinite => "time-not-finite",
            FieldError::TimeOutOfRange { .. } => "time-out-of-range",
            _ => "field",
        }
    }
}

impl Coded for GenerateError {
    fn code(&self) -> &'static str {
        match self {
            GenerateError::Id(e) => e.code(),
            GenerateError::Size { .. } => "option-size",
            GenerateError::Rank { .. } => "option-rank",
            GenerateError::Range { .. } => "option-range",
            GenerateError::Exhausted { .. } => "generate-exhausted",
            _ => "generate",
        }
    }
}

impl Coded for DescriptorError {
    fn code(&self) -> &'static str {
        match self {
            DescriptorError::Json { .. } => "json",
            DescriptorError::Id(e) => e.code(),
            DescriptorError::Seed { .. } => "descriptor-seed",
            DescriptorError::Size { .. } => "descriptor-size",
            DescriptorError::Solution(_) => "descriptor-solution",
            DescriptorError::SolutionRule(_) => "descriptor-solution-rule",
            DescriptorError::Clue { .. } => "descriptor-clue",
            DescriptorError::Hint { .. } => "descriptor-hint",
            DescriptorError::Derived { .. } => "descriptor-derived",
            DescriptorError::DerivedCount { .. } => "descriptor-derived-count",
            DescriptorError::Metadata { .. } => "descriptor-metadata",
            DescriptorError::NotUnique { .. } => "descriptor-not-unique",
            DescriptorError::NotDrawn => "descriptor-not-drawn",
            DescriptorError::Undecided { .. } => "descriptor-undecided",
            _ => "descriptor",
        }
    }
}

impl Coded for GridError {
    fn code(&self) -> &'static str {
        match self {
            GridError::Size { .. } => "grid-size",
            GridError::RowLength { .. } => "grid-row-length",
            GridError::RowCount { .. } => "grid-row-count",
            GridError::Cell { .. } | GridError::PlayCell { .. } => "grid-cell",
            GridError::Empty { .. } => "grid-incomplete",
            _ => "grid",
        }
    }
}

impl Coded for PuzzleError {
    fn code(&self) -> &'static str {
        match self {
            PuzzleError::Size { .. } => "puzzle-size",
            PuzzleError::Clue { .. } => "puzzle-clue",
            PuzzleError::DuplicateClue { .. } => "puzzle-duplicate-clue",
            PuzzleError::Hint { .. } => "puzzle-hint",
            PuzzleError::DuplicateHint { .. } => "puzzle-duplicate-hint",
            _ => "puzzle",
        }
    }
}

impl Coded for ProfileError {
    fn code(&self) -> &'static str {
        match self {
            ProfileError::DateKey(e) => e.code(),
            ProfileError::Difficulty => "difficulty",
            _ => "profile",
        }
    }
}

impl Coded for BoardError {
    fn code(&self) -> &'static str {
        match self {
            BoardError::Cell { .. } => "flipit-cell",
            BoardError::EmptyNumber => "flipit-number-empty",
            BoardError::NumberSyntax { .. } => "flipit-number-syntax",
            BoardError::NumberRange { .. } => "flipit-number-range",
            BoardError::RowCount { .. } => "flipit-row-count",
            BoardError::RowLength { .. } => "flipit-row-length",
            BoardError::RowChar { .. } => "flipit-row-char",
            BoardError::CellCount { .. } => "flipit-cell-count",
            BoardError::CellValue { .. } => "flipit-cell-value",
            BoardError::DuplicateCell { .. } => "flipit-duplicate-cell",
            BoardError::Solved => "flipit-solved",
            _ => "flipit-board",
        }
    }
}

impl Coded for DecodeError {
    fn code(&self) -> &'static str {
        match self {
            DecodeError::Json { .. } => "json",
            DecodeError::Board { error, .. } => error.code(),
            DecodeError::Date(e) => e.code(),
            DecodeError::PatternMismatch { .. } => "flipit-pattern-mismatch",
            DecodeError::ClicksRequired { .. } => "flipit-clicks-required",
            DecodeError::Moves { .. } => "flipit-moves",
            DecodeError::WrongPuzzle { .. } => "flipit-wrong-puzzle",
            DecodeError::WrongDate { .. } => "flipit-wrong-date",
            _ => "flipit-decode",
        }
    }
}

impl Coded for bits::sets::GenerateError {
    fn code(&self) -> &'static str {
        use bits::sets::GenerateError as E;
        match self {
            E::Id(e) => e.code(),
            E::Exhausted => "sets-generate-exhausted",
            E::Template { .. } => "sets-template",
            _ => "sets-generate",
        }
    }
}

impl Coded for bits::sets::JsonError {
    /// Malformed JSON is `json` here as for every other shape, and the rest carries the
    /// `sets-` prefix the package's other Sets codes have.
    fn code(&self) -> &'static str {
        use bits::sets::JsonError as E;
        match self {
            E::Syntax { .. } => "json",
            E::Color { .. } => "sets-color",
            E::Die { .. } => "sets-die",
            E::Table(e) => Coded::code(e),
            _ => "sets-table",
        }
    }
}

impl Coded for bits::sets::ParseError {
    fn code(&self) -> &'static str {
        self.kind.code()
    }
}

impl Coded for bits::sets::TableError {
    fn code(&self) -> &'static str {
        use bits::sets::TableError as E;
        match self {
            E::NoCards => "sets-no-cards",
            E::TooManyCards { .. } => "sets-too-many-cards",
            E::DuplicateCard { .. } => "sets-duplicate-card",
            E::NoDice => "sets-no-dice",
            E::TooManyDice { .. } => "sets-too-many-dice",
            E::GoalTooLarge { .. } => "sets-goal-too-large",
            _ => "sets-table",
        }
    }
}

/// Converts any coded core error (for `?`).
pub fn to_js<E: Coded>(e: E) -> JsValue {
    e.to_js()
}
