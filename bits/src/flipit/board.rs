//! The 4×4 board as 16 bits, the click rule, and the ways to write a board down.
//!
//! A board, a pattern and a puzzle number are the same `u16`: bit `i` is the cell in row
//! `i / 4`, column `i % 4`, and a set bit is a black disk. This is the site's own
//! numbering — its `parseInt(pattern.slice().reverse().join(""), 2)` reads the flat cell
//! array with cell 0 as the least significant bit — so puzzle numbers agree with it.
//!
//! A click set is a `u16` too (bit `i` = cell `i` clicked). Clicks commute and a second
//! click on the same cell cancels the first, so a set of cells is all a sequence of clicks
//! amounts to.

use alloc::string::String;

use super::error::BoardError;

/// Cells per side.
pub const SIDE: usize = 4;

/// Cells on the board; also the number of bits in a board.
pub const CELLS: usize = SIDE * SIDE;

/// Highest puzzle number (all 16 disks black).
pub const MAX_NUMBER: u16 = u16::MAX;

/// The target pattern: the outer ring black, the inner 2×2 white.
///
/// ```
/// assert_eq!(bits::flipit::GOAL, 0b1111_1001_1001_1111);
/// ```
pub const GOAL: u16 = goal();

const fn goal() -> u16 {
    let mut g = 0u16;
    let mut i = 0;
    while i < CELLS {
        let (r, c) = (i / SIDE, i % SIDE);
        if r == 0 || r == SIDE - 1 || c == 0 || c == SIDE - 1 {
            g |= 1 << i;
        }
        i += 1;
    }
    g
}

/// What clicking each cell flips: the cell and its up-to-8 neighbours, diagonals included.
///
/// `CLICK_MASKS[i]` is also column `i` of the flip matrix over GF(2).
pub const CLICK_MASKS: [u16; CELLS] = click_masks();

const fn click_masks() -> [u16; CELLS] {
    let mut masks = [0u16; CELLS];
    let mut i = 0;
    while i < CELLS {
        let (r, c) = ((i / SIDE) as i32, (i % SIDE) as i32);
        let mut dr = -1;
        while dr <= 1 {
            let mut dc = -1;
            while dc <= 1 {
                let (nr, nc) = (r + dr, c + dc);
                if nr >= 0 && nr < SIDE as i32 && nc >= 0 && nc < SIDE as i32 {
                    masks[i] |= 1 << (nr as usize * SIDE + nc as usize);
                }
                dc += 1;
            }
            dr += 1;
        }
        i += 1;
    }
    masks
}

/// The flips of every click set whose cells all lie in one byte of the mask: entry
/// `[half][b]` is the XOR of the click masks of the cells in byte `b` of half `half`
/// (0 = cells 0–7, 1 = cells 8–15). Two lookups replace up to sixteen XORs.
const CLICK_TABLE: [[u16; 256]; 2] = byte_tables(&CLICK_MASKS);

/// For a linear map given by the images of the 16 unit vectors, the images of every byte
/// of the low and high half of the input.
pub(super) const fn byte_tables(columns: &[u16; CELLS]) -> [[u16; 256]; 2] {
    let mut t = [[0u16; 256]; 2];
    let mut half = 0;
    while half < 2 {
        let mut b: usize = 1;
        while b < 256 {
            // Lowest set bit of b plus the entry without it.
            let low = b.trailing_zeros() as usize;
            t[half][b] = t[half][b & (b - 1)] ^ columns[half * 8 + low];
            b += 1;
        }
        half += 1;
    }
    t
}

/// The flips produced by clicking every cell of `clicks` once: the flip matrix times
/// `clicks` over GF(2).
pub const fn flips(clicks: u16) -> u16 {
    CLICK_TABLE[0][(clicks & 0xFF) as usize] ^ CLICK_TABLE[1][(clicks >> 8) as usize]
}

/// `pattern` after clicking every cell of `clicks` once, in any order.
///
/// ```
/// use bits::flipit::{GOAL, apply_clicks, solve};
/// let start = apply_clicks(GOAL, 0b1000_0000_0010_0001); // cells 0, 5, 15
/// assert_eq!(apply_clicks(start, solve(start)), GOAL);
/// ```
pub const fn apply_clicks(pattern: u16, clicks: u16) -> u16 {
    pattern ^ flips(clicks)
}

