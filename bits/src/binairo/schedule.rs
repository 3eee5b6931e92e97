//! Choosing the solution grid: at random (uniformly up to 8×8), and for daily 6×6
//! puzzles on a schedule that never repeats a grid within 4,140 consecutive days.
//!
//! There are exactly 4,140 valid 6×6 grids (R1–R3; the tests count them twice). The
//! seed's plan — shuffle the row table, take the first grid backtracking finds — favours
//! grids that come early in many orders. Instead, grids are numbered in a fixed order
//! (rows compared as indices into the sorted row table), listed once per process by
//! the grid catalog, and a number is looked up there (the tests also find each one by
//! counting completions, independently of the catalog). Daily ids map their day number through a
//! fixed permutation of `0..4140`, so every run of 4,140 days shows every grid once.
//! 4×4 and 8×8 draw rows uniformly and reject failures (exactly uniform, since every row
//! sequence is equally likely and only valid grids are kept). From 10×10 on acceptance is
//! too rare for that, and a seeded search picks the grid: every grid can come, not each
//! as often (the `builtFromSeed` text still says "uniform" there; changing it is a
//! generator version).

use super::grid::Grid;
use super::lines::{MAX_SIZE, full, triple_starts, valid_lines};
use super::packed;
use crate::daily::PuzzleId;
use crate::rng::Mulberry32;
use alloc::vec::Vec;

/// Number of valid 6×6 grids.
pub const GRIDS_6: u32 = 4_140;

const fn valid_rows_6() -> [u16; 14] {
    let mut out = [0u16; 14];
    let mut k = 0;
    let mut x = 0u16;
    while x < 64 {
        let z = !x & 0x3F;
        if x.count_ones() == 3 && triple_starts(x) == 0 && triple_starts(z) == 0 {
            out[k] = x;
            k += 1;
        }
        x += 1;
    }
    out
}

/// The 14 valid 6-cell lines, ascending.
pub const ROWS_6: [u16; 14] = valid_rows_6();

/// Whether the partial grid `rows[..len]` can still be extended (6×6): columns stay
/// within three of each value, no column triple, rows distinct.
#[cfg(test)]
const fn prefix_ok(rows: &[u16; 6], len: usize) -> bool {
    let new = rows[len - 1];
    let mut i = 0;
    while i + 1 < len {
        if rows[i] == new {
            return false;
        }
        i += 1;
    }
    if len >= 3 {
        let (a, b, c) = (rows[len - 3], rows[len - 2], new);
        if a & b & c != 0 || (!a & !b & !c) & 0x3F != 0 {
            return false;
        }
    }
    // Column counts of ones must stay within [len - 3, 3].
    let mut col = 0;
    while col < 6 {
        let mut ones = 0;
        let mut r = 0;
        while r < len {
            ones += (rows[r] >> col) & 1;
            r += 1;
        }
        if ones > 3 || (len as u16) > ones + 3 {
            return false;
        }
        col += 1;
    }
    true
}

#[cfg(test)]
const fn columns_distinct(rows: &[u16; 6]) -> bool {
    let mut cols = [0u16; 6];
    let mut c = 0;
    while c < 6 {
        let mut r = 0;
        while r < 6 {
            cols[c] = (cols[c] << 1) | ((rows[r] >> (5 - c)) & 1);
            r += 1;
        }
        c += 1;
    }
    let mut a = 0;
    while a < 6 {
        let mut b = 0;
        while b < a {
            if cols[a] == cols[b] {
                return false;
            }
            b += 1;
        }
        a += 1;
    }
    true
}

/// Completions of `rows[..len]` to a valid grid; when `target` is `Some(k)`, stops at
/// the `k`-th completion (0-based, in row-table order) and leaves it in `rows`.
#[cfg(test)]
const fn complete(rows: &mut [u16; 6], len: usize, target: &mut i64) -> u32 {
    if len == 6 {
        if !columns_distinct(rows) {
            return 0;
        }
        *target -= 1;
        return 1;
    }
    let mut total = 0;
    let mut i = 0;
    while i < 14 {
        rows[len] = ROWS_6[i];
        if prefix_ok(rows, len + 1) {
            total += complete(rows, len + 1, target);
            if *target == -1 {
                return total;
            }
        }
        i += 1;
    }
    total
}

