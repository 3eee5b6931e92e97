//! FlipIT: the 4×4 flip puzzle with a three-click daily.
//!
//! Clicking a disk flips it and its up-to-8 neighbours (diagonals included); the goal is
//! the outer ring black and the inner 2×2 white. Every value here is a plain integer so
//! that the C, Python and JavaScript wrappers can pass it straight through:
//!
//! - a **board** (= pattern = puzzle number) is a `u16`, bit `i` = row `i / 4`, column
//!   `i % 4`, set = black — the site's puzzle numbers exactly;
//! - a **click set** is a `u16` with bit `i` = cell `i` clicked (order never matters);
//! - a **cell** is a `u8`, 0–15.
//!
//! | module | what it holds |
//! | --- | --- |
//! | `board` | the click rule, the goal, number ↔ pattern conversions |
//! | `solve` | the inverse flip matrix over GF(2): the unique, minimal solution |
//! | `daily` | the site's daily (hash → Mulberry32 → three cells) and the 560-day schedule |
//! | `symmetry` | rotations and reflections; how many three-click puzzles really differ |
//! | `puzzle` | the puzzle JSON `{date, number, pattern, clicksRequired}` |
//! | `game` | highlighted cells, toggling clicks, move count, save and restore |
//! | `error` | [`BoardError`] and [`DecodeError`] |
//!
//! ```
//! use bits::daily::Date;
//! use bits::flipit::{Game, daily};
//!
//! let puzzle = daily(Date::parse("2026-11-21")?)?;
//! assert_eq!(puzzle.clicks_required(), 3);
//! let mut game = Game::new(puzzle);
//! for cell in bits::flipit::cells(puzzle.solution()) {
//!     game.click(cell).expect("cells from a mask are in range");
//! }
//! assert!(game.is_solved());
//! # Ok::<(), bits::daily::IdError>(())
//! ```

mod board;
mod daily;
mod error;
mod game;
mod puzzle;
mod solve;
mod symmetry;

pub use board::{
    CELLS, CLICK_MASKS, Cells, GOAL, MAX_NUMBER, SIDE, apply_clicks, cells, check_cell,
    check_number, click_mask, flips, mask_from_cells, mask_from_each, number_from_pattern_cells,
    number_from_pattern_rows, parse_number, pattern_cells, pattern_rows,
};
pub use daily::{
    DAILY_CLICKS, MAX_DRAWS, THREE_CLICK_PUZZLES, UNIQUE_SCHEDULE_KEY, daily, daily_clicks,
    daily_picks, daily_seed, daily_unique, daily_unique_clicks, picks_from_seed, three_click_rank,
    three_click_set, unique_day_index, unique_schedule,
};
pub use error::{BoardError, CellRefused, DecodeError};
pub use game::Game;
pub use puzzle::{Puzzle, Solution};
pub use solve::{
    FLIP_MATRIX, INVERSE_MATRIX, clicks_between, clicks_required, invert, solve, transpose,
};
pub use symmetry::{Symmetry, canonical, three_click_classes, three_click_sets};
