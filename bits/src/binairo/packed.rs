//! Grids of side 8 or less packed into one `u64`, a row per byte, so the rules check of
//! a whole grid, or a round of level-1 techniques on every line, is a few dozen word
//! operations instead of a loop over lines.
//!
//! Byte `r` holds row `r` exactly as its line mask (cell `c` at bit `n - 1 - c`). An 8×8
//! bit transpose turns the rows into the columns: byte `j` then holds column `n - 1 - j`
//! with row `r` at bit `r`. Lines come out reversed, which changes nothing the rules
//! look at (balance, runs of three and equality are all the same read backwards).
//!
//! Bytes past the last row and bits past the last cell stay zero throughout, so per-byte
//! arithmetic never needs the side except through the masks below. Counting bits per
//! byte with adds also avoids `count_ones`, which baseline x86-64 compiles to a dozen
//! instructions per line.

use super::board::{Board, COLS, Contradiction, HintMasks};

/// One in every byte.
const LANES: u64 = 0x0101_0101_0101_0101;
const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
const HIGH: u64 = 0x8080_8080_8080_8080;

/// The grid's rows, one per byte. Rows must be `n`-bit line masks with `n <= 8`.
#[inline]
pub(crate) fn pack(rows: &[u16]) -> u64 {
    rows.iter()
        .enumerate()
        .fold(0, |p, (r, &x)| p | (u64::from(x) << (8 * r)))
}

/// The first `k` bytes (k ≤ 8).
#[inline]
const fn bytes(k: usize) -> u64 {
    if k >= 8 { u64::MAX } else { (1 << (8 * k)) - 1 }
}

/// The low `bits` bits of each of the first `n` bytes.
#[inline]
const fn lanes(n: usize, bits: usize) -> u64 {
    (((1u64 << bits) - 1) * LANES) & bytes(n)
}

/// The 8×8 bit matrix (byte = row, bit = column) transposed: three rounds of swapping
/// blocks across the diagonal.
#[inline]
pub(crate) const fn transpose(mut x: u64) -> u64 {
    let t = (x ^ (x >> 7)) & 0x00aa_00aa_00aa_00aa;
    x ^= t ^ (t << 7);
    let t = (x ^ (x >> 14)) & 0x0000_cccc_0000_cccc;
    x ^= t ^ (t << 14);
    let t = (x ^ (x >> 28)) & 0x0000_0000_f0f0_f0f0;
    x ^ t ^ (t << 28)
}

/// The 8×8 bit matrix flipped across its other diagonal: bit `8r + j` moves to bit
/// `63 - 8j - r`, in three rounds of swapping blocks.
#[inline]
const fn flip_anti(mut x: u64) -> u64 {
    let t = x ^ (x << 36);
    x ^= 0xf0f0_f0f0_0f0f_0f0f & (t ^ (x >> 36));
    let t = 0xcccc_0000_cccc_0000 & (x ^ (x << 18));
    x ^= t ^ (t >> 18);
    let t = 0xaa00_aa00_aa00_aa00 & (x ^ (x << 9));
    x ^ t ^ (t >> 9)
}

/// The columns of a row-packed grid, packed the same way (byte `c` is column `c` as its
/// line mask, row `r` at bit `n - 1 - r`); applied twice it gives the rows back.
///
/// Cell (r, c) sits at bit `8r + n - 1 - c` and must go to `8c + n - 1 - r`: the flip
/// across the anti-diagonal puts it `9 (8 - n)` higher. This needs no byte swap, which
/// WebAssembly does not have (two per call, emulated, were a tenth of its generator's
/// time once every removal the generator tries built its columns this way).
#[inline]
pub(crate) const fn columns(x: u64, n: usize) -> u64 {
    flip_anti(x) >> (9 * (8 - n))
}

/// Set bits per byte.
#[inline]
const fn byte_counts(x: u64) -> u64 {
    let x = x - ((x >> 1) & 0x5555_5555_5555_5555);
    let x = (x & 0x3333_3333_3333_3333) + ((x >> 2) & 0x3333_3333_3333_3333);
    (x + (x >> 4)) & 0x0f0f_0f0f_0f0f_0f0f
}

/// `0x80` in each byte of `x` that is zero, nothing elsewhere (exact per byte: no borrow
/// crosses between bytes, unlike the shorter subtract-and-mask test).
#[inline]
const fn zero_bytes(x: u64) -> u64 {
    !(((x & LOW7) + LOW7) | x | LOW7)
}