/// Calls `visit` with every valid 6×6 grid (row masks) in row-table order, the order
/// [`unrank_6`] numbers them in.
pub(crate) fn for_each_grid_6(mut visit: impl FnMut(&[u16; 6])) {
    // The same walk as `complete`, with the column counts carried down instead of
    // recounted at every node: six 4-bit counters per value, a row added with one
    // table lookup. Counts stay at most 6, so adding 4 to every counter sets a
    // counter's top bit exactly when it passed 3.
    const SPREAD: [u32; 64] = {
        let mut t = [0u32; 64];
        let mut x = 0;
        while x < 64 {
            let mut c = 0;
            while c < 6 {
                t[x] |= ((x as u32 >> c) & 1) << (4 * c);
                c += 1;
            }
            x += 1;
        }
        t
    };
    const OVER: u32 = 0x88_8888;
    // NEXT[a][b]: the row-table entries that may follow rows `a`, `b` without three equal
    // cells in a column, as a mask over the table.
    const NEXT: [[u16; 14]; 14] = {
        let mut t = [[0u16; 14]; 14];
        let mut a = 0;
        while a < 14 {
            let mut b = 0;
            while b < 14 {
                let mut i = 0;
                while i < 14 {
                    let (x, y, z) = (ROWS_6[a], ROWS_6[b], ROWS_6[i]);
                    if x & y & z == 0 && !(x | y | z) & 0x3F == 0 {
                        t[a][b] |= 1 << i;
                    }
                    i += 1;
                }
                b += 1;
            }
            a += 1;
        }
        t
    };
    const EVERY: u16 = (1 << 14) - 1;
    fn walk(
        rows: &mut [u16; 6],
        // Row-table entries of the rows so far.
        at: &mut [usize; 6],
        len: usize,
        // Which entries the rows so far use (rows are distinct).
        used: u16,
        (ones, zeros): (u32, u32),
        visit: &mut dyn FnMut(&[u16; 6]),
    ) {
        if len == 6 {
            if packed::columns_distinct(packed::pack(rows), 6) {
                visit(rows);
            }
            return;
        }
        let mut candidates = if len >= 2 {
            NEXT[at[len - 2]][at[len - 1]]
        } else {
            EVERY
        } & !used;
        while candidates != 0 {
            let i = candidates.trailing_zeros() as usize;
            candidates &= candidates - 1;
            let x = ROWS_6[i];
            let counts = (
                ones + SPREAD[usize::from(x)],
                zeros + SPREAD[usize::from(!x & 0x3F)],
            );
            if ((counts.0 + 0x44_4444) | (counts.1 + 0x44_4444)) & OVER != 0 {
                continue;
            }
            rows[len] = x;
            at[len] = i;
            walk(rows, at, len + 1, used | (1 << i), counts, visit);
        }
    }
    walk(&mut [0; 6], &mut [0; 6], 0, 0, (0, 0), &mut visit);
}

/// The plain walk (`prefix_ok` at every node), the reference for `for_each_grid_6`.
#[cfg(test)]
fn for_each_grid_6_plain(mut visit: impl FnMut(&[u16; 6])) {
    fn walk(rows: &mut [u16; 6], len: usize, visit: &mut dyn FnMut(&[u16; 6])) {
        if len == 6 {
            if columns_distinct(rows) {
                visit(rows);
            }
            return;
        }
        for x in ROWS_6 {
            rows[len] = x;
            if prefix_ok(rows, len + 1) {
                walk(rows, len + 1, visit);
            }
        }
    }
    walk(&mut [0; 6], 0, &mut visit);
}

#[cfg(test)]
fn pair_counts() -> [[u16; 14]; 14] {
    let mut out = [[0u16; 14]; 14];
    let mut a = 0;
    while a < 14 {
        let mut b = 0;
        while b < 14 {
            let mut rows = [ROWS_6[a], ROWS_6[b], 0, 0, 0, 0];
            if a != b {
                let mut never = i64::MAX;
                out[a][b] = complete(&mut rows, 2, &mut never) as u16;
            }
            b += 1;
        }
        a += 1;
    }
    out
}

