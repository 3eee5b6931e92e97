//! Bits: Binairo+ (Takuzu with `=`/`×` adjacency hints) on any even square grid 4–16.
//!
//! Where things are: [`rules`] says what a solved grid is; [`solve`] counts solutions
//! exactly; [`deduce`] solves the way a person does, one named technique at a time, and
//! grades difficulty; [`generate`] builds puzzles with both, from [`options`] judged in
//! one order for every runtime; [`descriptor`] is the JSON the site caches and serves;
//! [`submit`] checks a player's finished grid.

pub(crate) mod board;
mod catalog;
pub mod deduce;
pub mod descriptor;
pub mod explain;
pub mod generate;
pub mod grid;
#[cfg(feature = "json")]
mod json;
#[cfg(feature = "json")]
pub use json::deductions_json;
pub mod lines;
pub mod options;
mod packed;
pub mod profile;
pub mod puzzle;
pub mod render;
pub mod rules;
pub mod schedule;
pub mod solve;
pub mod state;
pub mod submit;
pub mod svg;

pub use deduce::{Deducer, Deduction, Outcome, Technique, TechniqueSet};
pub use descriptor::{
    Descriptor, DescriptorError, LOAD_SEARCH_NODES, Metadata, PublicView, generate_descriptor,
    generate_descriptor_with,
};
pub use generate::{GenerateError, Seeds};
pub use grid::{Grid, GridError};
pub use options::{OptionReader, Options, RankRefused, SizeRefused, default_hints, read_options};
pub use profile::{Difficulty, PuzzleInfo, binary_grid_puzzle};
pub use puzzle::{Clue, Dir, Hint, HintKind, Puzzle, PuzzleError};
pub use rules::{
    Line, LineKindError, LineOutside, LineStatus, LineStatuses, OutsideGrid, PlayLine, Violation,
    check_grid, check_puzzle, follows_rules, grid_follows_rules, line_statuses,
};
pub use solve::{
    SEARCH_NODES, SearchBudget, Solutions, SolveReport, count_solutions, count_solutions_within,
    is_unique, solve_puzzle,
};
pub use state::{
    Advice, Cell, CellOutside, GridState, LineReport, Restored, StateError, Status, ValueRefused,
    check_value,
};
pub use submit::{
    CellValue, RejectCode, Rejection, Submission, SubmissionJsonError, Verdict, check_cells,
    validate_submission,
};