/// R1 and R2 on every packed line: no run of three equal cells, half of each value.
#[inline]
fn lines_valid(p: u64, n: usize) -> bool {
    let z = !p & lanes(n, n);
    // A run may start at bits 0..n-3 of a byte; the mask keeps shifted-in bits of the
    // next byte out.
    let starts = lanes(n, n - 2);
    let runs = |x: u64| x & (x >> 1) & (x >> 2) & starts;
    let half = ((n / 2) as u64 * LANES) & bytes(n);
    runs(p) | runs(z) | (byte_counts(p) ^ half) == 0
}

/// R3 on the packed lines: line `r` against line `r + k` for every `k` at once.
#[inline]
fn lines_distinct(p: u64, n: usize) -> bool {
    (1..n).all(|k| zero_bytes(p ^ (p >> (8 * k))) & bytes(n - k) == 0)
}

/// Whether the columns of a packed grid are pairwise distinct.
#[inline]
pub(crate) fn columns_distinct(p: u64, n: usize) -> bool {
    lines_distinct(transpose(p), n)
}

/// R1 + R2 (and R3 when `distinct`) on a complete packed grid of side `n` (4–8, even).
#[inline]
pub(crate) fn follows_rules(p: u64, n: usize, distinct: bool) -> bool {
    let q = transpose(p);
    lines_valid(p, n)
        && lines_valid(q, n)
        && (!distinct || (lines_distinct(p, n) && lines_distinct(q, n)))
}

/// The masks a side needs, worked out once per propagation rather than per shift.
struct Shape {
    /// Every cell.
    cells: u64,
    /// Cells that a shift by one or two towards the first cell may land on.
    from1: u64,
    from2: u64,
    /// Cells that a shift by one or two towards the last cell may land on.
    upto1: u64,
    upto2: u64,
    /// `n / 2` in each used byte.
    half: u64,
    /// The top bit of each used byte.
    high: u64,
}

impl Shape {
    const fn new(n: usize) -> Shape {
        let cells = lanes(n, n);
        Shape {
            cells,
            from1: cells & !lanes(n, 1),
            from2: cells & !lanes(n, 2),
            upto1: lanes(n, n - 1),
            upto2: lanes(n, n - 2),
            half: ((n / 2) as u64 * LANES) & bytes(n),
            high: HIGH & bytes(n),
        }
    }
}

/// Completion on every packed line: the cells a line with half its cells of one value
/// forces to the other (new ones, new zeros, known cells included), or `Err` when a line
/// holds more than half of one value.
#[inline]
fn completion(s: &Shape, o: u64, z: u64) -> Result<(u64, u64), ()> {
    let (co, cz) = (byte_counts(o), byte_counts(z));
    // Counts are at most 8, so adding 0x7f - half sets a byte's top bit exactly when its
    // count passes half, with no carry into the next byte.
    let past_half = 0x7f * LANES - s.half;
    if ((co + past_half) | (cz + past_half)) & HIGH != 0 {
        return Err(());
    }
    // Lines holding half their cells of one value: 0xff across the line's byte.
    let at_half = |c: u64| ((zero_bytes(c ^ s.half) & s.high) >> 7) * 0xff;
    Ok((at_half(cz) & s.cells & !z, at_half(co) & s.cells & !o))
}

