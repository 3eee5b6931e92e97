//! Bits (Binairo+) and the Binary Grid profile: descriptors, rules, submissions.

use crate::error::{
    BITS_MESSAGE_CAPACITY, BitsError, BitsStatus, Fail, Res, Zeroable, clear, copy_to_buffer,
    guard, input, out,
};
use crate::primitives::id_fail;
use crate::strings::{arg, give};
use bits::binairo::{
    CellValue, Descriptor, DescriptorError, Difficulty, Dir, GenerateError, Grid, GridError,
    HintKind, OptionReader, Options, PuzzleInfo, RejectCode, Rejection, Submission,
    binary_grid_puzzle, check_cells, read_options,
};
use std::ffi::c_char;

/// Largest side of a grid.
pub const BITS_MAX_SIZE: usize = 16;
/// Cells in the largest grid.
pub const BITS_MAX_CELLS: usize = BITS_MAX_SIZE * BITS_MAX_SIZE;
/// Adjacency edges in the largest grid: the most hints a descriptor can carry.
pub const BITS_MAX_HINTS: usize = 2 * BITS_MAX_SIZE * (BITS_MAX_SIZE - 1);
/// A cell value meaning "open" (no given) or "left empty" (in a submission).
pub const BITS_CELL_EMPTY: u8 = 255;
// The header's bound is the core's: a C array sized by it holds every grid.
const _: () = assert!(BITS_MAX_SIZE == bits::binairo::lines::MAX_SIZE);
/// `hints_min` and `hints_max` both set to this: the size's own hint range (3–5 at 4×4,
/// 8–12 from 6×6 up), what `bits_options_default` gives, so that changing only `size`
/// keeps a range every rank can meet.
pub const BITS_HINTS_FOR_SIZE: u32 = u32::MAX;

/// A 6×6 grid, the daily size: 36 cells row-major, each 0 or 1.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BitsGrid6 {
    /// Row-major cells.
    pub cells: [u8; 36],
}

/// A square grid of any supported side (even, 4–16): `size * size` cells row-major.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BitsGrid {
    /// Side length.
    pub size: u8,
    /// Row-major cells; only the first `size * size` are read or written.
    pub cells: [u8; BITS_MAX_CELLS],
}

/// How to generate a descriptor. Start from [`bits_options_default`] and change what
/// differs; [`bits_options_for_size`] spells out a size's ranges.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BitsOptions {
    /// Side of the grid: even, 4–16.
    pub size: u32,
    /// Difficulty rank 1–3, or 0 to follow the week (Mon–Tue 1, Wed–Thu 2, Fri–Sun 3;
    /// 2 for practice ids).
    pub rank: u8,
    /// Fewest givens.
    pub clues_min: u32,
    /// Most givens.
    pub clues_max: u32,
    /// Fewest adjacency hints, or `BITS_HINTS_FOR_SIZE` (with `hints_max`, and only
    /// with it: one alone is refused) for the size's own range.
    pub hints_min: u32,
    /// Most adjacency hints (0 with `hints_min` 0 for none; `BITS_HINTS_FOR_SIZE` with
    /// `hints_min`: the size's own range).
    pub hints_max: u32,
}

/// Direction of an adjacency hint from its cell.
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BitsDir {
    /// Between `(r, c)` and `(r, c + 1)`.
    Right = 0,
    /// Between `(r, c)` and `(r + 1, c)`.
    Down = 1,
}

/// What an adjacency hint says.
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BitsHintKind {
    /// The two cells are equal.
    Equal = 0,
    /// The two cells differ.
    Different = 1,
}

/// One adjacency hint.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BitsHint {
    /// Row of the first cell.
    pub r: u8,
    /// Column of the first cell.
    pub c: u8,
    /// Where the second cell is.
    pub dir: BitsDir,
    /// Equal or different.
    pub kind: BitsHintKind,
}