/// How many valid 6×6 grids start with rows `ROWS_6[a]`, `ROWS_6[b]`.
/// (Written out rather than computed at compile time, which would cost every build
/// seconds; a test recomputes it with [`pair_counts`].)
#[cfg(test)]
#[rustfmt::skip]
static PAIR_COUNTS: [[u16; 14]; 14] = [
    [0, 9, 9, 32, 22, 3, 6, 22, 12, 6, 9, 32, 32, 92],
    [9, 0, 32, 9, 12, 6, 22, 6, 22, 3, 32, 9, 92, 32],
    [9, 32, 0, 9, 6, 6, 3, 12, 22, 22, 32, 92, 9, 32],
    [32, 9, 9, 0, 9, 9, 32, 9, 32, 32, 108, 32, 32, 9],
    [22, 12, 6, 9, 0, 32, 9, 32, 9, 92, 32, 22, 3, 6],
    [3, 6, 6, 9, 32, 0, 9, 32, 92, 9, 32, 22, 22, 12],
    [6, 22, 3, 32, 9, 9, 0, 92, 32, 32, 9, 12, 6, 22],
    [22, 6, 12, 9, 32, 32, 92, 0, 9, 9, 32, 3, 22, 6],
    [12, 22, 22, 32, 9, 92, 32, 9, 0, 32, 9, 6, 6, 3],
    [6, 3, 22, 32, 92, 9, 32, 9, 32, 0, 9, 6, 12, 22],
    [9, 32, 32, 108, 32, 32, 9, 32, 9, 9, 0, 9, 9, 32],
    [32, 9, 92, 32, 22, 22, 12, 3, 6, 6, 9, 0, 32, 9],
    [32, 92, 9, 32, 3, 22, 6, 22, 6, 12, 9, 32, 0, 9],
    [92, 32, 32, 9, 6, 12, 22, 6, 3, 22, 32, 9, 9, 0],
];

/// The `index`-th valid 6×6 grid (`index < 4140`) in row-table order.
pub fn unrank_6(index: u32) -> Option<Grid> {
    let cells = super::catalog::catalog().grid(index)?;
    Grid::from_row_masks(&super::catalog::rows_of(cells)).ok()
}

/// [`unrank_6`] by counting and search, without the catalog: the reference the catalog's
/// numbering is tested against.
#[cfg(test)]
fn unrank_6_by_search(index: u32) -> Option<Grid> {
    if index >= GRIDS_6 {
        return None;
    }
    let mut left = index;
    for (a, counts) in PAIR_COUNTS.iter().enumerate() {
        for (b, &count) in counts.iter().enumerate() {
            let count = u32::from(count);
            if left < count {
                let mut rows = [ROWS_6[a], ROWS_6[b], 0, 0, 0, 0];
                let mut target = i64::from(left);
                complete(&mut rows, 2, &mut target);
                return Grid::from_row_masks(&rows).ok();
            }
            left -= count;
        }
    }
    None
}

/// The day and schedule position of a dated 6×6 puzzle, whose solution the schedule
/// picks; `None` for any other id or side, whose solution [`uniform_grid`] draws.
pub(crate) fn scheduled_6(id: &PuzzleId<'_>, n: usize) -> Option<(i64, u32)> {
    let day = id.date().filter(|_| n == 6)?.days_since_epoch();
    Some((day, schedule_index_6(day)))
}

/// The solution grid puzzle `id` has at side `n`. At 4×4 and 6×6 every generator version
/// so far drew the same one, in microseconds, so a checked load can tell an entry carried
/// over to another id, with its seeds recomputed, from the real one ([`may_be_drawn`]).
pub(crate) fn drawn_grid(id: &PuzzleId<'_>, n: usize, row_order_seed: u32) -> Grid {
    match scheduled_6(id, n).and_then(|(_, index)| unrank_6(index)) {
        Some(g) => g,
        None => uniform_grid(n, &mut Mulberry32::new(row_order_seed)),
    }
}