/// `board::basic_line` on every row and every column of a row-packed board at once,
/// except that columns are not counted (see [`completion`]): the new ones and zeros that
/// pair, sandwich and hint force along rows and columns and completion forces along
/// rows, or `Err` when a row breaks a rule, a column has a run of three or breaks a hint,
/// or a cell is forced both ways.
///
/// Along a row a neighbour is one bit away within the byte; along a column it is one
/// byte away, so the column techniques need no transpose. `veq` and `vdiff` hold each
/// `down` hint at its upper cell.
#[inline]
fn basic_cells(s: &Shape, o: u64, z: u64, h: &Hints) -> Result<(u64, u64), ()> {
    // Towards the first cell of a row (`<<`) and towards the last (`>>`), dropping what
    // leaves a row; down a column (`<<`, dropping rows past the last) and up (`>>`).
    let (l1, l2) = (|x: u64| (x << 1) & s.from1, |x: u64| (x << 2) & s.from2);
    let (r1, r2) = (|x: u64| (x >> 1) & s.upto1, |x: u64| (x >> 2) & s.upto2);
    let (d1, d2) = (|x: u64| (x << 8) & s.cells, |x: u64| (x << 16) & s.cells);
    let (u1, u2) = (|x: u64| x >> 8, |x: u64| x >> 16);
    let (o1, z1) = (r1(o), r1(z));
    let (ou, zu) = (u1(o), u1(z));
    let runs = (o & o1 & r2(o)) | (z & z1 & r2(z)) | (o & ou & u2(o)) | (z & zu & u2(z));
    let breaks_eq = (((o & l1(z)) | (z & l1(o))) & h.eq) | (((o & zu) | (z & ou)) & h.veq);
    let breaks_diff = (((o & l1(o)) | (z & l1(z))) & h.diff) | (((o & ou) | (z & zu)) & h.vdiff);
    if o & z != 0 || runs | breaks_eq | breaks_diff != 0 {
        return Err(());
    }
    let (half_o, half_z) = completion(s, o, z)?;
    // Pairs marked at their second cell along a row and at their first down a column.
    let (po, pz) = (o & o1, z & z1);
    let (vo, vz) = (o & ou, z & zu);
    let fwd = |x: u64, m: u64| r1(x & m);
    let back = |x: u64, m: u64| l1(x & r1(m));
    let down = |x: u64, m: u64| d1(x & m);
    let up = |x: u64, m: u64| u1(x) & m;
    // The cells forced to the value held by `v`, where `w` holds the other value (with
    // its pairs `pw` along rows and `vw` down columns): beside and between two of `w`,
    // across an `=` from `v` or a `×` from `w`, and `half`, from counting.
    let forced = |v: u64, w: u64, pw: u64, vw: u64, half: u64| {
        l2(pw)
            | r1(pw)
            | l1(w & r2(w))
            | u1(vw)
            | d2(vw)
            | d1(w & u2(w))
            | fwd(v, h.eq)
            | back(v, h.eq)
            | fwd(w, h.diff)
            | back(w, h.diff)
            | down(v, h.veq)
            | up(v, h.veq)
            | down(w, h.vdiff)
            | up(w, h.vdiff)
            | half
    };
    let (fo, fz) = (forced(o, z, pz, vz, half_o), forced(z, o, po, vo, half_z));
    if fo & fz != 0 || fo & z != 0 || fz & o != 0 {
        return Err(());
    }
    Ok((fo & !o, fz & !z))
}

/// A board's hints, row-packed: `right` hints at their left cell, `down` hints at their
/// upper cell.
struct Hints {
    eq: u64,
    diff: u64,
    veq: u64,
    vdiff: u64,
}

impl Hints {
    fn of(hints: &HintMasks, n: usize) -> Hints {
        let down = |m: &[u16]| columns(pack(&m[COLS..COLS + n]), n);
        Hints {
            eq: pack(&hints.eq[..n]),
            diff: pack(&hints.diff[..n]),
            veq: down(&hints.eq),
            vdiff: down(&hints.diff),
        }
    }
}

/// What each level-1 technique alone forces, in `Technique::ALL` order (pair, sandwich,
/// hint, completion), on every packed line at once: per technique the cells it sets to
/// one and to zero, known cells included. Byte for byte the same as `board::pair`,
/// `board::sandwich`, `board::hint` and `board::completion` on that line, so the
/// one-step solver can ask all four of every line in a few dozen word operations.
#[inline]
pub(crate) fn level1_each(n: usize, o: u64, z: u64, eq: u64, diff: u64) -> [(u64, u64); 4] {
    let s = Shape::new(n);
    let (l1, l2) = (|x: u64| (x << 1) & s.from1, |x: u64| (x << 2) & s.from2);
    let (r1, r2) = (|x: u64| (x >> 1) & s.upto1, |x: u64| (x >> 2) & s.upto2);
    let (po, pz) = (o & r1(o), z & r1(z));
    let fwd = |x: u64, m: u64| r1(x & m);
    let back = |x: u64, m: u64| l1(x & r1(m));
    let at_half = |c: u64| ((zero_bytes(c ^ s.half) & s.high) >> 7) * 0xff;
    [
        (l2(pz) | r1(pz), l2(po) | r1(po)),
        (l1(z & r2(z)), l1(o & r2(o))),
        (
            fwd(o, eq) | back(o, eq) | fwd(z, diff) | back(z, diff),
            fwd(z, eq) | back(z, eq) | fwd(o, diff) | back(o, diff),
        ),
        (
            at_half(byte_counts(z)) & s.cells & !z,
            at_half(byte_counts(o)) & s.cells & !o,
        ),
    ]
}