/// A descriptor as plain data: everything a game needs without JSON or freeing.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct BitsDescriptorData {
    /// Side length.
    pub size: u8,
    /// Difficulty rank 1–3.
    pub difficulty_rank: u8,
    /// Generator version.
    pub generator_version: u32,
    /// `hash_string("bits:" + id)`.
    pub seed: u32,
    /// Row-order seed.
    pub row_order_seed: u32,
    /// Clue seed.
    pub clue_seed: u32,
    /// The solution, row-major (`size * size` cells used).
    pub solution: [u8; BITS_MAX_CELLS],
    /// Givens, row-major: 0, 1 or `BITS_CELL_EMPTY` for an open cell.
    pub givens: [u8; BITS_MAX_CELLS],
    /// Number of entries used in `hints`.
    pub hint_count: u32,
    /// Adjacency hints.
    pub hints: [BitsHint; BITS_MAX_HINTS],
}

/// A generated or loaded descriptor. Opaque, immutable; free with [`bits_descriptor_free`].
pub struct BitsDescriptor(pub(crate) Descriptor);

/// Why a submission was rejected (`BITS_REJECT_NONE` when accepted).
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BitsReject {
    /// Accepted.
    None = 0,
    /// Wrong number of rows or cells in a row.
    Shape = 1,
    /// A cell that is not 0, 1 or empty.
    Value = 2,
    /// An empty cell.
    Incomplete = 3,
    /// A given changed.
    Given = 4,
    /// Three equal cells in a row (R1).
    Triple = 5,
    /// A line with unequal 0s and 1s (R2).
    Balance = 6,
    /// Two equal rows or columns (R3).
    Duplicate = 7,
    /// An adjacency hint broken.
    Adjacency = 8,
    /// Not a plausible solve time.
    Time = 9,
}

/// A verdict as plain data.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct BitsVerdict {
    /// Whether the submission was accepted.
    pub valid: bool,
    /// Why not.
    pub reject: BitsReject,
    /// 0-based row to blame, or -1.
    pub r: i32,
    /// 0-based column to blame, or -1.
    pub c: i32,
    /// NUL-terminated sentence for the player (empty when accepted).
    pub message: [c_char; BITS_MESSAGE_CAPACITY],
}

/// The Binary Grid profile's 6×6 puzzle as plain data.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BitsBinaryGrid {
    /// Givens row-major: 0, 1 or `BITS_CELL_EMPTY`.
    pub givens: [u8; 36],
    /// The solution row-major.
    pub solution: [u8; 36],
}

pub(crate) fn generate_fail(e: GenerateError) -> Fail {
    match e {
        GenerateError::Id(id) => id_fail("puzzle id", id),
        other => Fail::arg(other.to_string()),
    }
}

pub(crate) fn descriptor_fail(e: DescriptorError) -> Fail {
    let status = match e {
        DescriptorError::Json { .. } => BitsStatus::BadJson,
        _ => BitsStatus::InvalidData,
    };
    Fail::new(status, e.to_string())
}

/// The caller's options for the puzzle `id`, each mistake named in the core's order, as
/// the other bindings name them.
fn options_from(id: &str, o: &BitsOptions) -> Res<Options> {
    read_options(Some(id), &mut Asked(o))
}

/// A caller's `BitsOptions`, read for the core.
struct Asked<'a>(&'a BitsOptions);

