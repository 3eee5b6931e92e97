//! The Bits play state: an opaque handle over `bits::binairo::GridState`.

use crate::binairo::{BITS_CELL_EMPTY, BITS_MAX_CELLS, BitsDescriptor};
use crate::error::{
    BITS_MESSAGE_CAPACITY, BitsError, BitsStatus, Fail, Res, Zeroable, clear, copy_to_buffer,
    guard, input, out, out_or_null,
};
use crate::strings::{arg, give};
use bits::binairo::{
    Advice, GridState, Line, LineReport, OutsideGrid, PublicView, Restored, StateError, Status, svg,
};
use std::ffi::c_char;

/// A clock reading: milliseconds within JavaScript's date range (±8.64e15), the readings
/// Python and JavaScript take, so a clock gets the same answers in every binding.
fn now_arg(now_ms: i64) -> Res<i64> {
    crate::error::ms_arg(now_ms, "now_ms")
}

/// The play state of one Bits puzzle. Opaque; free with [`bits_state_free`].
pub struct BitsGridState(GridState);

/// How the live checker sees a cell.
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BitsCellStatus {
    /// Filled and part of no violation.
    Ok = 0,
    /// Part of a broken rule.
    Typo = 1,
    /// Empty.
    Unknown = 2,
}

/// One cell of the play state.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BitsStateCell {
    /// Row.
    pub r: u8,
    /// Column.
    pub c: u8,
    /// 0, 1 or `BITS_CELL_EMPTY`.
    pub value: u8,
    /// A given: never changes.
    pub is_clue: bool,
    /// Locked by the player.
    pub is_locked: bool,
    /// What the live checker says.
    pub status: BitsCellStatus,
}

/// Which kind of line.
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BitsLineKind {
    /// A row.
    Row = 0,
    /// A column.
    Column = 1,
}

/// A hint as plain data.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct BitsAdvice {
    /// True when the grid holds a mistake (then `value` is `BITS_CELL_EMPTY`).
    pub is_mistake: bool,
    /// Row of the cell: the deduced one, or for a mistake the cell pointed at (-1 only if
    /// none were known, which a play state's hint never gives).
    pub r: i32,
    /// Column of the cell, or -1 as `r`.
    pub c: i32,
    /// The deduced value, or `BITS_CELL_EMPTY`.
    pub value: u8,
    /// Technique name (NUL-terminated; empty for a mistake).
    pub technique: [c_char; 32],
    /// One plain sentence (NUL-terminated).
    pub explanation: [c_char; BITS_MESSAGE_CAPACITY],
    /// Number of entries used in `evidence` (0 for a mistake).
    pub evidence_len: u32,
    /// The cells the deduction reads, for a UI to highlight.
    pub evidence: [BitsCellRef; BITS_MAX_CELLS],
}

// SAFETY: bools, numbers, text and `BitsCellRef`s (numbers).
unsafe impl Zeroable for BitsAdvice {}

/// A cell's coordinates.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BitsCellRef {
    /// Row, 0-based.
    pub r: u8,
    /// Column, 0-based.
    pub c: u8,
}

/// Live status of one line, as the site colours it (no solution needed).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BitsLineReport {
    /// Row or column.
    pub kind: BitsLineKind,
    /// Its index, 0-based.
    pub index: u8,
    /// No value exceeds half the line; equal counts when full.
    pub balanced: bool,
    /// No three equal filled cells in a row.
    pub no_triples: bool,
    /// Every cell filled.
    pub complete: bool,
    /// Index of another complete line of the same kind this complete line equals, or -1.
    pub duplicate_of: i32,
    /// No `=`/`×` hint along this line is broken.
    pub hints_hold: bool,
    /// The line breaks no rule so far (what `bits_state_lock` requires, with `complete`).
    pub clean: bool,
}

/// Counters and the clock of a play state at a moment.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BitsStateInfo {
    /// Side of the grid.
    pub size: u32,
    /// Hints taken so far.
    pub hints_used: u32,
    /// Play time in milliseconds at the moment asked about, at most 2^53.
    pub elapsed_ms: u64,
    /// Every cell filled and every rule holding.
    pub solved: bool,
    /// Whether `solved_at_ms` is set (the clock was stopped on a solved grid).
    pub finished: bool,
    /// When the puzzle was solved, on the caller's clock (0 unless `finished`).
    pub solved_at_ms: i64,
    /// Whether `bits_state_undo` would take a move back (for an Undo button's state).
    pub can_undo: bool,
    /// Whether `bits_state_redo` would replay a move.
    pub can_redo: bool,
}

