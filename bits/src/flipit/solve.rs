//! The solver: the inverse of the flip matrix over GF(2).
//!
//! Clicking is linear over GF(2): the flips of a click set `x` are `A·x`, where column `i`
//! of the 16×16 matrix `A` is [`CLICK_MASKS`]`[i]`. Turning a pattern `p` into the goal
//! needs `A·x = p ⊕ GOAL`. `A` is invertible (its 1-D factor, the 4×4 tridiagonal all-ones
//! matrix, has determinant 1 over GF(2), and `A` is its Kronecker square), so
//! `x = A⁻¹·(p ⊕ GOAL)` is the one and only click set that solves `p`. Being the only one,
//! its size is also the fewest clicks that can solve `p`, and every one of the 65,536
//! numbers is a solvable puzzle.
//!
//! The inverse is computed by Gauss–Jordan elimination at compile time; if `A` were
//! singular the crate would not build. The tests prove the same thing again at run time and
//! check the solution of every number by replaying it.

use super::board::{CELLS, CLICK_MASKS, GOAL, byte_tables};

/// Gauss–Jordan inversion of a 16×16 matrix over GF(2), given as rows (bit `c` of `rows[r]`
/// is entry `(r, c)`). `None` when the matrix is singular.
pub const fn invert(rows: &[u16; CELLS]) -> Option<[u16; CELLS]> {
    let mut a = *rows;
    let mut inv = [0u16; CELLS];
    let mut i = 0;
    while i < CELLS {
        inv[i] = 1 << i;
        i += 1;
    }
    let mut col = 0;
    while col < CELLS {
        // Find a pivot row at or below the diagonal.
        let mut pivot = col;
        while pivot < CELLS && (a[pivot] >> col) & 1 == 0 {
            pivot += 1;
        }
        if pivot == CELLS {
            return None;
        }
        let (ta, ti) = (a[pivot], inv[pivot]);
        a[pivot] = a[col];
        inv[pivot] = inv[col];
        a[col] = ta;
        inv[col] = ti;
        // Clear the column everywhere else.
        let mut r = 0;
        while r < CELLS {
            if r != col && (a[r] >> col) & 1 == 1 {
                a[r] ^= a[col];
                inv[r] ^= inv[col];
            }
            r += 1;
        }
        col += 1;
    }
    Some(inv)
}

/// The rows of a matrix given by its columns (or the other way round).
pub const fn transpose(m: &[u16; CELLS]) -> [u16; CELLS] {
    let mut t = [0u16; CELLS];
    let mut r = 0;
    while r < CELLS {
        let mut c = 0;
        while c < CELLS {
            if (m[r] >> c) & 1 == 1 {
                t[c] |= 1 << r;
            }
            c += 1;
        }
        r += 1;
    }
    t
}

/// The flip matrix `A`, as rows: bit `c` of `FLIP_MATRIX[r]` is set when clicking cell `c`
/// flips cell `r`.
pub const FLIP_MATRIX: [u16; CELLS] = transpose(&CLICK_MASKS);

/// `A⁻¹` as rows. Building it is the proof that `A` is invertible.
pub const INVERSE_MATRIX: [u16; CELLS] = match invert(&FLIP_MATRIX) {
    Some(inv) => inv,
    None => panic!("the FlipIT flip matrix is singular over GF(2)"),
};

/// `A⁻¹` applied byte by byte (see `board::byte_tables`); the columns are what the
/// tables are built from.
const SOLVE_TABLE: [[u16; 256]; 2] = byte_tables(&transpose(&INVERSE_MATRIX));

/// The click set that changes `from` into `to`: `A⁻¹·(from ⊕ to)`. It is unique.
pub const fn clicks_between(from: u16, to: u16) -> u16 {
    let d = from ^ to;
    SOLVE_TABLE[0][(d & 0xFF) as usize] ^ SOLVE_TABLE[1][(d >> 8) as usize]
}