impl OptionReader for Asked<'_> {
    type Error = Fail;

    fn refused(&self, e: GenerateError) -> Fail {
        generate_fail(e)
    }

    fn size(&mut self) -> Res<Option<usize>> {
        Ok(Some(self.0.size as usize))
    }

    // 0 is the week's rank.
    fn rank(&mut self) -> Res<Option<u8>> {
        Ok((self.0.rank != 0).then_some(self.0.rank))
    }

    fn clues(&mut self) -> Res<Option<(usize, usize)>> {
        Ok(Some((self.0.clues_min as usize, self.0.clues_max as usize)))
    }

    // One end of the size's own range with a number at the other would read as "up to
    // every edge" or "from 4294967295": a half-changed default, refused before the core
    // judges the range.
    fn hints(&mut self) -> Res<Option<(usize, usize)>> {
        let (min, max) = (self.0.hints_min, self.0.hints_max);
        match (min == BITS_HINTS_FOR_SIZE, max == BITS_HINTS_FOR_SIZE) {
            (true, true) => Ok(None),
            (false, false) => Ok(Some((min as usize, max as usize))),
            _ => Err(Fail::arg(format!(
                "hints_min and hints_max are both BITS_HINTS_FOR_SIZE (the size's own range) or \
                 both numbers, not {} and {}",
                shown_hints(min),
                shown_hints(max)
            ))),
        }
    }
}

/// A hint bound as the caller wrote it.
fn shown_hints(n: u32) -> String {
    if n == BITS_HINTS_FOR_SIZE {
        "BITS_HINTS_FOR_SIZE".into()
    } else {
        n.to_string()
    }
}

fn generate(id: *const c_char, options: *const BitsOptions) -> Res<Descriptor> {
    let id = arg(id, "puzzle_id")?;
    let opts = match crate::error::input_or_null(options, "options")? {
        None => Options::default(),
        Some(o) => options_from(id, o)?,
    };
    bits::generate_descriptor_with(id, &opts).map_err(generate_fail)
}

/// A complete grid from row-major cells, refused in the core's words (an open cell is
/// named as empty, as the other bindings name it).
pub(crate) fn grid_from(size: usize, cells: &[u8]) -> Res<Grid> {
    // Past the largest grid no cells are taken, and the core refuses the size itself.
    let cells = cells.get(..size * size).unwrap_or(&[]);
    Grid::from_cells(size, cells).map_err(|e| {
        let e = match e {
            GridError::Cell { row, col } if cells[row * size + col] == BITS_CELL_EMPTY => {
                GridError::Empty { row, col }
            }
            e => e,
        };
        Fail::arg(e.to_string())
    })
}

// SAFETY: numbers, arrays of them and `BitsHint`s (numbers and enums with a 0 variant).
unsafe impl Zeroable for BitsDescriptorData {}
// SAFETY: a bool, `BitsReject` (0 is `None`), numbers and text.
unsafe impl Zeroable for BitsVerdict {}

fn fill_data(d: &Descriptor, o: &mut BitsDescriptorData) {
    clear(o);
    let n = d.size();
    o.size = n as u8;
    o.difficulty_rank = d.metadata().difficulty_rank;
    o.generator_version = d.metadata().generator_version;
    o.seed = d.seeds().seed;
    o.row_order_seed = d.seeds().row_order_seed;
    o.clue_seed = d.seeds().clue_seed;
    o.solution[..n * n].copy_from_slice(&d.solution().cells());
    o.givens = [BITS_CELL_EMPTY; BITS_MAX_CELLS];
    for (g, v) in o.givens.iter_mut().zip(d.puzzle().given_cells()) {
        *g = v.unwrap_or(BITS_CELL_EMPTY);
    }
    o.hint_count = d.adjacencies().len().min(BITS_MAX_HINTS) as u32;
    for (slot, h) in o.hints.iter_mut().zip(d.adjacencies()) {
        *slot = BitsHint {
            r: h.r,
            c: h.c,
            dir: match h.dir {
                Dir::Right => BitsDir::Right,
                Dir::Down => BitsDir::Down,
            },
            kind: match h.kind {
                HintKind::Equal => BitsHintKind::Equal,
                HintKind::Different => BitsHintKind::Different,
            },
        };
    }
}