fn state_fail(e: StateError) -> Fail {
    let status = match e {
        StateError::Cell { .. } | StateError::NoLine { .. } | StateError::Value { .. } => {
            BitsStatus::InvalidArgument
        }
        StateError::Json { .. } => BitsStatus::BadJson,
        StateError::Corrupt { .. } | StateError::OtherPuzzle { .. } => BitsStatus::InvalidData,
        _ => BitsStatus::NotAllowed,
    };
    Fail::new(status, e.to_string())
}

/// A cell value: `BITS_CELL_EMPTY` is empty; the core's `set` refuses anything but 0 and
/// 1 else, in its words (as in Python), before it judges the cell.
fn value_arg(v: u8) -> Option<u8> {
    (v != BITS_CELL_EMPTY).then_some(v)
}

fn give_state(o: *mut *mut BitsGridState, s: GridState) -> Res {
    // Checked before boxing (an assignment's right side runs first): no leak on NULL.
    let o = out(o, "out_state")?;
    *o = Box::into_raw(Box::new(BitsGridState(s)));
    Ok(())
}

/// A fresh play state for a descriptor (mistakes are checked against its solution).
///
/// # Safety
/// Pointers must be `NULL` or valid.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_state_new(
    descriptor: *const BitsDescriptor,
    out_state: *mut *mut BitsGridState,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        out(out_state, "out_state")?;
        let s = GridState::new(&input(descriptor, "descriptor")?.0);
        give_state(out_state, s)
    })
}

/// A fresh play state from a public view JSON (what a player's client has).
///
/// # Safety
/// Pointers must be `NULL` or valid; `public_json` NUL-terminated.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_state_from_public_json(
    public_json: *const c_char,
    out_state: *mut *mut BitsGridState,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        out(out_state, "out_state")?;
        let v = PublicView::from_json(arg(public_json, "public_json")?)
            .map_err(crate::binairo::descriptor_fail)?;
        give_state(out_state, GridState::from_public(&v))
    })
}

/// An independent copy of a play state (board, locks, history, clock), to try moves out
/// without touching the game. Free both with `bits_state_free`.
///
/// # Safety
/// Pointers must be `NULL` or valid.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_state_clone(
    state: *const BitsGridState,
    out_state: *mut *mut BitsGridState,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        out(out_state, "out_state")?;
        let copy = input(state, "state")?.0.clone();
        give_state(out_state, copy)
    })
}

/// Releases a play state. `NULL` is accepted and ignored.
///
/// # Safety
/// `state` must be `NULL` or a handle from this library, freed once.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_state_free(state: *mut BitsGridState) {
    if !state.is_null() {
        crate::error::guard_value((), || {
            // SAFETY: the handle came from Box::into_raw and is freed once.
            drop(unsafe { Box::from_raw(state) });
        });
    }
}

/// Side of the grid.
///
/// # Safety
/// Pointers must be `NULL` or valid.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_state_size(
    state: *const BitsGridState,
    out_size: *mut u32,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        *out(out_size, "out_size")? = input(state, "state")?.0.size() as u32;
        Ok(())
    })
}

/// Cycles a cell empty → 0 → 1 → empty, as a tap on the site; stores the new value
/// (`BITS_CELL_EMPTY` for empty) in `*out_value` when not `NULL`. A given or locked
/// cell, or a finished state (see [`bits_state_finish_if_solved`]), is
/// `BITS_STATUS_NOT_ALLOWED`.
///
/// # Safety
/// `state` must be `NULL` or a live handle not used by another thread at the same time.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_state_tap(
    state: *mut BitsGridState,
    r: u32,
    c: u32,
    out_value: *mut u8,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let s = out(state, "state")?;
        // Checked before the move, which a refused out-pointer must not leave made.
        let o = out_or_null(out_value, "out_value")?;
        let v = s.0.tap(r as usize, c as usize).map_err(state_fail)?;
        if let Some(o) = o {
            *o = v.unwrap_or(BITS_CELL_EMPTY);
        }
        Ok(())
    })
}

