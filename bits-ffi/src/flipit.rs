//! FlipIT: dailies, the solver and the game state.
//!
//! Boards, puzzle numbers and click sets are 16-bit masks (bit `i` = row `i / 4`,
//! column `i % 4`), exactly as in `bits::flipit`.

use crate::error::{BitsError, BitsStatus, Fail, Res, guard, input, out, out_or_null};
use crate::primitives::{date_arg, id_fail};
use crate::strings::{arg, give};
use bits::flipit::{self, BoardError, DecodeError, Game, Puzzle};
use std::ffi::c_char;

/// A FlipIT puzzle as plain data.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BitsFlipitPuzzle {
    /// The puzzle number, which is also the starting board.
    pub number: u16,
    /// The unique minimal click set that solves it.
    pub solution: u16,
    /// How many clicks that is.
    pub clicks_required: u32,
}

/// A FlipIT game in progress. Opaque; free with [`bits_flipit_game_free`].
pub struct BitsFlipitGame(Game);

/// A snapshot of a game as plain data.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BitsFlipitGameState {
    /// The puzzle number.
    pub number: u16,
    /// The board now.
    pub board: u16,
    /// Cells clicked an odd number of times.
    pub clicked: u16,
    /// Clicks made, undoing ones included.
    pub moves: u32,
    /// Whether the board is the goal.
    pub solved: bool,
    /// Fewest clicks still needed.
    pub clicks_remaining: u32,
}

fn number_arg(n: u32) -> Res<u16> {
    flipit::check_number(i64::from(n)).map_err(|e| Fail::arg(e.to_string()))
}

fn daily(date: *const c_char, unique: bool) -> Res<Puzzle> {
    let d = date_arg(date, "date")?;
    let puzzle = if unique {
        flipit::daily_unique(d)
    } else {
        flipit::daily(d)
    };
    puzzle.map_err(|e| id_fail("date", e))
}

fn decode_fail(e: DecodeError) -> Fail {
    let status = match e {
        DecodeError::Json { .. } => BitsStatus::BadJson,
        _ => BitsStatus::InvalidData,
    };
    Fail::new(status, e.to_string())
}

/// A click or reset the game refuses: a cell that does not exist is a bad argument, a
/// solved game (final, as a finished Bits state is) is `BITS_STATUS_NOT_ALLOWED`.
fn move_fail(e: BoardError) -> Fail {
    let status = match e {
        BoardError::Solved => BitsStatus::NotAllowed,
        _ => BitsStatus::InvalidArgument,
    };
    Fail::new(status, e.to_string())
}

fn new_game(out_game: *mut *mut BitsFlipitGame, g: Game) -> Res {
    // The out-pointer is checked before the game is boxed: the right side of an assignment
    // runs first, and a box made before a refusal would leak.
    let o = out(out_game, "out_game")?;
    *o = Box::into_raw(Box::new(BitsFlipitGame(g)));
    Ok(())
}

/// The FlipIT daily for a UTC date `YYYY-MM-DD`: the site's random daily, or with
/// `unique` the 560-day schedule that never repeats.
///
/// # Safety
/// Pointers must be `NULL` or valid; `date` NUL-terminated.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_flipit_daily(
    date: *const c_char,
    unique: bool,
    out_puzzle: *mut BitsFlipitPuzzle,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_puzzle, "out_puzzle")?;
        let p = daily(date, unique)?;
        *o = BitsFlipitPuzzle {
            number: p.number(),
            solution: p.solution(),
            clicks_required: p.clicks_required(),
        };
        Ok(())
    })
}

/// The daily's puzzle JSON `{"date","number","pattern","clicksRequired"}`. Free with
/// `bits_string_free`.
///
/// # Safety
/// Pointers must be `NULL` or valid; `date` NUL-terminated.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_flipit_daily_json(
    date: *const c_char,
    unique: bool,
    out_json: *mut *mut c_char,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_json, "out_json")?;
        give(o, daily(date, unique)?.to_json())
    })
}

/// The unique minimal click set solving board `number` (0–65535).
///
/// # Safety
/// `out_clicks` must be `NULL` or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_flipit_solve(
    number: u32,
    out_clicks: *mut u16,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_clicks, "out_clicks")?;
        *o = flipit::solve(number_arg(number)?);
        Ok(())
    })
}

/// The board after clicking every cell of the mask `clicks` (bit i = cell i) on board
/// `number`: how a click list is checked without a game, e.g. a solution from
/// `bits_flipit_solve` gives the goal.
///
/// # Safety
/// `out_board` must be `NULL` or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_flipit_apply_clicks(
    number: u32,
    clicks: u16,
    out_board: *mut u16,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_board, "out_board")?;
        *o = flipit::apply_clicks(number_arg(number)?, clicks);
        Ok(())
    })
}

/// The least of the eight rotations and reflections of board `number`: two puzzles are
/// the same up to symmetry exactly when these are equal.
///
/// # Safety
/// `out_board` must be `NULL` or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_flipit_canonical(
    number: u32,
    out_board: *mut u16,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_board, "out_board")?;
        *o = flipit::canonical(number_arg(number)?);
        Ok(())
    })
}

/// How many of the 560 three-click puzzles differ up to rotation and reflection.
#[unsafe(no_mangle)]
pub extern "C" fn bits_flipit_three_click_classes() -> u32 {
    flipit::three_click_classes() as u32
}

