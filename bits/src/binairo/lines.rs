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

/// Mask of the `n` used bits.
#[inline]
pub const fn full(n: usize) -> u16 {
    ((1u32 << n) - 1) as u16
}

/// Bit of cell `i` in a line of `n` cells.
#[inline]
pub const fn bit(n: usize, i: usize) -> u16 {
    1 << (n - 1 - i)
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

/// Bits that start a run of three set bits (the run covers the bit and the two below it).
#[inline]
pub const fn triple_starts(x: u16) -> u16 {
    x & (x >> 1) & (x >> 2)
}

/// Whether a complete line of `n` cells with ones `x` obeys R1 (no three equal in a
/// row) and R2 (balanced).
#[inline]
pub const fn is_valid_line(n: usize, x: u16) -> bool {
    let zeros = !x & full(n);
    x.count_ones() as usize * 2 == n && triple_starts(x) == 0 && triple_starts(zeros) == 0
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