pub(crate) fn reject_code(c: RejectCode) -> BitsReject {
    match c {
        RejectCode::Shape => BitsReject::Shape,
        RejectCode::Value => BitsReject::Value,
        RejectCode::Incomplete => BitsReject::Incomplete,
        RejectCode::Given => BitsReject::Given,
        RejectCode::Triple => BitsReject::Triple,
        RejectCode::Balance => BitsReject::Balance,
        RejectCode::Duplicate => BitsReject::Duplicate,
        RejectCode::Adjacency => BitsReject::Adjacency,
        RejectCode::Time => BitsReject::Time,
        // RejectCode is non-exhaustive; a new code reads as a shape problem until mapped.
        _ => BitsReject::Shape,
    }
}

fn fill_check(v: &Result<(), Rejection>, o: &mut BitsVerdict) {
    clear(o);
    match v {
        Ok(()) => {
            o.valid = true;
            o.reject = BitsReject::None;
            o.r = -1;
            o.c = -1;
            o.message[0] = 0;
        }
        Err(x) => {
            o.valid = false;
            o.reject = reject_code(x.code);
            o.r = x.r.map_or(-1, i32::from);
            o.c = x.c.map_or(-1, i32::from);
            copy_to_buffer(&x.message, &mut o.message);
        }
    }
}

/// The core's own reader, as Python's and JavaScript's: the same text is the same
/// submission, or the same error, in every runtime.
fn submission_from_json(json: *const c_char) -> Res<Submission> {
    let text = arg(json, "submission_json")?;
    Submission::from_json(text).map_err(|e| Fail::new(BitsStatus::BadJson, e.to_string()))
}

/// Checks plain cells against a descriptor: the hot path, with no JSON and no allocation
/// unless the grid is rejected.
/// A grid of side `n` given as `len` cells is `BITS_STATUS_WRONG_LENGTH` unless `len` is n².
fn cell_count(n: usize, len: usize) -> Res {
    if len == n * n {
        return Ok(());
    }
    Err(Fail::new(
        BitsStatus::WrongLength,
        format!("a {n}×{n} grid has {} cells; {len} given", n * n),
    ))
}

fn check_plain(d: &Descriptor, cells: &[u8], time_ms: f64, o: &mut BitsVerdict) -> Res {
    cell_count(d.size(), cells.len())?;
    let mut values = [CellValue::Empty; BITS_MAX_CELLS];
    for (v, &b) in values.iter_mut().zip(cells) {
        *v = match b {
            0 => CellValue::Zero,
            1 => CellValue::One,
            BITS_CELL_EMPTY => CellValue::Empty,
            _ => CellValue::Other,
        };
    }
    fill_check(&check_cells(d, &values[..cells.len()], time_ms), o);
    Ok(())
}

fn c_options(o: &Options) -> BitsOptions {
    let (hints_min, hints_max) = o
        .hints
        .map_or((BITS_HINTS_FOR_SIZE, BITS_HINTS_FOR_SIZE), |(lo, hi)| {
            (lo as u32, hi as u32)
        });
    BitsOptions {
        size: o.size as u32,
        rank: o.rank.unwrap_or(0),
        clues_min: o.clues.0 as u32,
        clues_max: o.clues.1 as u32,
        hints_min,
        hints_max,
    }
}

/// The site's daily options: 6×6, rank by weekday, the size's own hint range
/// (`BITS_HINTS_FOR_SIZE`: 8–12 at 6×6, and still right when only `size` is changed).
///
/// # Safety
/// `out_options` must be `NULL` or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_options_default(
    out_options: *mut BitsOptions,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        *out(out_options, "out_options")? = c_options(&Options::default());
        Ok(())
    })
}

/// The daily options for a side of `size` with that size's hint range spelled out (3–5
/// at 4×4, 8–12 from 6×6 up), for a caller that shows or adjusts the numbers. A size that
/// is not even from 4 to 16 is refused when generating, not here.
///
/// # Safety
/// `out_options` must be `NULL` or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_options_for_size(
    size: u32,
    out_options: *mut BitsOptions,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let mut o = Options {
            size: size as usize,
            ..Options::default()
        };
        o.hints = Some(o.hint_range());
        *out(out_options, "out_options")? = c_options(&o);
        Ok(())
    })
}