/// A new game of puzzle `number` (0–65535).
///
/// # Safety
/// `out_game` must be `NULL` or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_flipit_game_new(
    number: u32,
    out_game: *mut *mut BitsFlipitGame,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let n = number_arg(number)?;
        new_game(out_game, Game::from_number(n))
    })
}

/// A new game of the daily for `date` (see [`bits_flipit_daily`]).
///
/// # Safety
/// Pointers must be `NULL` or valid; `date` NUL-terminated.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_flipit_game_daily(
    date: *const c_char,
    unique: bool,
    out_game: *mut *mut BitsFlipitGame,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let p = daily(date, unique)?;
        new_game(out_game, Game::new(p))
    })
}

/// A new game of puzzle `number` (0–65535) dated `date` (`YYYY-MM-DD`), as when a
/// player opens an archived day.
///
/// # Safety
/// Pointers must be `NULL` or valid; `date` NUL-terminated.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_flipit_game_new_dated(
    date: *const c_char,
    number: u32,
    out_game: *mut *mut BitsFlipitGame,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let d = date_arg(date, "date")?;
        let n = number_arg(number)?;
        let puzzle = Puzzle::dated(d, n).map_err(|e| id_fail("date", e))?;
        new_game(out_game, Game::new(puzzle))
    })
}

/// Restores a saved game JSON (`BITS_STATUS_BAD_JSON` when malformed,
/// `BITS_STATUS_INVALID_DATA` when it does not hold together). The save's date and number
/// are taken on its word: to restore the game of a known puzzle, start that game and use
/// `bits_flipit_game_restore`, which refuses a save of another one.
///
/// # Safety
/// Pointers must be `NULL` or valid; `json` NUL-terminated.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_flipit_game_from_json(
    json: *const c_char,
    out_game: *mut *mut BitsFlipitGame,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        if out_game.is_null() {
            return Err(Fail::new(BitsStatus::NullPointer, "out_game is NULL"));
        }
        let g = Game::from_json(arg(json, "json")?).map_err(decode_fail)?;
        new_game(out_game, g)
    })
}

/// Replaces `game` by a saved game of the same puzzle: the same number and the same date
/// (or no date for both). A save of another puzzle or another day is refused with
/// `BITS_STATUS_INVALID_DATA`, a malformed one with `BITS_STATUS_BAD_JSON`, and `game` is
/// then left as it was, so a page opening today's game plays on afresh instead of
/// resuming a save that claims to be today's. A solved game takes no save
/// (`BITS_STATUS_NOT_ALLOWED`): the solve is final.
///
/// # Safety
/// As [`bits_flipit_game_click`]; `json` `NULL` or NUL-terminated.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_flipit_game_restore(
    game: *mut BitsFlipitGame,
    json: *const c_char,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let g = out(game, "game")?;
        let json = arg(json, "json")?;
        if g.0.is_solved() {
            return Err(move_fail(BoardError::Solved));
        }
        g.0 = Game::restore_for(g.0.puzzle(), json).map_err(decode_fail)?;
        Ok(())
    })
}

/// Clicks cell 0–15 and stores the new board in `*out_board` (may be `NULL`). A solved
/// game takes no click (`BITS_STATUS_NOT_ALLOWED`): the solve is final.
///
/// # Safety
/// `game` must be `NULL` or a live game not used by another thread at the same time.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_flipit_game_click(
    game: *mut BitsFlipitGame,
    cell: u32,
    out_board: *mut u16,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let g = out(game, "game")?;
        // Checked before the click, which a refused out-pointer must not leave made.
        let out_board = out_or_null(out_board, "out_board")?;
        let cell = flipit::check_cell(cell).map_err(move_fail)?;
        let board = g.0.click(cell).map_err(move_fail)?;
        if let Some(b) = out_board {
            *b = board;
        }
        Ok(())
    })
}

/// A snapshot of the game.
///
/// # Safety
/// Pointers must be `NULL` or valid.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_flipit_game_state(
    game: *const BitsFlipitGame,
    out_state: *mut BitsFlipitGameState,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_state, "out_state")?;
        let g = &input(game, "game")?.0;
        *o = BitsFlipitGameState {
            number: g.puzzle().number(),
            board: g.board(),
            clicked: g.clicked(),
            moves: g.moves(),
            solved: g.is_solved(),
            clicks_remaining: g.clicks_remaining(),
        };
        Ok(())
    })
}

/// Back to the puzzle's board with nothing clicked. The move count is not reset: each
/// click taken back counts as a move (a reset is not a way to hide moves);
/// `bits_flipit_game_new` starts afresh. A solved game refuses (`BITS_STATUS_NOT_ALLOWED`).
///
/// # Safety
/// As [`bits_flipit_game_click`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_flipit_game_reset(
    game: *mut BitsFlipitGame,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || out(game, "game")?.0.reset().map_err(move_fail))
}

/// The saved-game JSON. Free with `bits_string_free`.
///
/// # Safety
/// Pointers must be `NULL` or valid.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_flipit_game_to_json(
    game: *const BitsFlipitGame,
    out_json: *mut *mut c_char,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_json, "out_json")?;
        give(o, input(game, "game")?.0.to_json())
    })
}

/// Releases a game. `NULL` is accepted and ignored.
///
/// # Safety
/// `game` must be `NULL` or a handle from this library, freed once.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_flipit_game_free(game: *mut BitsFlipitGame) {
    if !game.is_null() {
        crate::error::guard_value((), || {
            // SAFETY: the handle came from Box::into_raw and is freed once.
            drop(unsafe { Box::from_raw(game) });
        });
    }
}