/// [`propagate_until`] to the end.
#[cfg(test)]
pub(crate) fn propagate(hints: &HintMasks, b: &mut Board) -> Result<(), Contradiction> {
    closure_until(hints, b, false, None)
}

/// The level-1 closure of a board of side 8 or less: `solve::propagate` without R3, run
/// on every line at once. Every line is checked in its final state, so a board whose
/// unchanged lines were already closed and checked gets exactly what `propagate` gives
/// for its changed lines.
///
/// With a `target` (row-packed cells) it may stop as soon as all of those are known,
/// unchecked: for a caller that knows the closure finishes the board once they are
/// known (they were taken from a board it finishes), the rest would only confirm it.
pub(crate) fn propagate_until(
    hints: &HintMasks,
    b: &mut Board,
    target: Option<u64>,
) -> Result<(), Contradiction> {
    closure_until(hints, b, false, target)
}

/// The closure of a board of side 8 or less under the level-1 techniques and, with
/// `distinct`, the two R3 checks: `solve::propagate` from every line, run on every line
/// at once. R3 is checked here per kind of line on the packed words: a complete line
/// equal to another is a contradiction, and a line missing one 1 and one 0 may not be
/// finished into a copy of a complete line.
pub(crate) fn closure(
    hints: &HintMasks,
    b: &mut Board,
    distinct: bool,
) -> Result<(), Contradiction> {
    closure_until(hints, b, distinct, None)
}

/// [`closure`], stopping early once every cell of `target` is known.
#[inline]
fn closure_until(
    hints: &HintMasks,
    b: &mut Board,
    distinct: bool,
    target: Option<u64>,
) -> Result<(), Contradiction> {
    let n = b.n;
    let h = Hints::of(hints, n);
    let (mut o, mut z) = (pack(&b.ones[..n]), pack(&b.zeros[..n]));
    let broken = |()| Contradiction::SOMEWHERE;
    let shape = Shape::new(n);
    let reached = |o: u64, z: u64| target.is_some_and(|t| (o | z) & t == t);
    loop {
        // Everything but counting the columns, to a standstill: no transposes.
        loop {
            let (fo, fz) = basic_cells(&shape, o, z, &h).map_err(broken)?;
            if fo | fz == 0 {
                break;
            }
            o |= fo;
            z |= fz;
            if reached(o, z) {
                unpack(b, o, z);
                return Ok(());
            }
        }
        // Then the columns are counted. The closure does not depend on the order its
        // steps are taken in, and every check is made again on the final board.
        let (co, cz) = (columns(o, n), columns(z, n));
        let (fo, fz) = completion(&shape, co, cz).map_err(broken)?;
        let (nco, ncz) = (fo & !co, fz & !cz);
        if nco | ncz != 0 {
            o |= columns(nco, n);
            z |= columns(ncz, n);
            if reached(o, z) {
                break;
            }
            continue;
        }
        // Level 1 is at a standstill on every line: R3 on the rows, then the columns.
        if !distinct {
            break;
        }
        let (do_r, dz_r) = distinct_lines(&shape, o, z, n).map_err(broken)?;
        let (do_c, dz_c) = distinct_lines(&shape, co, cz, n).map_err(broken)?;
        if do_r | dz_r | do_c | dz_c == 0 {
            break;
        }
        o |= do_r | columns(do_c, n);
        z |= dz_r | columns(dz_c, n);
    }
    unpack(b, o, z);
    Ok(())
}

/// Writes row-packed ones and zeros into a board, rows and columns.
#[inline]
fn unpack(b: &mut Board, o: u64, z: u64) {
    let n = b.n;
    let (oc, zc) = (columns(o, n), columns(z, n));
    for i in 0..n {
        let byte = |x: u64| (x >> (8 * i)) as u16 & 0xff;
        b.ones[i] = byte(o);
        b.zeros[i] = byte(z);
        b.ones[COLS + i] = byte(oc);
        b.zeros[COLS + i] = byte(zc);
    }
}

/// Sets a board's columns from its rows (side 8 or less).
pub(crate) fn fill_columns(b: &mut Board) {
    let n = b.n;
    unpack(b, pack(&b.ones[..n]), pack(&b.zeros[..n]));
}