/// Generates the descriptor for `puzzle_id` with `options` (`NULL` = the site's daily
/// options) into a new handle `*out_descriptor`.
///
/// # Safety
/// Pointers must be `NULL` or valid; `puzzle_id` NUL-terminated.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_descriptor_generate(
    puzzle_id: *const c_char,
    options: *const BitsOptions,
    out_descriptor: *mut *mut BitsDescriptor,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_descriptor, "out_descriptor")?;
        let d = generate(puzzle_id, options)?;
        *o = Box::into_raw(Box::new(BitsDescriptor(d)));
        Ok(())
    })
}

/// Loads a stored descriptor JSON, checking it (seeds, rules, clues, hints, uniqueness, the
/// solution its id draws):
/// `BITS_STATUS_BAD_JSON` for malformed JSON, `BITS_STATUS_INVALID_DATA` for a
/// tampered or inconsistent one.
///
/// # Safety
/// Pointers must be `NULL` or valid; `json` NUL-terminated.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_descriptor_from_json(
    json: *const c_char,
    out_descriptor: *mut *mut BitsDescriptor,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_descriptor, "out_descriptor")?;
        let d = Descriptor::from_json(arg(json, "json")?).map_err(descriptor_fail)?;
        *o = Box::into_raw(Box::new(BitsDescriptor(d)));
        Ok(())
    })
}

/// Releases a descriptor. `NULL` is accepted and ignored.
///
/// # Safety
/// `descriptor` must be `NULL` or a handle from this library, freed once.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_descriptor_free(descriptor: *mut BitsDescriptor) {
    if !descriptor.is_null() {
        crate::error::guard_value((), || {
            // SAFETY: the handle came from Box::into_raw and is freed once.
            drop(unsafe { Box::from_raw(descriptor) });
        });
    }
}

/// The full descriptor JSON (what the server caches). Free with `bits_string_free`.
///
/// # Safety
/// Pointers must be `NULL` or valid.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_descriptor_to_json(
    descriptor: *const BitsDescriptor,
    out_json: *mut *mut c_char,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_json, "out_json")?;
        give(o, input(descriptor, "descriptor")?.0.to_json())
    })
}

/// The public view JSON (no solution). Free with `bits_string_free`.
///
/// # Safety
/// Pointers must be `NULL` or valid.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_descriptor_public_json(
    descriptor: *const BitsDescriptor,
    out_json: *mut *mut c_char,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_json, "out_json")?;
        give(
            o,
            input(descriptor, "descriptor")?.0.public_view().to_json(),
        )
    })
}

/// The descriptor as plain data.
///
/// # Safety
/// Pointers must be `NULL` or valid.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_descriptor_data(
    descriptor: *const BitsDescriptor,
    out_data: *mut BitsDescriptorData,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_data, "out_data")?;
        fill_data(&input(descriptor, "descriptor")?.0, o);
        Ok(())
    })
}

/// Generates straight into plain data, no handle: the hot path for a game that only
/// needs the grid, givens and hints.
///
/// # Safety
/// Pointers must be `NULL` or valid; `puzzle_id` NUL-terminated.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_generate_data(
    puzzle_id: *const c_char,
    options: *const BitsOptions,
    out_data: *mut BitsDescriptorData,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_data, "out_data")?;
        fill_data(&generate(puzzle_id, options)?, o);
        Ok(())
    })
}

/// The full descriptor JSON for `puzzle_id` and `options` (`NULL` = daily), no handle.
/// When `public_view` is true, the public view instead. Free with `bits_string_free`.
///
/// # Safety
/// Pointers must be `NULL` or valid; `puzzle_id` NUL-terminated.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_generate_json(
    puzzle_id: *const c_char,
    options: *const BitsOptions,
    public_view: bool,
    out_json: *mut *mut c_char,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_json, "out_json")?;
        let d = generate(puzzle_id, options)?;
        give(
            o,
            if public_view {
                d.public_view().to_json()
            } else {
                d.to_json()
            },
        )
    })
}