/// Whether `solution` may be the grid `id` has at side `n`: checked where a load can
/// afford to draw it again and every generator version agrees, 4×4 and 6×6 (the dailies);
/// taken as it is at 8×8, whose rejection sampler takes about 15 ms, and from 10×10 on,
/// whose seeded search takes from a millisecond to seconds by the id and changed with
/// version 3's propagation (a version 1 or 2 entry there drew another grid).
pub(crate) fn may_be_drawn(
    id: &PuzzleId<'_>,
    n: usize,
    row_order_seed: u32,
    solution: &Grid,
) -> bool {
    !matches!(n, 4 | 6) || drawn_grid(id, n, row_order_seed) == *solution
}

/// Position of a day in the 6×6 schedule: a fixed pseudo-random permutation of
/// `0..4140` applied to `day mod 4140`, so consecutive days look unrelated and no grid
/// repeats within 4,140 days.
pub fn schedule_index_6(days_since_epoch: i64) -> u32 {
    let mut x = days_since_epoch.rem_euclid(i64::from(GRIDS_6)) as u32;
    // Cycle-walking a 14-bit Feistel permutation down to the 4,140-element domain.
    loop {
        x = feistel14(x);
        if x < GRIDS_6 {
            return x;
        }
    }
}

/// A 4-round balanced Feistel network on 14 bits (a bijection on `0..16384`).
fn feistel14(x: u32) -> u32 {
    const KEYS: [u32; 4] = [0x9E37_79B9, 0x85EB_CA6B, 0xC2B2_AE35, 0x27D4_EB2F];
    let (mut l, mut r) = (x >> 7, x & 0x7F);
    for k in KEYS {
        let f = mix(r ^ k) & 0x7F;
        (l, r) = (r, l ^ f);
    }
    (l << 7) | r
}

fn mix(mut h: u32) -> u32 {
    h ^= h >> 16;
    h = h.wrapping_mul(0x7FEB_352D);
    h ^= h >> 15;
    h = h.wrapping_mul(0x846C_A68B);
    h ^ (h >> 16)
}

/// A random valid grid of side `n` (R1–R3): uniform for sides up to 8.
///
/// 6×6 unranks one of the 4,140 grids; 4×4 and 8×8 use rejection sampling over rows drawn
/// from the valid-line table, abandoning a draw as soon as its prefix cannot be completed
/// (exactly uniform). From 10×10 on, acceptance becomes too rare for that, and a seeded
/// depth-first search with propagation picks each branch's value at random instead —
/// every grid is reachable, but not with equal probability.
///
/// Crate-private: `n` must be a supported side (the generator checks it first); the public
/// way to a grid is a puzzle id through the generator.
pub(crate) fn uniform_grid(n: usize, rng: &mut Mulberry32) -> Grid {
    if n == 6 {
        if let Some(g) = unrank_6(rng.below(GRIDS_6)) {
            return g;
        }
    }
    if n >= 10 {
        return random_search_grid(n, rng);
    }
    let table = valid_lines(n);
    let half = n / 2;
    let mut rows = [0u16; MAX_SIZE];
    'attempt: loop {
        let mut ones = [0u8; MAX_SIZE]; // per column, indexed by bit position
        for r in 0..n {
            let x = table[rng.below(table.len() as u32) as usize];
            if rows[..r].contains(&x) {
                continue 'attempt;
            }
            if r >= 2 {
                let (a, b) = (rows[r - 2], rows[r - 1]);
                if a & b & x != 0 || !(a | b | x) & full(n) != 0 {
                    continue 'attempt;
                }
            }
            for (bitpos, count) in ones.iter_mut().enumerate().take(n) {
                *count += ((x >> bitpos) & 1) as u8;
                let zeros = r + 1 - *count as usize;
                if *count as usize > half || zeros > half {
                    continue 'attempt;
                }
            }
            rows[r] = x;
        }
        let g = Grid::from_row_masks(&rows[..n]).expect("rows come from the valid-line table");
        let cols = g.columns();
        let cols = &cols[..n];
        if cols.iter().enumerate().all(|(i, c)| !cols[..i].contains(c)) {
            return g;
        }
    }
}