/// R3 on the packed lines of one kind: `Err` when two complete lines are equal, or when
/// both ways of finishing a line that misses one 1 and one 0 copy complete lines;
/// otherwise the cells that finish such a line the only way that copies none (new ones,
/// new zeros).
fn distinct_lines(s: &Shape, o: u64, z: u64, n: usize) -> Result<(u64, u64), ()> {
    // 0x80 in the byte of each complete line.
    let complete = zero_bytes((o | z) ^ s.cells) & s.high;
    for k in 1..n {
        let same = zero_bytes(o ^ (o >> (8 * k))) & bytes(n - k);
        if same & complete & (complete >> (8 * k)) != 0 {
            return Err(());
        }
    }
    // Lines with two open cells and one 1 short of half: rare, so one at a time.
    let open = s.cells & !(o | z);
    let two_open = zero_bytes(byte_counts(open) ^ ((2 * LANES) & bytes(n))) & s.high;
    let one_short = zero_bytes(byte_counts(o) ^ (s.half - (LANES & bytes(n)))) & s.high;
    let mut lines = two_open & one_short;
    let (mut new_ones, mut new_zeros) = (0u64, 0u64);
    while lines != 0 {
        let at = (lines.trailing_zeros() / 8) * 8;
        lines &= lines - 1;
        let line = |x: u64| (x >> at) & 0xff;
        let gaps = line(open);
        let (hi, lo) = (
            1u64 << (63 - gaps.leading_zeros()),
            gaps & gaps.wrapping_neg(),
        );
        let (mut hi_taken, mut lo_taken) = (false, false);
        let mut full_lines = complete;
        while full_lines != 0 {
            let other = line_at(o, full_lines.trailing_zeros() / 8 * 8);
            full_lines &= full_lines - 1;
            hi_taken |= other == line(o) | hi;
            lo_taken |= other == line(o) | lo;
        }
        match (hi_taken, lo_taken) {
            (true, true) => return Err(()),
            (true, false) => {
                new_ones |= lo << at;
                new_zeros |= hi << at;
            }
            (false, true) => {
                new_ones |= hi << at;
                new_zeros |= lo << at;
            }
            (false, false) => {}
        }
    }
    Ok((new_ones, new_zeros))
}

