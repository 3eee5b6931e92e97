//! The solver, the human-style deductions and the rule check of a grid: what a C tool
//! needs to vet a hand-made puzzle (one solution? how hard?) as Python and JavaScript do.

use crate::binairo::{
    BITS_MAX_CELLS, BitsGrid, BitsReject, descriptor_fail, generate_fail, grid_from, reject_code,
};
use crate::error::{
    BITS_MESSAGE_CAPACITY, BitsError, BitsStatus, Fail, Res, copy_to_buffer, guard, input, out,
};
use crate::strings::{arg, give};
use bits::binairo::{
    Deducer, Descriptor, Puzzle, SEARCH_NODES, Technique, check_grid, deductions_json, solve_puzzle,
};
use std::ffi::c_char;

/// What [`bits_solve_puzzle`] found.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BitsSolveResult {
    /// Solutions found: 0, 1, or 2 for two or more (the search stops at the second).
    pub solutions: u32,
    /// The deduction level (1–3) that solves the puzzle without guessing, 0 when it is
    /// not unique or needs search.
    pub rank: u8,
    /// The solution when there is exactly one (`size` 0 otherwise).
    pub solution: BitsGrid,
}

/// The first broken rule of a grid, as plain data.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct BitsRuleCheck {
    /// Whether a rule is broken (the fields below are then filled in).
    pub broken: bool,
    /// The rule, as a verdict names it: `BITS_REJECT_TRIPLE`, `BITS_REJECT_BALANCE` or
    /// `BITS_REJECT_DUPLICATE` (`BITS_REJECT_NONE` when no rule is broken).
    pub reject: BitsReject,
    /// 0-based row of the first cell involved, or -1 (a whole line is to blame).
    pub r: i32,
    /// 0-based column, or -1.
    pub c: i32,
    /// The sentence (NUL-terminated; empty when no rule is broken).
    pub message: [c_char; BITS_MESSAGE_CAPACITY],
}

/// A puzzle as the caller gave it: a puzzle id (its default descriptor), or a
/// descriptor, public view or `{width, height, clues, adjacencies}` as JSON. Which one is
/// decided by the core's rule, as in Python and JavaScript.
fn puzzle_arg(p: *const c_char) -> Res<Puzzle> {
    let text = arg(p, "puzzle")?;
    if bits::daily::is_puzzle_id_text(text) {
        return bits::generate_descriptor(text)
            .map(Descriptor::into_puzzle)
            .map_err(generate_fail);
    }
    Puzzle::from_json(text).map_err(descriptor_fail)
}

/// Counts the solutions of a puzzle (up to 2), with its rank and its solution when it
/// has exactly one: the checks a hand-made puzzle needs before it is published.
/// `puzzle` is a puzzle id or JSON (a descriptor, a public view, or `{width, height,
/// clues, adjacencies, distinct}`, where `"distinct": false` lifts R3, no two equal rows or
/// columns, as for a Binary Grid puzzle). The deduction solver goes first and settles
/// every Bits puzzle the generator makes without a search; a puzzle it cannot finish is
/// searched, for at most `max_nodes` nodes (0 for the default, 1,000,000); one that search
/// cannot settle is `BITS_STATUS_SEARCH_BUDGET`, never a guess.
///
/// # Safety
/// Pointers must be `NULL` or valid; `puzzle` NUL-terminated.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_solve_puzzle(
    puzzle: *const c_char,
    max_nodes: u64,
    out_result: *mut BitsSolveResult,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_result, "out_result")?;
        let p = puzzle_arg(puzzle)?;
        let budget = if max_nodes == 0 {
            SEARCH_NODES
        } else {
            max_nodes
        };
        let s = solve_puzzle(&p, budget)
            .map_err(|e| Fail::new(BitsStatus::SearchBudget, e.to_string()))?;
        let mut r = BitsSolveResult {
            solutions: s.solutions as u32,
            rank: s.rank.unwrap_or(0),
            solution: BitsGrid {
                size: 0,
                cells: [0; BITS_MAX_CELLS],
            },
        };
        if let Some(g) = s.solution {
            let cells = g.cells();
            r.solution.size = g.size() as u8;
            r.solution.cells[..cells.len()].copy_from_slice(&cells);
        }
        *o = r;
        Ok(())
    })
}

/// The human-style solve of a puzzle (an id or JSON, as for [`bits_solve_puzzle`],
/// `"distinct": false` included): a JSON array with one object per deduced cell — `r`,
/// `c`, `value`, `technique`,
/// `level`, `line` `{kind, index}`, `evidence` `[[r, c], …]`, `completions`, `copyOf`
/// and `broken` (`null` where they do not apply) and the `explanation` sentence, the
/// bytes JavaScript's `JSON.stringify(deduce(…))` gives — using techniques up to
/// `max_level` (1–3). It ends where the techniques get stuck. Free with
/// `bits_string_free`.
///
/// # Safety
/// Pointers must be `NULL` or valid; `puzzle` NUL-terminated.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_deduce_json(
    puzzle: *const c_char,
    max_level: u8,
    out_json: *mut *mut c_char,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_json, "out_json")?;
        if !(1..=Technique::MAX_LEVEL).contains(&max_level) {
            return Err(Fail::arg(format!(
                "max_level {max_level} is not from 1 to {}",
                Technique::MAX_LEVEL
            )));
        }
        let p = puzzle_arg(puzzle)?;
        let (steps, _) = Deducer::new(&p).trace(&p, max_level);
        give(o, deductions_json(&steps, p.size()))
    })
}

/// The first rule a complete grid breaks, in the core's order (R1 rows then columns, R2,
/// then R3 when `distinct`; Binary Grid puzzles allow equal lines, so they pass
/// `false`), into `*out_check` (`broken` false when the grid follows them all). An
/// open cell (`BITS_CELL_EMPTY`) is `BITS_STATUS_INVALID_ARGUMENT`: only a complete grid
/// can be judged.
///
/// # Safety
/// Pointers must be `NULL` or valid.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_check_grid(
    grid: *const BitsGrid,
    distinct: bool,
    out_check: *mut BitsRuleCheck,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_check, "out_check")?;
        let g = input(grid, "grid")?;
        let grid = grid_from(usize::from(g.size), &g.cells)?;
        let mut r = BitsRuleCheck {
            broken: false,
            reject: BitsReject::None,
            r: -1,
            c: -1,
            message: [0; BITS_MESSAGE_CAPACITY],
        };
        if let Err(v) = check_grid(&grid, distinct) {
            r.broken = true;
            r.reject = reject_code(v.reject_code());
            copy_to_buffer(&v.to_string(), &mut r.message);
            if let Some((row, col)) = v.cell() {
                r.r = i32::from(row);
                r.c = i32::from(col);
            }
        }
        *o = r;
        Ok(())
    })
}
