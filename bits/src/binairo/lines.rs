//! Line arithmetic shared by the rules, the solvers and the generator.
//!
//! A line (row or column) of `n` cells is a `u16` whose most significant used bit is the
//! first cell: bit `n - 1 - i` holds cell `i`. That is the seed's `rowSignatures`
//! convention (`"101011"` → `0b101011`), so a row mask *is* its signature and the same
//! shifts work for rows and columns alike.

use alloc::vec::Vec;

/// Smallest supported side.
pub const MIN_SIZE: usize = 4;
/// Largest supported side: a line must fit in a `u16`.
pub const MAX_SIZE: usize = 16;

/// Mask of the `n` used bits (all 16 from `n = 16` on: a line mask holds no more).
#[inline]
pub const fn full(n: usize) -> u16 {
    if n >= MAX_SIZE {
        u16::MAX
    } else {
        (1 << n) - 1
    }
}

/// Bit of cell `i` in a line of `n` cells; 0 for a cell outside the line (`i >= n`) or
/// a line longer than a mask holds. Loops over `0..n` compile the check away.
#[inline]
pub const fn bit(n: usize, i: usize) -> u16 {
    if i < n && n <= MAX_SIZE {
        1 << (n - 1 - i)
    } else {
        0
    }
}

/// Set bits of a line, by table: baseline x86-64 has no `popcnt` instruction and
/// `count_ones` costs a dozen instructions there, in the solvers' innermost loops.
#[inline]
pub fn ones(x: u16) -> u32 {
    const BYTE: [u8; 256] = {
        let mut t = [0u8; 256];
        let mut i = 0;
        while i < 256 {
            t[i] = (i as u8).count_ones() as u8;
            i += 1;
        }
        t
    };
    u32::from(BYTE[usize::from(x & 0xff)]) + u32::from(BYTE[usize::from(x >> 8)])
}

/// Bits at which a run of three set bits begins counting from the low end: bit b is set
/// when bits b, b+1 and b+2 all are (the run covers the bit and the two above it). With
/// cell 0 in the high bit, bit b marks the run's last cell, cell `n - 1 - b`.
#[inline]
pub const fn triple_starts(x: u16) -> u16 {
    x & (x >> 1) & (x >> 2)
}

/// Whether a complete line of `n` cells with ones `x` obeys R1 (no three equal in a
/// row) and R2 (balanced).
#[inline]
pub const fn is_valid_line(n: usize, x: u16) -> bool {
    let zeros = !x & full(n);
    n <= MAX_SIZE
        && x & !full(n) == 0
        && x.count_ones() as usize * 2 == n
        && triple_starts(x) == 0
        && triple_starts(zeros) == 0
}

/// Every valid complete line of `n` cells, ascending. 14 for `n = 6`, 1,296 for `n = 16`.
///
/// Built by a depth-first walk that only extends prefixes that can still be completed,
/// so the cost is proportional to the output rather than to `2^n`.
pub fn valid_lines(n: usize) -> Vec<u16> {
    fn walk(n: usize, len: usize, x: u16, ones: usize, out: &mut Vec<u16>) {
        if len == n {
            out.push(x);
            return;
        }
        let zeros = len - ones;
        for v in [0u16, 1] {
            let (o, z) = if v == 1 {
                (ones + 1, zeros)
            } else {
                (ones, zeros + 1)
            };
            if o * 2 > n || z * 2 > n {
                continue;
            }
            // The two previous cells equal `v` → a triple.
            if len >= 2 && ((x & 1) == v) && (((x >> 1) & 1) == v) {
                continue;
            }
            walk(n, len + 1, (x << 1) | v, o, out);
        }
    }
    let mut out = Vec::new();
    if (2..=MAX_SIZE).contains(&n) && n % 2 == 0 {
        walk(n, 0, 0, 0, &mut out);
    }
    out
}

/// `valid_lines` for the sides up to 8, worked out at compile time: a deduction solver
/// is set up for every generation attempt, and walking out the list each time cost more
/// than some of the solving.
pub fn small_valid_lines(n: usize) -> Option<&'static [u16]> {
    const fn table<const K: usize>(n: usize) -> [u16; K] {
        let mut out = [0u16; K];
        let (mut k, mut x) = (0, 0u16);
        while x < 1 << n {
            if is_valid_line(n, x) {
                out[k] = x;
                k += 1;
            }
            x += 1;
        }
        assert!(k == K, "table length is the number of valid lines");
        out
    }
    static SIDE_4: [u16; 6] = table(4);
    static SIDE_6: [u16; 14] = table(6);
    static SIDE_8: [u16; 34] = table(8);
    match n {
        4 => Some(&SIDE_4),
        6 => Some(&SIDE_6),
        8 => Some(&SIDE_8),
        _ => None,
    }
}