/// The line mask in the byte starting at bit `at`.
#[inline]
fn line_at(x: u64, at: u32) -> u64 {
    (x >> at) & 0xff
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::binairo::grid::Grid;
    use crate::binairo::lines::full;
    use crate::binairo::rules::follows_rules_by_lines;
    use crate::binairo::schedule::uniform_grid;
    use crate::rng::Mulberry32;
    use proptest::prelude::*;

    proptest! {
        /// The anti-diagonal flip gives what the byte-swapped transpose gave, for any
        /// side and any grid within it.
        #[test]
        fn columns_by_flip_equal_columns_by_byte_swaps(n in 1usize..=8, x in any::<u64>()) {
            let x = x & lanes(n, n);
            let s = 8 * (8 - n) as u32;
            let by_swaps = transpose(x.swap_bytes() >> s).swap_bytes() >> s;
            prop_assert_eq!(columns(x, n), by_swaps);
            prop_assert_eq!(columns(columns(x, n), n), x);
        }
    }

    #[test]
    fn transpose_moves_each_bit_across_the_diagonal() {
        for i in 0..8 {
            for j in 0..8 {
                assert_eq!(transpose(1 << (8 * i + j)), 1 << (8 * j + i));
            }
        }
    }

    #[test]
    fn zero_bytes_is_exact() {
        for b in 0..=255u64 {
            for at in 0..8 {
                // The byte under test among bytes of 0x00 and 0x01, the borrow cases.
                for fill in [0u64, LANES] {
                    let x = (fill & !(0xff << (8 * at))) | (b << (8 * at));
                    let want_here = if b == 0 { 0x80 << (8 * at) } else { 0 };
                    assert_eq!(zero_bytes(x) & (0xff << (8 * at)), want_here);
                }
            }
        }
    }

    #[test]
    #[cfg_attr(
        miri,
        ignore = "65,536 grids take hours under Miri; the proptest runs there"
    )]
    fn every_4x4_grid_agrees_with_the_line_by_line_check() {
        for cells in 0..1u32 << 16 {
            let rows: [u16; 4] = core::array::from_fn(|r| ((cells >> (4 * r)) & 0xf) as u16);
            let g = Grid::from_row_masks(&rows).unwrap();
            for distinct in [false, true] {
                assert_eq!(
                    follows_rules(pack(&rows), 4, distinct),
                    follows_rules_by_lines(&g, distinct),
                    "{rows:?}"
                );
            }
        }
    }

    /// 8×8 grids are slow to draw in a debug build, so three of them are checked with
    /// every single flipped cell and every row copied over another.
    #[test]
    #[cfg_attr(miri, ignore = "drawing 8x8 grids takes hours under Miri")]
    fn eight_by_eight_agrees_with_the_line_by_line_check() {
        for seed in 1..=3 {
            let valid = uniform_grid(8, &mut Mulberry32::new(seed)).rows().to_vec();
            let mut cases = alloc::vec![valid.clone()];
            for cell in 0..64 {
                let mut rows = valid.clone();
                rows[cell / 8] ^= 1 << (cell % 8);
                cases.push(rows);
            }
            for (a, b) in (0..8).flat_map(|a| (0..8).map(move |b| (a, b))) {
                let mut rows = valid.clone();
                rows[b] = rows[a];
                cases.push(rows);
            }
            for rows in cases {
                let g = Grid::from_row_masks(&rows).unwrap();
                for distinct in [false, true] {
                    assert_eq!(
                        follows_rules(pack(&rows), 8, distinct),
                        follows_rules_by_lines(&g, distinct),
                        "{rows:?}"
                    );
                }
            }
        }
    }

    proptest! {
        /// `level1_each` on every line at once equals the line techniques line by line,
        /// on any cells (overlapping ones and zeros included) and any in-line hints.
        #[test]
        fn level1_each_equals_the_line_techniques(
            n in proptest::sample::select(&[4usize, 6, 8][..]),
            raw in proptest::collection::vec((any::<u16>(), any::<u16>(), any::<u16>(), any::<u16>()), 8),
        ) {
            use crate::binairo::board;
            let f = full(n);
            // Hint masks name edges by the bit of their first cell's right neighbour: bits 1..n.
            let lines: alloc::vec::Vec<(u16, u16, u16, u16)> = raw[..n].iter()
                .map(|&(o, z, eq, diff)| (o & f, z & f, eq & f & !1, diff & f & !1))
                .collect();
            let col = |i: usize| lines.iter().map(move |l| [l.0, l.1, l.2, l.3][i]).collect::<alloc::vec::Vec<_>>();
            let got = level1_each(n, pack(&col(0)), pack(&col(1)), pack(&col(2)), pack(&col(3)));
            for (l, &(o, z, eq, diff)) in lines.iter().enumerate() {
                let want = [
                    board::pair(n, o, z),
                    board::sandwich(n, o, z),
                    board::hint(o, z, eq, diff),
                    board::completion(n, o, z),
                ];
                for (t, &(wo, wz)) in want.iter().enumerate() {
                    let byte = |x: u64| (x >> (8 * l)) as u16 & 0xff;
                    prop_assert_eq!((byte(got[t].0), byte(got[t].1)), (wo, wz), "technique {} line {}", t, l);
                }
            }
            // Nothing outside the lines.
            for &(xo, xz) in &got {
                prop_assert_eq!((xo | xz) & !lanes(n, n), 0);
            }
        }

        /// Valid 6×6 grids with a few cells flipped or a row copied over another: near the
        /// boundary between passing and failing, where a slip in the masks would show.
        #[test]
        fn packed_check_equals_the_line_by_line_check(
            seed: u32,
            flips in proptest::collection::vec((0usize..8, 0usize..8), 0..3),
            copy in proptest::option::of((0usize..8, 0usize..8)),
            raw in proptest::option::of(any::<u64>()),
        ) {
            let n = 6;
            let mut rows = uniform_grid(n, &mut Mulberry32::new(seed)).rows().to_vec();
            if let Some(x) = raw {
                for (r, row) in rows.iter_mut().enumerate() {
                    *row = (x >> (8 * r)) as u16 & full(n);
                }
            }
            for (r, c) in flips {
                rows[r % n] ^= 1 << (c % n);
            }
            if let Some((a, b)) = copy {
                rows[b % n] = rows[a % n];
            }
            let g = Grid::from_row_masks(&rows).unwrap();
            for distinct in [false, true] {
                prop_assert_eq!(
                    follows_rules(pack(&rows), n, distinct),
                    follows_rules_by_lines(&g, distinct)
                );
            }
        }
    }
}
