//! Sets: daily puzzles, the solver and answer checking, as JSON.

use crate::error::{BitsError, BitsStatus, Fail, Res, guard, out};
use crate::primitives::id_fail;
use crate::strings::{arg, give};
use bits::sets::{self, JsonError, Table};
use std::ffi::c_char;

fn answer_arg(p: *const c_char) -> Res<sets::Answer> {
    sets::parse_answer(arg(p, "answer")?).map_err(|e| Fail::arg(format!("answer: {e}")))
}

fn table_arg(p: *const c_char) -> Res<Table> {
    Table::from_json(arg(p, "table_json")?).map_err(|e| {
        let status = match e {
            JsonError::Syntax { .. } => BitsStatus::BadJson,
            _ => BitsStatus::InvalidData,
        };
        Fail::new(status, format!("table_json: {e}"))
    })
}

/// The Sets puzzle JSON for `puzzle_id` (`YYYY-MM-DD` or `practice-<seed>`); with
/// `public_view` the view without answers. Free with `bits_string_free`.
///
/// # Safety
/// Pointers must be `NULL` or valid; `puzzle_id` NUL-terminated.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_sets_puzzle_json(
    puzzle_id: *const c_char,
    public_view: bool,
    out_json: *mut *mut c_char,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_json, "out_json")?;
        let id = arg(puzzle_id, "puzzle_id")?;
        let p = sets::generate(id).map_err(|e| match e {
            sets::GenerateError::Id(e) => id_fail("puzzle id", e),
            other => Fail::arg(other.to_string()),
        })?;
        give(
            o,
            if public_view {
                p.public().to_json()
            } else {
                p.to_json()
            },
        )
    })
}

/// Solves a table (`{"cards","dice","goal"}`, a puzzle JSON works too) and returns
/// `{"shortest","cubeCount","solutions"}`. Free with `bits_string_free`.
///
/// # Safety
/// Pointers must be `NULL` or valid; `table_json` NUL-terminated.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_sets_solve_json(
    table_json: *const c_char,
    out_json: *mut *mut c_char,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_json, "out_json")?;
        give(o, table_arg(table_json)?.solve().to_json())
    })
}

/// Judges a player's answer (e.g. `"red = blue / green ∪ gold"`) against a table and
/// returns `{"valid","value","goal","message","code"}`, the same text every binding returns:
/// the message places a fault as a character index into the answer (where a refused
/// parse, `bits_sets_parse_answer`, counts bytes). A wrong answer is a successful call.
/// Free with `bits_string_free`.
///
/// # Safety
/// Pointers must be `NULL` or valid; strings NUL-terminated.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_sets_check_json(
    table_json: *const c_char,
    answer: *const c_char,
    out_json: *mut *mut c_char,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_json, "out_json")?;
        let answer = arg(answer, "answer")?;
        give(o, table_arg(table_json)?.check(answer).to_json_for(answer))
    })
}

/// An answer in its canonical spelling (restriction first, Unicode operators, minimal
/// brackets), so that two spellings of one answer compare equal. Text that does not
/// follow the grammar is `BITS_STATUS_INVALID_ARGUMENT`, with where in `err`. Free with
/// `bits_string_free`.
///
/// # Safety
/// Pointers must be `NULL` or valid; `answer` NUL-terminated.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_sets_parse_answer(
    answer: *const c_char,
    out_canonical: *mut *mut c_char,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_canonical, "out_canonical")?;
        give(o, answer_arg(answer)?.to_string())
    })
}

/// Evaluates an answer over `n_cards` cards given as their indices 0–15 in the seed's card
/// table (0 none, 1 red, 2 blue, 3 green, 4 gold, 5 red blue, 6 red green, 7 red gold,
/// 8 blue green, 9 blue gold, 10 green gold, 11 red blue green, 12 red blue gold, 13 red
/// green gold, 14 blue green gold, 15 all four), as a page does while the player types:
/// `{"canonical","cubeCount","active","named","value"}` with `active` and `named` the
/// positions of the cards. Free with `bits_string_free`.
///
/// # Safety
/// `cards` must be `NULL` or readable for `n_cards` bytes; the other pointers `NULL` or
/// valid, `answer` NUL-terminated.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_sets_evaluate_json(
    cards: *const u8,
    n_cards: usize,
    answer: *const c_char,
    out_json: *mut *mut c_char,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_json, "out_json")?;
        // The deal's own limit, checked before the caller's bytes are read. No cards may be
        // given as NULL, as any empty array (and as JavaScript's `[]`).
        sets::check_card_count(n_cards).map_err(|e| Fail::arg(e.to_string()))?;
        // SAFETY: the caller promises `cards` is readable for `n_cards` bytes (at most 8).
        let indices = unsafe { crate::arrays::read(cards, n_cards, "cards") }?;
        let deal = indices
            .iter()
            .enumerate()
            .map(|(i, &c)| {
                // Numbered from 0, as the core numbers a deal's cards ("cards 0 and 1").
                sets::Card::from_index(c).ok_or_else(|| {
                    let refused = sets::CardRefused {
                        position: i,
                        value: c,
                    };
                    Fail::arg(refused.to_string())
                })
            })
            .collect::<Res<Vec<_>>>()?;
        let deal = sets::Deal::try_new(&deal).map_err(|e| Fail::arg(e.to_string()))?;
        let a = answer_arg(answer)?;
        give(o, deal.evaluate(&a).to_json_for(&a))
    })
}