/// The solution of a 6×6 descriptor as 36 bytes (`BITS_STATUS_WRONG_LENGTH` for
/// another size).
///
/// # Safety
/// Pointers must be `NULL` or valid.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_descriptor_solution6(
    descriptor: *const BitsDescriptor,
    out_grid: *mut BitsGrid6,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_grid, "out_grid")?;
        let s = input(descriptor, "descriptor")?.0.solution();
        if s.size() != 6 {
            return Err(Fail::new(
                BitsStatus::WrongLength,
                format!("the descriptor is {0}×{0}, not 6×6", s.size()),
            ));
        }
        o.cells.copy_from_slice(&s.cells());
        Ok(())
    })
}

/// Whether a complete grid obeys R1 (no three in a row), R2 (balanced lines) and R3
/// (distinct lines). Cells must be 0 or 1 (`BITS_STATUS_INVALID_ARGUMENT` otherwise).
///
/// # Safety
/// Pointers must be `NULL` or valid.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_grid_follows_rules(
    grid: *const BitsGrid,
    out_follows: *mut bool,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_follows, "out_follows")?;
        let g = input(grid, "grid")?;
        *o = bits::grid_follows_rules(&grid_from(g.size as usize, &g.cells)?);
        Ok(())
    })
}

/// [`bits_grid_follows_rules`] for a 6×6 grid.
///
/// # Safety
/// Pointers must be `NULL` or valid.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_grid6_follows_rules(
    grid: *const BitsGrid6,
    out_follows: *mut bool,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_follows, "out_follows")?;
        let g = input(grid, "grid")?;
        *o = bits::grid_follows_rules(&grid_from(6, &g.cells)?);
        Ok(())
    })
}

/// Validates a submission JSON `{"grid": [[0,1,…],…], "timeMs": n}` against a descriptor
/// and returns the verdict JSON (`{"ok":true,…}` or `{"ok":false,"code":…,"message":…}`).
/// A rejected grid is a successful call; only unusable arguments fail. Free the verdict
/// with `bits_string_free`.
///
/// # Safety
/// Pointers must be `NULL` or valid; `submission_json` NUL-terminated.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_validate_submission_json(
    descriptor: *const BitsDescriptor,
    submission_json: *const c_char,
    out_verdict_json: *mut *mut c_char,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_verdict_json, "out_verdict_json")?;
        let d = &input(descriptor, "descriptor")?.0;
        let s = submission_from_json(submission_json)?;
        give(o, bits::validate_submission(d, &s).to_json())
    })
}

/// Validates a submission given as `len` row-major cells (0, 1, `BITS_CELL_EMPTY` for
/// an empty cell; anything else is an invalid value) and a time, into plain data. `len`
/// must be `size * size` of the descriptor (`BITS_STATUS_WRONG_LENGTH`).
///
/// # Safety
/// Pointers must be `NULL` or valid; `cells` readable for `len` bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_validate_submission_cells(
    descriptor: *const BitsDescriptor,
    cells: *const u8,
    len: usize,
    time_ms: f64,
    out_verdict: *mut BitsVerdict,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_verdict, "out_verdict")?;
        let d = &input(descriptor, "descriptor")?.0;
        // The count is judged before the caller's bytes are read: a wrong one is no grid.
        cell_count(d.size(), len)?;
        // SAFETY: the caller promises `cells` is readable for `len` bytes.
        let cells = unsafe { crate::arrays::read(cells, len, "cells") }?;
        check_plain(d, cells, time_ms, o)
    })
}

