//! A complete square grid of 0s and 1s stored as row bitmasks.

use super::lines::{self, MAX_SIZE, bit, full};
use super::rules::OneBased;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

/// Why cells could not be read as a grid.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum GridError {
    /// The side is odd, below 4 or above 16.
    Size {
        /// The side that was given.
        size: usize,
    },
    /// The grid is not square: a row has the wrong length.
    RowLength {
        /// 0-based row.
        row: usize,
        /// Expected cells.
        expected: usize,
        /// Cells found.
        found: usize,
    },
    /// The grid has the wrong number of rows for its puzzle.
    RowCount {
        /// Rows the puzzle has.
        expected: usize,
        /// Rows found.
        found: usize,
    },
    /// A cell is not `0` or `1`.
    Cell {
        /// 0-based row.
        row: usize,
        /// 0-based column.
        col: usize,
    },
    /// A cell of a grid in play is not `0`, `1` or empty (`.`).
    PlayCell {
        /// 0-based row.
        row: usize,
        /// 0-based column.
        col: usize,
    },
    /// A cell is empty (`.`) where a complete grid is needed: told apart from a wrong
    /// character so a player's half-filled board is not called malformed.
    Empty {
        /// 0-based row.
        row: usize,
        /// 0-based column.
        col: usize,
    },
}

impl fmt::Display for GridError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GridError::Size { size } => {
                write!(f, "grid side {size} is not an even number from 4 to 16")
            }
            GridError::RowLength {
                row,
                expected,
                found,
            } => write!(
                f,
                "row {} has {found} cells; a square grid needs {expected}",
                OneBased::from(*row)
            ),
            GridError::RowCount { expected, found } => {
                write!(f, "the grid has {found} rows; the puzzle has {expected}")
            }
            GridError::Cell { row, col } => {
                write!(
                    f,
                    "row {} column {} is not 0 or 1",
                    OneBased::from(*row),
                    OneBased::from(*col)
                )
            }
            GridError::PlayCell { row, col } => write!(
                f,
                "row {} column {} is not 0, 1 or empty",
                OneBased::from(*row),
                OneBased::from(*col)
            ),
            GridError::Empty { row, col } => write!(
                f,
                "row {} column {} is empty; a complete grid is needed",
                OneBased::from(*row),
                OneBased::from(*col)
            ),
        }
    }
}

impl core::error::Error for GridError {}

/// Reads square rows of characters: the side (even, 4–16) and each row's length are
/// judged here, in reading order with the cells, and each character by `cell` (row,
/// column, character), so that a complete grid and a grid in play are refused alike.
pub(crate) fn each_cell<S: AsRef<str>>(
    rows: &[S],
    mut cell: impl FnMut(usize, usize, char) -> Result<(), GridError>,
) -> Result<(), GridError> {
    let n = rows.len();
    if !lines::is_supported_size(n) {
        return Err(GridError::Size { size: n });
    }
    for (r, s) in rows.iter().enumerate() {
        let s = s.as_ref();
        let found = s.chars().count();
        if found != n {
            return Err(GridError::RowLength {
                row: r,
                expected: n,
                found,
            });
        }
        for (c, ch) in s.chars().enumerate() {
            cell(r, c, ch)?;
        }
    }
    Ok(())
}

/// A complete `n × n` grid (`n` even, 4–16). Row `r` is a line mask (first cell = most
/// significant bit), i.e. exactly the descriptor's `rowSignatures[r]`.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Grid {
    n: u8,
    rows: [u16; MAX_SIZE],
}

impl Grid {
    /// A grid from row masks. Bits above the side are an error, not silently dropped.
    pub fn from_row_masks(rows: &[u16]) -> Result<Grid, GridError> {
        let n = rows.len();
        if !lines::is_supported_size(n) {
            return Err(GridError::Size { size: n });
        }
        let mut g = Grid {
            n: n as u8,
            rows: [0; MAX_SIZE],
        };
        for (r, &m) in rows.iter().enumerate() {
            if m & !full(n) != 0 {
                let found = 16 - m.leading_zeros() as usize;
                return Err(GridError::RowLength {
                    row: r,
                    expected: n,
                    found,
                });
            }
            g.rows[r] = m;
        }
        Ok(g)
    }