/// The valid lines of a side up to 8 (at most 34 of them) numbered as bits of a `u64`,
/// with the lines each cell value and each hint allows as masks. Which lines fit a
/// partly known line with hints is then a few ANDs per known cell and per hint instead
/// of a test of every line, and what all of them share is one test per cell: the
/// counting techniques ask this of every open line at every step.
#[derive(Debug)]
pub(crate) struct LineSet {
    /// Side of the lines.
    pub n: usize,
    /// Every valid line.
    pub all: u64,
    /// `one_at[b]`: the lines whose bit `b` is set (0 for bits past the line).
    pub one_at: [u64; 16],
    /// `differ_at[b]`: the lines whose bits `b` and `b - 1` differ, the way hint masks
    /// name an edge (bit `b` of `(x ^ (x >> 1)) << 1`).
    pub differ_at: [u64; 16],
    /// Bit number of each valid line, `u8::MAX` for every other value.
    pub index: [u8; 256],
}

impl LineSet {
    const fn build(n: usize) -> LineSet {
        let mut set = LineSet {
            n,
            all: 0,
            one_at: [0; 16],
            differ_at: [0; 16],
            index: [u8::MAX; 256],
        };
        let (mut k, mut x) = (0usize, 0u16);
        while x < 1 << n {
            if is_valid_line(n, x) {
                let me = 1u64 << k;
                set.all |= me;
                set.index[x as usize] = k as u8;
                let edges = (x ^ (x >> 1)) << 1;
                let mut b = 0;
                while b < 16 {
                    if x & (1 << b) != 0 {
                        set.one_at[b] |= me;
                    }
                    if edges & (1 << b) != 0 {
                        set.differ_at[b] |= me;
                    }
                    b += 1;
                }
                k += 1;
            }
            x += 1;
        }
        assert!(k <= 64, "the valid lines fit in a u64");
        set
    }

    /// The set for side `n`, for the sides 4, 6 and 8.
    pub(crate) fn of(n: usize) -> Option<&'static LineSet> {
        static SIDE_4: LineSet = LineSet::build(4);
        static SIDE_6: LineSet = LineSet::build(6);
        static SIDE_8: LineSet = LineSet::build(8);
        match n {
            4 => Some(&SIDE_4),
            6 => Some(&SIDE_6),
            8 => Some(&SIDE_8),
            _ => None,
        }
    }

    /// The lines with ones `o`, zeros `z`, `=` hints `eq` and `×` hints `diff` that
    /// are not in `exclude`.
    #[inline]
    pub(crate) fn fitting(&self, o: u16, z: u16, eq: u16, diff: u16, exclude: &[u16]) -> u64 {
        let mut fit = self.all;
        let mut each = |mut m: u16, table: &[u64; 16], keep_set: bool| {
            while m != 0 {
                let t = table[m.trailing_zeros() as usize];
                fit &= if keep_set { t } else { !t };
                m &= m - 1;
            }
        };
        each(o, &self.one_at, true);
        each(z, &self.one_at, false);
        each(eq, &self.differ_at, false);
        each(diff, &self.differ_at, true);
        for &e in exclude {
            if let Some(&i) = self.index.get(usize::from(e)) {
                if i != u8::MAX {
                    fit &= !(1u64 << i);
                }
            }
        }
        fit
    }

    /// The bits that every line of a non-empty `fit` sets (first) and clears (second),
    /// within the line.
    #[inline]
    pub(crate) fn agreed(&self, fit: u64) -> (u16, u16) {
        let (mut all_ones, mut all_zeros) = (0u16, 0u16);
        for b in 0..self.n {
            let t = self.one_at[b];
            all_ones |= u16::from(fit & !t == 0) << b;
            all_zeros |= u16::from(fit & t == 0) << b;
        }
        (all_ones, all_zeros)
    }
}

/// Whether `n` is a supported even side.
pub const fn is_supported_size(n: usize) -> bool {
    n >= MIN_SIZE && n <= MAX_SIZE && n % 2 == 0
}

#[cfg(test)]
mod tests {
    #[test]
    fn ones_counts_bits() {
        for x in 0..=u16::MAX {
            assert_eq!(super::ones(x), x.count_ones());
        }
    }

    #[test]
    fn small_tables_equal_the_walk() {
        for n in [4, 6, 8] {
            assert_eq!(super::small_valid_lines(n).unwrap(), super::valid_lines(n));
        }
        assert_eq!(super::small_valid_lines(10), None);
    }
    use super::*;

    #[test]
    fn valid_lines_match_brute_force() {
        for n in (2..=16).step_by(2) {
            let brute: Vec<u16> = (0..=full(n)).filter(|&x| is_valid_line(n, x)).collect();
            assert_eq!(valid_lines(n), brute, "n = {n}");
        }
        assert_eq!(valid_lines(6).len(), 14);
    }
}