/// The unique click set (bit `i` = click cell `i`) that turns `pattern` into [`GOAL`].
///
/// ```
/// use bits::flipit::{GOAL, apply_clicks, cells, solve};
/// let clicks = solve(0);                       // the all-white board
/// assert_eq!(apply_clicks(0, clicks), GOAL);
/// assert_eq!(cells(clicks).collect::<Vec<_>>(), [1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14]);
/// ```
pub const fn solve(pattern: u16) -> u16 {
    clicks_between(pattern, GOAL)
}

/// The fewest clicks that solve `pattern` (the size of its unique solution).
pub const fn clicks_required(pattern: u16) -> u32 {
    solve(pattern).count_ones()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::flipit::board::{apply_clicks, flips};
    use alloc::vec;
    use proptest::prelude::*;

    /// Plain matrix–vector product over GF(2), row by row.
    fn mul(rows: &[u16; CELLS], x: u16) -> u16 {
        let mut y = 0;
        for (r, row) in rows.iter().enumerate() {
            y |= (((row & x).count_ones() & 1) as u16) << r;
        }
        y
    }

    #[test]
    fn inverse_is_an_inverse() {
        // A·A⁻¹ = A⁻¹·A = I, checked on every unit vector.
        for i in 0..CELLS {
            let e = 1u16 << i;
            assert_eq!(mul(&FLIP_MATRIX, mul(&INVERSE_MATRIX, e)), e);
            assert_eq!(mul(&INVERSE_MATRIX, mul(&FLIP_MATRIX, e)), e);
        }
        // The neighbour relation is symmetric, so A and A⁻¹ are.
        assert_eq!(transpose(&FLIP_MATRIX), FLIP_MATRIX);
        assert_eq!(transpose(&INVERSE_MATRIX), INVERSE_MATRIX);
    }

    #[test]
    fn invert_detects_singular() {
        let mut m = FLIP_MATRIX;
        m[5] = m[3] ^ m[7];
        assert_eq!(invert(&m), None);
        // A row that is the sum of two others makes the matrix singular; the identity
        // inverts to itself.
        let id: [u16; CELLS] = core::array::from_fn(|i| 1 << i);
        assert_eq!(invert(&id), Some(id));
    }

    #[test]
    fn flip_map_is_a_bijection() {
        // Invertibility proven by counting: the 65,536 click sets give 65,536 patterns.
        let mut seen = vec![false; 1 << 16];
        for x in 0..=u16::MAX {
            let y = flips(x);
            assert!(!seen[usize::from(y)], "two click sets flip {y:#06x}");
            seen[usize::from(y)] = true;
        }
    }

    #[test]
    fn solves_all_65536_numbers_by_replay() {
        let mut histogram = [0u32; CELLS + 1];
        for n in 0..=u16::MAX {
            let clicks = solve(n);
            // Replay click by click, the way a player would.
            let mut board = n;
            for (c, mask) in CLICK_MASKS.iter().enumerate() {
                if clicks >> c & 1 == 1 {
                    board ^= mask;
                }
            }
            assert_eq!(
                board, GOAL,
                "solve({n}) = {clicks:#06x} does not reach the goal"
            );
            assert_eq!(clicks, mul(&INVERSE_MATRIX, n ^ GOAL));
            histogram[clicks.count_ones() as usize] += 1;
        }
        // Because the map is a bijection the histogram is the binomial row C(16, k).
        let mut binom = 1u32;
        for (k, &count) in histogram.iter().enumerate() {
            assert_eq!(count, binom, "puzzles needing {k} clicks");
            binom = binom * (16 - k as u32) / (k as u32 + 1);
        }
        assert_eq!(solve(GOAL), 0);
    }

    proptest! {
        #[test]
        fn solution_is_unique_and_minimal(n: u16, other: u16) {
            let x = solve(n);
            // Any other click set lands somewhere else.
            if other != x {
                prop_assert_ne!(apply_clicks(n, other), GOAL);
            }
            prop_assert_eq!(clicks_required(n), x.count_ones());
        }

        #[test]
        fn clicks_between_connects(from: u16, to: u16) {
            prop_assert_eq!(apply_clicks(from, clicks_between(from, to)), to);
        }
    }
}