/// Sets a cell to 0, 1 or `BITS_CELL_EMPTY`; refused as [`bits_state_tap`] refuses. Any
/// other value is `BITS_STATUS_INVALID_ARGUMENT` ("7 is not 0, 1 or empty"), judged before
/// the cell, as every binding judges it.
///
/// # Safety
/// As [`bits_state_tap`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_state_set(
    state: *mut BitsGridState,
    r: u32,
    c: u32,
    value: u8,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let s = out(state, "state")?;
        let v = value_arg(value);
        s.0.set(r as usize, c as usize, v).map_err(state_fail)
    })
}

/// Locks a complete line that breaks no rule (`BITS_STATUS_NOT_ALLOWED` otherwise, and
/// once finished); locking a locked line again changes nothing. `kind` is a `BitsLineKind`
/// (`BITS_LINE_KIND_ROW` or `BITS_LINE_KIND_COLUMN`; anything else is
/// `BITS_STATUS_INVALID_ARGUMENT`).
///
/// # Safety
/// As [`bits_state_tap`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_state_lock(
    state: *mut BitsGridState,
    kind: u32,
    index: u32,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let s = out(state, "state")?;
        let line = line_arg(kind, index)?;
        s.0.lock(line).map_err(state_fail)
    })
}

/// Starts the puzzle again: every cell but the givens emptied and every lock lifted, as
/// one move `bits_state_undo` takes back. The clock and the hint count carry on, so a
/// restart hides neither the time nor the hints. `BITS_STATUS_NOT_ALLOWED` once finished.
///
/// # Safety
/// As [`bits_state_tap`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_state_restart(
    state: *mut BitsGridState,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let s = out(state, "state")?;
        s.0.restart().map_err(state_fail)
    })
}

/// Undoes the last move; `*out_done` says whether there was one (never once finished).
///
/// # Safety
/// As [`bits_state_tap`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_state_undo(
    state: *mut BitsGridState,
    out_done: *mut bool,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_done, "out_done")?;
        *o = out(state, "state")?.0.undo();
        Ok(())
    })
}

/// Redoes the last undone move; `*out_done` says whether there was one (never once
/// finished).
///
/// # Safety
/// As [`bits_state_tap`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_state_redo(
    state: *mut BitsGridState,
    out_done: *mut bool,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_done, "out_done")?;
        *o = out(state, "state")?.0.redo();
        Ok(())
    })
}

/// Writes every cell, row-major, into `cells` (room for `cap`), and the count into
/// `*out_len`. `cap` below `size * size` is `BITS_STATUS_BUFFER_TOO_SMALL` (with
/// `*out_len` still set, so a caller can size its buffer).
///
/// # Safety
/// Pointers must be `NULL` or valid; `cells` writable for `cap` elements.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_state_cells(
    state: *const BitsGridState,
    cells: *mut BitsStateCell,
    cap: usize,
    out_len: *mut usize,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let len = out(out_len, "out_len")?;
        let all: Vec<BitsStateCell> = input(state, "state")?
            .0
            .cells()
            .iter()
            .map(|cl| BitsStateCell {
                r: cl.r,
                c: cl.c,
                value: cl.value.unwrap_or(BITS_CELL_EMPTY),
                is_clue: cl.is_clue,
                is_locked: cl.is_locked,
                status: match cl.status {
                    Status::Ok => BitsCellStatus::Ok,
                    Status::Typo => BitsCellStatus::Typo,
                    Status::Unknown => BitsCellStatus::Unknown,
                },
            })
            .collect();
        fill_array(&all, cells, cap, len, "cells")
    })
}

/// Whether every cell is filled and every rule holds.
///
/// # Safety
/// Pointers must be `NULL` or valid.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_state_is_solved(
    state: *const BitsGridState,
    out_solved: *mut bool,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        *out(out_solved, "out_solved")? = input(state, "state")?.0.is_solved();
        Ok(())
    })
}