    /// A grid from row strings such as `"101010"` (the descriptor's `solution`).
    pub fn from_row_strings<S: AsRef<str>>(rows: &[S]) -> Result<Grid, GridError> {
        let n = rows.len();
        let mut masks = [0; MAX_SIZE];
        each_cell(rows, |r, c, ch| match ch {
            '0' => Ok(()),
            '1' => {
                masks[r] |= bit(n, c);
                Ok(())
            }
            '.' => Err(GridError::Empty { row: r, col: c }),
            _ => Err(GridError::Cell { row: r, col: c }),
        })?;
        Ok(Grid {
            n: n as u8,
            rows: masks,
        })
    }

    /// A grid from row-major cell values (each 0 or 1).
    pub fn from_cells(n: usize, cells: &[u8]) -> Result<Grid, GridError> {
        if !lines::is_supported_size(n) {
            return Err(GridError::Size { size: n });
        }
        if cells.len() != n * n {
            let row = cells.len() / n;
            return Err(GridError::RowLength {
                row,
                expected: n,
                found: cells.len() % n,
            });
        }
        let mut g = Grid {
            n: n as u8,
            rows: [0; MAX_SIZE],
        };
        // Row by row, shifting each cell in: no division per cell (the C ABI's grid
        // checks spend most of their time here).
        for (row, (line, mask)) in cells.chunks_exact(n).zip(&mut g.rows).enumerate() {
            for (col, &v) in line.iter().enumerate() {
                *mask = match v {
                    0 | 1 => (*mask << 1) | u16::from(v),
                    _ => return Err(GridError::Cell { row, col }),
                };
            }
        }
        Ok(g)
    }

    /// Side length.
    #[inline]
    pub fn size(&self) -> usize {
        self.n as usize
    }

    /// Cell value, 0 or 1. Out-of-range coordinates read as `None`.
    pub fn get(&self, r: usize, c: usize) -> Option<u8> {
        let n = self.size();
        (r < n && c < n).then(|| u8::from(self.rows[r] & bit(n, c) != 0))
    }

    /// Row masks (signatures), top to bottom.
    #[inline]
    pub fn rows(&self) -> &[u16] {
        &self.rows[..self.size()]
    }

    /// Column masks (first cell = top = most significant bit), left to right.
    pub fn columns(&self) -> [u16; MAX_SIZE] {
        transpose(self.size(), &self.rows)
    }

    /// Row `r` as a string of `0`/`1`; `None` past the last row, as [`Grid::get`].
    pub fn row_string(&self, r: usize) -> Option<String> {
        (r < self.size()).then(|| line_string(self.size(), self.rows[r]))
    }

    /// All rows as strings (the descriptor's `solution`).
    pub fn row_strings(&self) -> Vec<String> {
        self.rows()
            .iter()
            .map(|&row| line_string(self.size(), row))
            .collect()
    }

    /// Number of 1s in each column.
    pub fn column_totals(&self) -> Vec<u8> {
        self.columns()[..self.size()]
            .iter()
            .map(|c| c.count_ones() as u8)
            .collect()
    }

    /// Row-major cell values.
    pub fn cells(&self) -> Vec<u8> {
        let n = self.size();
        (0..n * n)
            .map(|i| u8::from(self.rows[i / n] & bit(n, i % n) != 0))
            .collect()
    }
}

impl fmt::Debug for Grid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.row_strings()).finish()
    }
}

/// A line mask written as `0`/`1` characters (at most 16: a mask holds no more cells).
pub fn line_string(n: usize, mask: u16) -> String {
    (0..n.min(MAX_SIZE))
        .map(|i| if mask & bit(n, i) != 0 { '1' } else { '0' })
        .collect()
}

/// Rows → columns for an `n × n` bit matrix in line-mask convention (an involution);
/// `n` past 16 is taken as 16, the most the masks hold.
pub fn transpose(n: usize, rows: &[u16; MAX_SIZE]) -> [u16; MAX_SIZE] {
    let n = n.min(MAX_SIZE);
    if n <= 8 {
        return transpose_small(n, rows);
    }
    transpose_any(n, rows)
}