/// All valid 6×6 grids in row-table order (for tests and audits).
pub fn all_grids_6() -> Vec<Grid> {
    (0..GRIDS_6).filter_map(unrank_6).collect()
}

/// Seeded depth-first search with the exact solver's propagation; the first value tried at
/// each branch is drawn from `rng`.
fn random_search_grid(n: usize, rng: &mut Mulberry32) -> Grid {
    use super::board::{Board, COLS, HintMasks};
    use super::solve::propagate;
    fn walk(b: Board, dirty: u32, hints: &HintMasks, rng: &mut Mulberry32) -> Option<Board> {
        let mut b = b;
        propagate(hints, &mut b, dirty, true).ok()?;
        let Some((r, c)) = b.branch_cell() else {
            return Some(b);
        };
        let first = rng.below(2) as u8;
        for v in [first, 1 - first] {
            let mut next = b;
            next.set(r, c, v);
            if let Some(done) = walk(next, (1 << r) | (1 << (COLS + c)), hints, rng) {
                return Some(done);
            }
        }
        None
    }
    let hints = HintMasks::default();
    let b = Board::empty(n);
    let done = walk(b, b.all_lines(), &hints, rng).expect("every even side has valid grids");
    Grid::from_row_masks(&done.row_masks()[..n]).expect("a complete board has valid rows")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::binairo::rules::grid_follows_rules;

    #[test]
    fn unranking_enumerates_every_grid_once_in_order() {
        let all = all_grids_6();
        assert_eq!(all.len(), GRIDS_6 as usize);
        let key = |g: &Grid| -> Vec<usize> {
            g.rows()
                .iter()
                .map(|r| ROWS_6.iter().position(|x| x == r).unwrap())
                .collect()
        };
        for w in all.windows(2) {
            assert!(key(&w[0]) < key(&w[1]));
        }
        assert!(all.iter().all(grid_follows_rules));
        assert_eq!(unrank_6(GRIDS_6), None);
    }

    #[test]
    fn enumeration_matches_unranking() {
        let mut all = Vec::new();
        for_each_grid_6(|rows| all.push(*rows));
        let unranked: Vec<[u16; 6]> = (0..GRIDS_6)
            .map(|i| unrank_6_by_search(i).unwrap().rows().try_into().unwrap())
            .collect();
        assert_eq!(all, unranked);
        assert_eq!(
            all_grids_6(),
            (0..GRIDS_6)
                .filter_map(unrank_6_by_search)
                .collect::<Vec<_>>()
        );
    }

    #[test]
    fn counted_walk_equals_plain_walk() {
        let (mut fast, mut plain) = (Vec::new(), Vec::new());
        for_each_grid_6(|rows| fast.push(*rows));
        for_each_grid_6_plain(|rows| plain.push(*rows));
        assert_eq!(fast.len(), GRIDS_6 as usize);
        assert_eq!(fast, plain);
    }

    #[test]
    fn pair_table_is_current() {
        assert_eq!(PAIR_COUNTS, pair_counts());
        let total: u32 = PAIR_COUNTS.iter().flatten().map(|&c| u32::from(c)).sum();
        assert_eq!(total, GRIDS_6);
    }

    #[test]
    fn schedule_is_a_permutation() {
        let mut seen = alloc::vec![false; GRIDS_6 as usize];
        for d in 20_000..20_000 + i64::from(GRIDS_6) {
            let i = schedule_index_6(d) as usize;
            assert!(!seen[i]);
            seen[i] = true;
        }
        assert_eq!(schedule_index_6(-5), schedule_index_6(-5 + 4140));
    }

    #[test]
    fn rejection_sampling_is_valid_and_covers_4x4() {
        let mut rng = Mulberry32::new(1);
        let mut seen = alloc::collections::BTreeSet::new();
        for _ in 0..3000 {
            let g = uniform_grid(4, &mut rng);
            assert!(grid_follows_rules(&g));
            seen.insert(g.rows().to_vec());
        }
        assert_eq!(seen.len(), 72);
        for n in [8, 10] {
            assert!(grid_follows_rules(&uniform_grid(n, &mut rng)));
        }
    }
}