/// The next deduction explained, or where the mistake is. `BITS_STATUS_NOT_ALLOWED`
/// when the grid is solved or no technique applies. Counts as a hint used.
///
/// # Safety
/// As [`bits_state_tap`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_state_hint(
    state: *mut BitsGridState,
    out_advice: *mut BitsAdvice,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_advice, "out_advice")?;
        let a = out(state, "state")?.0.hint().map_err(state_fail)?;
        clear(o);
        match &a {
            Advice::Step {
                r,
                c,
                value,
                technique,
                cells,
                ..
            } => {
                o.is_mistake = false;
                o.r = i32::from(*r);
                o.c = i32::from(*c);
                o.value = *value;
                copy_to_buffer(&technique.to_string(), &mut o.technique);
                for (slot, &(r, c)) in o.evidence.iter_mut().zip(cells) {
                    *slot = BitsCellRef { r, c };
                }
                o.evidence_len = cells.len().min(BITS_MAX_CELLS) as u32;
            }
            Advice::Mistake { r, c, .. } => {
                o.is_mistake = true;
                o.r = r.map_or(-1, i32::from);
                o.c = c.map_or(-1, i32::from);
                o.value = BITS_CELL_EMPTY;
            }
        }
        copy_to_buffer(a.explanation(), &mut o.explanation);
        Ok(())
    })
}

/// Starts or resumes the clock at `now_ms` (the caller's clock). Every function taking
/// `now_ms` refuses a reading outside JavaScript's date range (±8.64e15 ms, as the
/// Python and JavaScript bindings do) with `BITS_STATUS_INVALID_ARGUMENT`.
///
/// # Safety
/// As [`bits_state_tap`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_state_resume(
    state: *mut BitsGridState,
    now_ms: i64,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let s = out(state, "state")?;
        s.0.resume(now_arg(now_ms)?);
        Ok(())
    })
}

/// Whether the clock runs (resumed, not paused since, not finished): a game that pauses
/// when its window is hidden asks this rather than keeping its own flag.
///
/// # Safety
/// Pointers must be `NULL` or valid.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_state_clock_running(
    state: *const BitsGridState,
    out_running: *mut bool,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_running, "out_running")?;
        *o = input(state, "state")?.0.clock_running();
        Ok(())
    })
}

/// Pauses the clock at `now_ms`.
///
/// # Safety
/// As [`bits_state_tap`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_state_pause(
    state: *mut BitsGridState,
    now_ms: i64,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let s = out(state, "state")?;
        s.0.pause(now_arg(now_ms)?);
        Ok(())
    })
}

/// Play time in milliseconds at `now_ms`, at most 2^53 (285,000 years, the largest a
/// JavaScript number holds exactly, so every binding reports the same clock).
///
/// # Safety
/// Pointers must be `NULL` or valid.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_state_elapsed(
    state: *const BitsGridState,
    now_ms: i64,
    out_ms: *mut u64,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_ms, "out_ms")?;
        let s = input(state, "state")?;
        *o = s.0.elapsed(now_arg(now_ms)?);
        Ok(())
    })
}

/// The state as the site saves it. Free with `bits_string_free`.
///
/// # Safety
/// Pointers must be `NULL` or valid.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_state_to_json(
    state: *const BitsGridState,
    out_json: *mut *mut c_char,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_json, "out_json")?;
        give(o, input(state, "state")?.0.to_json())
    })
}

/// The save with `elapsed` counted to `now_ms` while the clock runs (the state is left as
/// it is): what a game saving after every move stores, so a reload keeps the time played.
/// Free with `bits_string_free`.
///
/// # Safety
/// Pointers must be `NULL` or valid.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_state_to_json_at(
    state: *const BitsGridState,
    now_ms: i64,
    out_json: *mut *mut c_char,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_json, "out_json")?;
        let s = input(state, "state")?;
        give(o, s.0.to_json_at(now_arg(now_ms)?))
    })
}