/// [`bits_validate_submission_cells`] for the daily size: a 6×6 grid as 36 bytes in, a
/// plain verdict out. The fastest way to check a player's grid (no JSON, no allocation
/// when it is accepted). A descriptor of another size is `BITS_STATUS_WRONG_LENGTH`.
///
/// # Safety
/// Pointers must be `NULL` or valid.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_validate_grid6(
    descriptor: *const BitsDescriptor,
    grid: *const BitsGrid6,
    time_ms: f64,
    out_verdict: *mut BitsVerdict,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_verdict, "out_verdict")?;
        let d = &input(descriptor, "descriptor")?.0;
        let g = input(grid, "grid")?;
        check_plain(d, &g.cells, time_ms, o)
    })
}

fn binary_grid(date_key: *const c_char, difficulty: *const c_char) -> Res<PuzzleInfo> {
    let key = arg(date_key, "date_key")?;
    let diff = arg(difficulty, "difficulty")?;
    let diff = Difficulty::parse(diff).map_err(|e| Fail::arg(e.to_string()))?;
    binary_grid_puzzle(key, diff).map_err(|e| match e {
        bits::binairo::profile::ProfileError::DateKey(id) => id_fail("date_key", id),
        other => Fail::arg(other.to_string()),
    })
}

/// The Binary Grid profile's `PuzzleInfo` JSON for a UTC date key and a difficulty
/// (exactly `"easy"`, `"medium"` or `"hard"`; anything else is
/// `BITS_STATUS_INVALID_ARGUMENT`). Free with `bits_string_free`.
///
/// # Safety
/// Pointers must be `NULL` or valid; strings NUL-terminated.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_binary_grid_json(
    date_key: *const c_char,
    difficulty: *const c_char,
    out_json: *mut *mut c_char,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_json, "out_json")?;
        give(o, binary_grid(date_key, difficulty)?.to_json())
    })
}

/// The Binary Grid puzzle as plain data (givens and the solution the server keeps).
///
/// # Safety
/// Pointers must be `NULL` or valid; strings NUL-terminated.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_binary_grid_data(
    date_key: *const c_char,
    difficulty: *const c_char,
    out_puzzle: *mut BitsBinaryGrid,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_puzzle, "out_puzzle")?;
        let p = binary_grid(date_key, difficulty)?;
        let n = p.size();
        if n != 6 {
            return Err(Fail::new(
                BitsStatus::WrongLength,
                format!("a {n}×{n} profile grid"),
            ));
        }
        o.solution.copy_from_slice(&p.solution().cells());
        for (g, v) in o.givens.iter_mut().zip(p.puzzle().given_cells()) {
            *g = v.unwrap_or(BITS_CELL_EMPTY);
        }
        Ok(())
    })
}

/// Validates a Binary Grid submission JSON (the profile's rules: R1, R2, givens; no R3,
/// no hints) and returns the verdict JSON. Free with `bits_string_free`.
///
/// # Safety
/// Pointers must be `NULL` or valid; strings NUL-terminated.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_binary_grid_validate_json(
    date_key: *const c_char,
    difficulty: *const c_char,
    submission_json: *const c_char,
    out_verdict_json: *mut *mut c_char,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_verdict_json, "out_verdict_json")?;
        let p = binary_grid(date_key, difficulty)?;
        let s = submission_from_json(submission_json)?;
        give(o, p.validate(&s).to_json())
    })
}

/// The puzzle of a descriptor as an SVG picture (givens and `=`/`×` hints), or with
/// `solution` true its solution filled in (for QA sheets). Free with `bits_string_free`.
///
/// # Safety
/// Pointers must be `NULL` or valid.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_descriptor_svg(
    descriptor: *const BitsDescriptor,
    solution: bool,
    out_svg: *mut *mut c_char,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_svg, "out_svg")?;
        let d = &input(descriptor, "descriptor")?.0;
        give(
            o,
            if solution {
                bits::binairo::svg::solution_svg(d)
            } else {
                bits::binairo::svg::descriptor_svg(d)
            },
        )
    })
}