/// Sides up to 8: the whole matrix in one `u64` (row 0 in the top byte, first cell in each
/// byte's top bit) and three swap steps (Hacker's Delight, `transpose8`).
fn transpose_small(n: usize, rows: &[u16; MAX_SIZE]) -> [u16; MAX_SIZE] {
    let shift = 8 - n;
    let mut x = 0u64;
    for (r, &row) in rows.iter().enumerate().take(n) {
        x |= u64::from((row & full(n)) << shift) << (56 - 8 * r);
    }
    let t = (x ^ (x >> 7)) & 0x00AA_00AA_00AA_00AA;
    x ^= t ^ (t << 7);
    let t = (x ^ (x >> 14)) & 0x0000_CCCC_0000_CCCC;
    x ^= t ^ (t << 14);
    let t = (x ^ (x >> 28)) & 0x0000_0000_F0F0_F0F0;
    x ^= t ^ (t << 28);
    let mut cols = [0u16; MAX_SIZE];
    for (c, col) in cols.iter_mut().enumerate().take(n) {
        *col = ((x >> (56 - 8 * c)) & 0xFF) as u16 >> shift;
    }
    cols
}

/// Any side: one bit at a time.
fn transpose_any(n: usize, rows: &[u16; MAX_SIZE]) -> [u16; MAX_SIZE] {
    let mut cols = [0u16; MAX_SIZE];
    for (r, &row) in rows.iter().enumerate().take(n) {
        let rb = bit(n, r);
        let mut m = row & full(n); // bits past the side are no cells
        while m != 0 {
            let b = 15 - m.leading_zeros() as usize; // bit position
            let c = n - 1 - b;
            cols[c] |= rb;
            m &= !(1 << b);
        }
    }
    cols
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn strings_round_trip() {
        let rows = ["101010", "010101", "110100", "001011", "100110", "011001"];
        let g = Grid::from_row_strings(&rows).unwrap();
        assert_eq!(g.row_strings(), rows);
        assert_eq!(g.rows()[0], 0b101010);
        assert_eq!(g.get(0, 0), Some(1));
        assert_eq!(g.get(6, 0), None);
        let t = g.columns();
        assert_eq!(line_string(6, t[0]), "101010");
        assert_eq!(transpose(6, &t), {
            let mut a = [0u16; 16];
            a[..6].copy_from_slice(g.rows());
            a
        });
        assert_eq!(Grid::from_cells(6, &g.cells()).unwrap(), g);
    }

    #[test]
    fn fast_transpose_matches_bit_by_bit() {
        let mut rng = crate::rng::Mulberry32::new(9);
        for n in (4..=16).step_by(2) {
            for _ in 0..2000 {
                let mut rows = [0u16; MAX_SIZE];
                for row in rows.iter_mut().take(n) {
                    *row = (rng.next_u32() as u16) & full(n);
                }
                assert_eq!(transpose(n, &rows), transpose_any(n, &rows), "n = {n}");
            }
        }
    }

    #[test]
    fn bad_shapes() {
        assert_eq!(
            Grid::from_row_strings(&["10", "01"]),
            Err(GridError::Size { size: 2 })
        );
        assert_eq!(
            Grid::from_row_strings(&["1010", "0101", "101", "0101"]),
            Err(GridError::RowLength {
                row: 2,
                expected: 4,
                found: 3
            })
        );
        assert_eq!(
            Grid::from_row_strings(&["1010", "0101", "10x0", "0101"]),
            Err(GridError::Cell { row: 2, col: 2 })
        );
        assert_eq!(
            Grid::from_row_strings(&["1010", "0101", "10.0", "0101"])
                .unwrap_err()
                .to_string(),
            "row 3 column 3 is empty; a complete grid is needed"
        );
        assert_eq!(
            Grid::from_cells(4, &[0; 15]).unwrap_err(),
            GridError::RowLength {
                row: 3,
                expected: 4,
                found: 3
            }
        );
        assert_eq!(
            Grid::from_row_masks(&[0b10000, 0, 0, 0]),
            Err(GridError::RowLength {
                row: 0,
                expected: 4,
                found: 5
            })
        );
    }
}