/// Takes up a saved state if it was saved for this puzzle (`*out_resumed` true);
/// a save for another puzzle is set aside (`*out_resumed` false, state unchanged), as is
/// one whose givens are not this puzzle's. Text that is not a save's JSON is
/// `BITS_STATUS_BAD_JSON` (a field of the wrong type or sign too); a save of this puzzle
/// that does not fit it (a cell count for another size, a locked cell in no locked line,
/// `solvedAt` on an unsolved grid, a number too large to hold) is
/// `BITS_STATUS_INVALID_DATA`. A finished state takes no save (`BITS_STATUS_NOT_ALLOWED`):
/// a save never replaces a solve. Every failure leaves the state unchanged. Saves hold no
/// history: undo and redo start afresh, unless the save shows this state's own board
/// (values and locks), whose steps are kept. Keys it does not know (a later version's) are
/// passed over. A resumed save's clock is stopped at the save's elapsed time, whether it
/// was running or not: `bits_state_clock_running` is false until `bits_state_resume` (call
/// it when the player is back at the board).
///
/// # Safety
/// As [`bits_state_tap`]; `json` NUL-terminated.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_state_restore(
    state: *mut BitsGridState,
    json: *const c_char,
    out_resumed: *mut bool,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_resumed, "out_resumed")?;
        let s = out(state, "state")?;
        let r = s.0.restore(arg(json, "json")?).map_err(state_fail)?;
        *o = matches!(r, Restored::Resumed);
        Ok(())
    })
}

/// A line from a `BitsLineKind` value and an index. The kind arrives as a plain integer:
/// a C caller may pass any value in an enum, and one outside it must be refused, not
/// taken for a Rust enum (undefined behaviour).
fn line_arg(kind: u32, index: u32) -> Res<Line> {
    let line: fn(u8) -> Line = match kind {
        k if k == BitsLineKind::Row as u32 => Line::Row,
        k if k == BitsLineKind::Column as u32 => Line::Column,
        _ => {
            return Err(Fail::arg(format!(
                "kind {kind} is not BITS_LINE_KIND_ROW (0) or BITS_LINE_KIND_COLUMN (1)"
            )));
        }
    };
    // The core judges the index against the grid ("Row 7 is outside the grid"); past the
    // indices a line can hold, the same words.
    u8::try_from(index).map(line).map_err(|_| {
        let words = OutsideGrid {
            index: u64::from(index),
            ..OutsideGrid::of(line(0))
        };
        Fail::arg(words.to_string())
    })
}

fn report_out(r: &LineReport) -> BitsLineReport {
    let (kind, index) = match r.line {
        Line::Row(i) => (BitsLineKind::Row, i),
        Line::Column(i) => (BitsLineKind::Column, i),
    };
    BitsLineReport {
        kind,
        index,
        balanced: r.balanced,
        no_triples: r.no_triples,
        complete: r.complete,
        duplicate_of: r.duplicate_of.map_or(-1, i32::from),
        hints_hold: r.hints_hold,
        clean: r.is_clean(),
    }
}

/// Writes `items` into a caller array of `cap` elements and the count into `*out_len`;
/// too small a `cap` is `BITS_STATUS_BUFFER_TOO_SMALL` with `*out_len` still set and
/// nothing written, so `cap = 0` with `NULL` asks for the length.
fn fill_array<T: Copy>(items: &[T], dst: *mut T, cap: usize, len: &mut usize, what: &str) -> Res {
    *len = items.len();
    // A NULL array is only a size query (capacity 0); otherwise it is refused whatever the
    // count, so a caller's bug does not hide until the day there is something to write.
    // SAFETY: the caller promises `dst` is writable for `cap` elements.
    unsafe { crate::arrays::write_all(dst, cap, items.len(), what) }?.copy_from_slice(items);
    Ok(())
}

/// The live status of one row or column (`kind` as for `bits_state_lock`).
///
/// # Safety
/// Pointers must be `NULL` or valid.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_state_line_report(
    state: *const BitsGridState,
    kind: u32,
    index: u32,
    out_report: *mut BitsLineReport,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_report, "out_report")?;
        let s = &input(state, "state")?.0;
        *o = report_out(&s.line_report(line_arg(kind, index)?).map_err(state_fail)?);
        Ok(())
    })
}

/// Every row's report, then every column's (`2 * size` entries) into `reports` (room for
/// `cap`); the count goes to `*out_len` (see `bits_state_cells` for a short buffer).
///
/// # Safety
/// Pointers must be `NULL` or valid; `reports` writable for `cap` elements.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_state_line_reports(
    state: *const BitsGridState,
    reports: *mut BitsLineReport,
    cap: usize,
    out_len: *mut usize,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let len = out(out_len, "out_len")?;
        let all: Vec<BitsLineReport> = input(state, "state")?
            .0
            .line_reports()
            .iter()
            .map(report_out)
            .collect();
        fill_array(&all, reports, cap, len, "reports")
    })
}