/// The flip mask of one click.
pub fn click_mask(cell: u8) -> Result<u16, BoardError> {
    CLICK_MASKS
        .get(usize::from(cell))
        .copied()
        .ok_or(BoardError::Cell {
            cell: u32::from(cell),
        })
}

/// Checks a cell index from a wider integer (as bindings receive it).
pub fn check_cell(index: u32) -> Result<u8, BoardError> {
    if (index as usize) < CELLS {
        Ok(index as u8)
    } else {
        Err(BoardError::Cell { cell: index })
    }
}

/// The cells of a mask in ascending order.
///
/// ```
/// let cells: Vec<u8> = bits::flipit::cells(0b1000_0000_0010_0001).collect();
/// assert_eq!(cells, [0, 5, 15]);
/// ```
pub fn cells(mask: u16) -> Cells {
    Cells(mask)
}

/// Iterator over the set cells of a mask, ascending; see [`cells`].
#[derive(Clone, Debug)]
pub struct Cells(u16);

impl Iterator for Cells {
    type Item = u8;

    fn next(&mut self) -> Option<u8> {
        if self.0 == 0 {
            return None;
        }
        let c = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(c)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Cells {}

/// The mask of a list of distinct cells; a repeat is an error rather than a silent
/// cancellation, because a list that names a cell twice is almost surely a mistake.
pub fn mask_from_cells(cells: &[u8]) -> Result<u16, BoardError> {
    mask_from_each(cells.iter().map(|&c| Ok(u32::from(c))), |e| e)
}

/// [`mask_from_cells`] over cells as a binding reads them from a caller's list, one at a
/// time (an item that is no cell number is the binding's error). Each is judged in order,
/// a cell that does not exist and then a repeat, so the fault named is the list's first
/// whatever follows it, in every binding; a reader may stop at the 17th cell, which is
/// one of the first 16 again if nothing before it was at fault.
pub fn mask_from_each<E>(
    cells: impl IntoIterator<Item = Result<u32, E>>,
    err: impl Fn(BoardError) -> E,
) -> Result<u16, E> {
    let mut mask = 0u16;
    for c in cells {
        let c = check_cell(c?).map_err(&err)?;
        let bit = 1u16 << c;
        if mask & bit != 0 {
            return Err(err(BoardError::DuplicateCell { cell: c }));
        }
        mask |= bit;
    }
    Ok(mask)
}

/// Checks a puzzle number given as a wider integer.
pub fn check_number(value: i64) -> Result<u16, BoardError> {
    u16::try_from(value).map_err(|_| BoardError::NumberRange { value })
}

/// Parses a decimal puzzle number, 0–65535. Leading zeros are allowed; signs, spaces and
/// other bases are not, so that a typo is reported instead of guessed at.
pub fn parse_number(s: &str) -> Result<u16, BoardError> {
    if s.is_empty() {
        return Err(BoardError::EmptyNumber);
    }
    let mut value: i64 = 0;
    for (at, b) in s.bytes().enumerate() {
        if !b.is_ascii_digit() {
            return Err(BoardError::NumberSyntax { at });
        }
        value = value.saturating_mul(10).saturating_add(i64::from(b - b'0'));
    }
    check_number(value)
}

/// The site's flat cell array (`pattern[i]` = cell `i`, 1 = black) as a puzzle number.
pub fn number_from_pattern_cells(cells: &[u8]) -> Result<u16, BoardError> {
    if cells.len() != CELLS {
        return Err(BoardError::CellCount { found: cells.len() });
    }
    let mut n = 0u16;
    for (index, &v) in cells.iter().enumerate() {
        match v {
            0 => {}
            1 => n |= 1 << index,
            _ => {
                return Err(BoardError::CellValue {
                    index,
                    value: u32::from(v),
                });
            }
        }
    }
    Ok(n)
}

/// The flat cell array of a puzzle number; inverse of [`number_from_pattern_cells`].
pub const fn pattern_cells(number: u16) -> [u8; CELLS] {
    let mut out = [0u8; CELLS];
    let mut i = 0;
    while i < CELLS {
        out[i] = ((number >> i) & 1) as u8;
        i += 1;
    }
    out
}

/// The board as four row strings of `0`/`1` (1 = black), row 0 first, column 0 leftmost:
/// the `pattern` field of the puzzle JSON.
///
/// ```
/// assert_eq!(bits::flipit::pattern_rows(bits::flipit::GOAL), ["1111", "1001", "1001", "1111"]);
/// ```
pub fn pattern_rows(number: u16) -> [String; SIDE] {
    core::array::from_fn(|r| {
        (0..SIDE)
            .map(|c| {
                if number >> (r * SIDE + c) & 1 == 1 {
                    '1'
                } else {
                    '0'
                }
            })
            .collect()
    })
}

/// The puzzle number of four row strings; inverse of [`pattern_rows`].
pub fn number_from_pattern_rows<S: AsRef<str>>(rows: &[S]) -> Result<u16, BoardError> {
    if rows.len() != SIDE {
        return Err(BoardError::RowCount { found: rows.len() });
    }
    let mut n = 0u16;
    for (row, s) in rows.iter().enumerate() {
        let s = s.as_ref();
        let len = s.chars().count();
        if len != SIDE {
            return Err(BoardError::RowLength { row, found: len });
        }
        for (column, ch) in s.chars().enumerate() {
            match ch {
                '0' => {}
                '1' => n |= 1 << (row * SIDE + column),
                found => return Err(BoardError::RowChar { row, column, found }),
            }
        }
    }
    Ok(n)
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;
    use alloc::vec::Vec;
    use proptest::prelude::*;

    /// The rule as the site states it: a disk ends flipped when an odd number of the
    /// clicked cells lie in its 3×3 neighbourhood. Written with 2-D coordinates on purpose.
    fn naive_apply(pattern: u16, clicks: u16) -> u16 {
        let mut out = pattern;
        for r in 0..4i32 {
            for c in 0..4i32 {
                let mut count = 0;
                for cr in 0..4i32 {
                    for cc in 0..4i32 {
                        let clicked = clicks >> (cr * 4 + cc) & 1 == 1;
                        if clicked && (cr - r).abs() <= 1 && (cc - c).abs() <= 1 {
                            count += 1;
                        }
                    }
                }
                if count % 2 == 1 {
                    out ^= 1 << (r * 4 + c);
                }
            }
        }
        out
    }

    #[test]
    fn goal_is_ring() {
        assert_eq!(GOAL, 0xF99F);
        assert_eq!(pattern_rows(GOAL), ["1111", "1001", "1001", "1111"]);
    }

    #[test]
    fn click_masks_by_hand() {
        // Corner, edge and centre cells, drawn row 0 first as in pattern_rows.
        assert_eq!(
            pattern_rows(CLICK_MASKS[0]),
            ["1100", "1100", "0000", "0000"]
        );
        assert_eq!(
            pattern_rows(CLICK_MASKS[2]),
            ["0111", "0111", "0000", "0000"]
        );
        assert_eq!(
            pattern_rows(CLICK_MASKS[9]),
            ["0000", "1110", "1110", "1110"]
        );
        assert_eq!(
            pattern_rows(CLICK_MASKS[15]),
            ["0000", "0000", "0011", "0011"]
        );
        let sizes: Vec<u32> = CLICK_MASKS.iter().map(|m| m.count_ones()).collect();
        assert_eq!(sizes, [4, 6, 6, 4, 6, 9, 9, 6, 6, 9, 9, 6, 4, 6, 6, 4]);
    }

    #[test]
    fn number_round_trips() {
        for n in 0..=u16::MAX {
            assert_eq!(number_from_pattern_rows(&pattern_rows(n)), Ok(n));
            assert_eq!(number_from_pattern_cells(&pattern_cells(n)), Ok(n));
        }
    }

    #[test]
    fn blog_number_formula() {
        // parseInt(pattern.slice().reverse().join(""), 2)
        let pattern = pattern_cells(0xF99F);
        let reversed: String = pattern
            .iter()
            .rev()
            .map(|&v| char::from(b'0' + v))
            .collect();
        assert_eq!(u16::from_str_radix(&reversed, 2), Ok(0xF99F));
        let pattern = [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1];
        assert_eq!(number_from_pattern_cells(&pattern), Ok(0x8001));
    }

    #[test]
    fn bad_input_is_typed() {
        assert_eq!(click_mask(16), Err(BoardError::Cell { cell: 16 }));
        assert_eq!(check_cell(99), Err(BoardError::Cell { cell: 99 }));
        assert_eq!(parse_number(""), Err(BoardError::EmptyNumber));
        assert_eq!(parse_number("12a"), Err(BoardError::NumberSyntax { at: 2 }));
        assert_eq!(parse_number("-1"), Err(BoardError::NumberSyntax { at: 0 }));
        assert_eq!(
            parse_number("65536"),
            Err(BoardError::NumberRange { value: 65536 })
        );
        assert_eq!(parse_number("0065535"), Ok(65535));
        assert_eq!(
            parse_number("99999999999999999999999999"),
            Err(BoardError::NumberRange { value: i64::MAX })
        );
        // Saturated, so not quoted as the number given.
        let past = parse_number("99999999999999999999999999").unwrap_err();
        assert_eq!(
            past.to_string(),
            "puzzle number is out of range; numbers are 0-65535 (16 cells)"
        );
        assert_eq!(check_number(-3), Err(BoardError::NumberRange { value: -3 }));
        assert_eq!(
            number_from_pattern_rows(&["1111", "1001", "1001"]),
            Err(BoardError::RowCount { found: 3 })
        );
        assert_eq!(
            number_from_pattern_rows(&["1111", "10011", "1001", "1111"]),
            Err(BoardError::RowLength { row: 1, found: 5 })
        );
        assert_eq!(
            number_from_pattern_rows(&["1111", "1001", "1x01", "1111"]),
            Err(BoardError::RowChar {
                row: 2,
                column: 1,
                found: 'x'
            })
        );
        assert_eq!(
            number_from_pattern_rows(&["1111", "1001", "1é01", "1111"]),
            Err(BoardError::RowChar {
                row: 2,
                column: 1,
                found: 'é'
            })
        );
        assert_eq!(
            number_from_pattern_cells(&[0; 15]),
            Err(BoardError::CellCount { found: 15 })
        );
        let mut bad = [0u8; 16];
        bad[7] = 2;
        assert_eq!(
            number_from_pattern_cells(&bad),
            Err(BoardError::CellValue { index: 7, value: 2 })
        );
        assert_eq!(
            mask_from_cells(&[3, 200]),
            Err(BoardError::Cell { cell: 200 })
        );
        assert_eq!(
            mask_from_cells(&[3, 4, 3]),
            Err(BoardError::DuplicateCell { cell: 3 })
        );
        assert_eq!(mask_from_cells(&[15, 0, 5]), Ok(0x8021));
        // In order: a repeat before a cell that does not exist is the fault named, and a
        // binding's own error for an item stops the reading where it stands.
        let each = |cells: &[Result<u32, &'static str>]| {
            mask_from_each(cells.iter().copied(), |e| match e {
                BoardError::Cell { .. } => "cell",
                _ => "repeat",
            })
        };
        assert_eq!(each(&[Ok(9), Ok(9), Ok(4_000_000_000)]), Err("repeat"));
        assert_eq!(each(&[Ok(9), Ok(16), Ok(9)]), Err("cell"));
        assert_eq!(
            each(&[Ok(1), Err("not a number"), Ok(1)]),
            Err("not a number")
        );
        assert_eq!(each(&[Ok(0), Ok(15)]), Ok(0x8001));
    }

    proptest! {
        #[test]
        fn table_apply_matches_naive(pattern: u16, clicks: u16) {
            prop_assert_eq!(apply_clicks(pattern, clicks), naive_apply(pattern, clicks));
        }

        #[test]
        fn clicks_commute_and_cancel(pattern: u16, order in proptest::collection::vec(0u8..16, 0..40)) {
            let mut one_by_one = pattern;
            let mut set = 0u16;
            for &c in &order {
                one_by_one ^= click_mask(c).unwrap();
                set ^= 1 << c;
            }
            prop_assert_eq!(one_by_one, apply_clicks(pattern, set));
            let mut reversed = pattern;
            for &c in order.iter().rev() {
                reversed ^= CLICK_MASKS[usize::from(c)];
            }
            prop_assert_eq!(reversed, one_by_one);
        }

        #[test]
        fn cells_and_mask_round_trip(mask: u16) {
            let list: Vec<u8> = cells(mask).collect();
            prop_assert!(list.windows(2).all(|w| w[0] < w[1]));
            prop_assert_eq!(list.len(), mask.count_ones() as usize);
            prop_assert_eq!(mask_from_cells(&list), Ok(mask));
        }
    }
}