/// Filled cells that differ from the solution, row-major, into `cells` (room for `cap`;
/// the count goes to `*out_len`). Only a state built from a full descriptor holds the
/// solution: one built from a public view is `BITS_STATUS_NOT_ALLOWED` (its
/// `bits_state_hint` still points at a wrong cell, and counts the hint).
///
/// # Safety
/// Pointers must be `NULL` or valid; `cells` writable for `cap` elements.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_state_mistakes(
    state: *const BitsGridState,
    cells: *mut BitsCellRef,
    cap: usize,
    out_len: *mut usize,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let len = out(out_len, "out_len")?;
        *len = 0;
        let wrong = input(state, "state")?.0.mistakes().ok_or_else(|| {
            Fail::new(
                BitsStatus::NotAllowed,
                "this state was built from a public view and does not hold the solution",
            )
        })?;
        let refs: Vec<BitsCellRef> = wrong.iter().map(|&(r, c)| BitsCellRef { r, c }).collect();
        fill_array(&refs, cells, cap, len, "cells")
    })
}

/// Counters and the clock at `now_ms` (the caller's clock).
///
/// # Safety
/// Pointers must be `NULL` or valid.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_state_info(
    state: *const BitsGridState,
    now_ms: i64,
    out_info: *mut BitsStateInfo,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_info, "out_info")?;
        let s = &input(state, "state")?.0;
        let now = now_arg(now_ms)?;
        *o = BitsStateInfo {
            size: s.size() as u32,
            hints_used: s.hints_used(),
            elapsed_ms: s.elapsed(now),
            solved: s.is_solved(),
            finished: s.solved_at().is_some(),
            solved_at_ms: s.solved_at().unwrap_or(0),
            can_undo: s.can_undo(),
            can_redo: s.can_redo(),
        };
        Ok(())
    })
}

/// If the grid is solved, stops the clock at `now_ms` and records when; `*out_solved`
/// says whether it is (a state finished earlier stays finished at its first time). A
/// finished state takes no more moves, locks, undos, redos or saves restored over it.
///
/// # Safety
/// As [`bits_state_tap`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_state_finish_if_solved(
    state: *mut BitsGridState,
    now_ms: i64,
    out_solved: *mut bool,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_solved, "out_solved")?;
        let s = out(state, "state")?;
        *o = s.0.finish_if_solved(now_arg(now_ms)?);
        Ok(())
    })
}

/// Keeps at most `limit` moves for undo (100 by default; the oldest go first).
///
/// # Safety
/// As [`bits_state_tap`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_state_set_history_limit(
    state: *mut BitsGridState,
    limit: u32,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        out(state, "state")?.0.set_history_limit(limit as usize);
        Ok(())
    })
}

/// The puzzle id into `buf` (capacity `cap`, NUL included); its length without the NUL
/// into `*out_len` when not `NULL`. Too small a buffer is `BITS_STATUS_BUFFER_TOO_SMALL`
/// (a truncated, NUL-terminated id is written when `cap > 0`).
///
/// # Safety
/// Pointers must be `NULL` or valid; `buf` writable for `cap` bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_state_puzzle_id(
    state: *const BitsGridState,
    buf: *mut c_char,
    cap: usize,
    out_len: *mut usize,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let id = input(state, "state")?.0.puzzle_id();
        if let Some(l) = out_or_null(out_len, "out_len")? {
            *l = id.len();
        }
        // SAFETY: the caller promises `buf` is writable for `cap` bytes.
        unsafe { crate::arrays::write_text(id, buf, cap) }
    })
}

/// The game as an SVG picture: givens, the player's values, broken rules in red, the
/// `=`/`×` hints. Free with `bits_string_free`.
///
/// # Safety
/// Pointers must be `NULL` or valid.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_state_svg(
    state: *const BitsGridState,
    out_svg: *mut *mut c_char,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_svg, "out_svg")?;
        give(o, svg::state_svg(&input(state, "state")?.0))
    })
}
