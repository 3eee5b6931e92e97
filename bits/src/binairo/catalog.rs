//! Every valid 6×6 grid at once, for exact answers in a few hundred word operations.
//!
//! A 6×6 puzzle's solutions are the valid grids (there are only 4,140) that agree with
//! its givens and hints. Numbering the grids as [`schedule::unrank_6`] does, the grids
//! whose cell *(r, c)* is 1 form a 4,140-bit set, and each given or hint selects the
//! grids it allows by one word-wise operation on one or two of those sets: a given
//! keeps the set or its complement, an `=` hint keeps the grids where its two cells'
//! sets agree, a `×` hint where they differ. Counting solutions becomes an AND of a
//! dozen or two sets and a popcount, with no search at all — which is what lets the
//! generator prove uniqueness and minimality of every candidate cheaply.
//!
//! The table (36 sets of 65 words, 19 KB) is built once per process on first use, from
//! the same enumeration that numbers the schedule; it is immutable afterwards, and
//! threads that race to build it build identical tables, of which one is kept.
//!
//! [`schedule::unrank_6`]: super::schedule::unrank_6

use super::board::{Board, COLS, HintMasks};
use super::lines::bit;
use super::schedule::{GRIDS_6, for_each_grid_6};
use alloc::boxed::Box;
use alloc::vec::Vec;
use once_cell::race::OnceBox;

/// Words in a set of grids.
pub(crate) const WORDS: usize = (GRIDS_6 as usize).div_ceil(64);

/// A set of valid 6×6 grids, bit `i` standing for grid number `i`.
pub(crate) type GridSet = [u64; WORDS];

/// Side of the grids in the catalog.
const N: usize = 6;

/// One thing a puzzle states about its solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Constraint {
    /// Cell `cell` (row-major index) holds `value`.
    Given { cell: u8, value: bool },
    /// Cells `a` and `b` are equal (`equal`) or differ.
    Hint { a: u8, b: u8, equal: bool },
}

/// Why [`Catalog::minimize`] found no minimal puzzle within the limits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Unfit {
    /// More givens are needed than allowed.
    Givens,
    /// A hint adds nothing, yet the minimum count keeps it.
    Hint,
}

/// Working space that the generator's attempts reuse, so that none of them allocates or
/// clears its grid sets and difference lists anew.
#[derive(Default)]
pub(crate) struct Scratch {
    /// Suffix intersections of a hint list.
    pub sets: Vec<GridSet>,
    /// Differences from the solution of the grids a set holds.
    pub diffs: Vec<u64>,
}

/// The grid sets, one per cell.
pub(crate) struct Catalog {
    /// `ones[r * 6 + c]`: the grids whose cell (r, c) is 1 (36 sets). On the heap from
    /// the start: built as an array, its 18.7 KB sat on the stack of whichever thread made
    /// the first 6×6 puzzle, and a thread with a small stack (Python lets one have 32 KiB)
    /// crashed there.
    ones: Box<[GridSet]>,
    /// Every grid as 36 bits, bit `r * 6 + c` holding cell (r, c).
    grids: Vec<u64>,
    /// Every grid.
    all: GridSet,
}

static CATALOG: OnceBox<Catalog> = OnceBox::new();

/// The catalog, built on first use.
pub(crate) fn catalog() -> &'static Catalog {
    CATALOG.get_or_init(|| Box::new(Catalog::build()))
}

impl Catalog {
    fn build() -> Catalog {
        let mut ones = alloc::vec![[0u64; WORDS]; N * N].into_boxed_slice();
        let mut grids = Vec::with_capacity(GRIDS_6 as usize);
        for_each_grid_6(|rows| {
            let i = grids.len();
            let cells = cells_of(rows);
            let mut m = cells;
            while m != 0 {
                ones[m.trailing_zeros() as usize][i / 64] |= 1 << (i % 64);
                m &= m - 1;
            }
            grids.push(cells);
        });
        let mut all = [u64::MAX; WORDS];
        let tail = GRIDS_6 as usize % 64;
        if tail != 0 {
            all[WORDS - 1] = (1 << tail) - 1;
        }
        Catalog { ones, grids, all }
    }

    /// `into` becomes the grids of `from` that satisfy `k`: one pass, where copying and
    /// then restricting would be two.
    #[inline]
    fn restrict_into(&self, from: &GridSet, k: Constraint, into: &mut GridSet) {
        match k {
            Constraint::Given { cell, value } => {
                let t = &self.ones[cell as usize];
                let flip = if value { 0 } else { u64::MAX };
                for ((i, f), t) in into.iter_mut().zip(from).zip(t) {
                    *i = f & (t ^ flip);
                }
            }
            Constraint::Hint { a, b, equal } => {
                let (ta, tb) = (&self.ones[a as usize], &self.ones[b as usize]);
                let flip = if equal { u64::MAX } else { 0 };
                for (((i, f), x), y) in into.iter_mut().zip(from).zip(ta).zip(tb) {
                    *i = f & (x ^ y ^ flip);
                }
            }
        }
    }

    /// Narrows `set` to the grids that satisfy `k`.
    #[inline]
    pub(crate) fn restrict(&self, set: &mut GridSet, k: Constraint) {
        match k {
            Constraint::Given { cell, value } => {
                let t = &self.ones[cell as usize];
                if value {
                    set.iter_mut().zip(t).for_each(|(s, t)| *s &= t);
                } else {
                    set.iter_mut().zip(t).for_each(|(s, t)| *s &= !t);
                }
            }
            Constraint::Hint { a, b, equal } => {
                let (ta, tb) = (&self.ones[a as usize], &self.ones[b as usize]);
                let flip = if equal { u64::MAX } else { 0 };
                for ((s, x), y) in set.iter_mut().zip(ta).zip(tb) {
                    *s &= x ^ y ^ flip;
                }
            }
        }
    }

    /// The grids that agree with `solution` (36 bits) on every cell of `cells`.
    pub(crate) fn agreeing(&self, solution: u64, cells: u64) -> GridSet {
        let mut set = self.all;
        let mut m = cells;
        while m != 0 {
            let cell = m.trailing_zeros() as u8;
            m &= m - 1;
            let value = solution & (1 << cell) != 0;
            self.restrict(&mut set, Constraint::Given { cell, value });
        }
        set
    }

    /// Grid number `index` as 36 bits.
    pub(crate) fn grid(&self, index: u32) -> Option<u64> {
        self.grids.get(index as usize).copied()
    }

    /// The grids that satisfy every constraint.
    pub(crate) fn solutions(&self, constraints: &[Constraint]) -> GridSet {
        let mut set = self.all;
        for &k in constraints {
            self.restrict(&mut set, k);
        }
        set
    }

    /// Greedy removal by uniqueness: goes through `items` in order and drops each one
    /// whose absence (with everything dropped before it) still leaves exactly one grid
    /// satisfying `base` and the rest, until `max_removed` are gone. Clears `keep[i]` for
    /// each dropped item and returns how many were dropped.
    ///
    /// What is kept is minimal: an item kept was needed alongside a superset of what
    /// finally remains, and an item needed alongside more is needed alongside less.
    /// With the intersections of every suffix prepared first, each decision is one
    /// intersection and one popcount.
    #[cfg(test)]
    pub(crate) fn remove_while_unique(
        &self,
        base: &GridSet,
        items: &[Constraint],
        keep: &mut [bool],
        max_removed: usize,
    ) -> usize {
        let k = items.len();
        let mut suffix: Vec<GridSet> = alloc::vec![*base; k + 1];
        for i in (0..k).rev() {
            let mut s = suffix[i + 1];
            self.restrict(&mut s, items[i]);
            suffix[i] = s;
        }
        let mut prefix = self.all;
        let mut removed = 0;
        for i in 0..k {
            if removed < max_removed && intersection_count(&prefix, &suffix[i + 1]) == 1 {
                keep[i] = false;
                removed += 1;
            } else {
                self.restrict(&mut prefix, items[i]);
            }
        }
        removed
    }

    /// A minimal puzzle for `solution` (36 bits, as [`cells_of`]): givens are dropped in
    /// `order` while the puzzle stays unique, then hints in their order, never below
    /// `min_hints`. Returns the kept givens (36 bits) and a keep flag per hint, or why
    /// not: too many givens, or a hint that only the minimum count keeps. (Givens kept
    /// because `max_removed` ran out are not checked here; callers that cap removals
    /// check minimality themselves.)
    ///
    /// Same decisions as [`Catalog::remove_while_unique`] in both phases, on a smaller
    /// universe: only grids that satisfy every hint can stop a given from going, and
    /// each such grid is a 36-bit difference from the solution, so a given may go
    /// unless some grid differs from the solution, among the kept givens, in that given
    /// alone. Hints are then decided over the grids that agree with every kept given.
    ///
    /// The intersections of every suffix of the hint list serve both phases: the first
    /// is the set of grids meeting every hint, and within the grids agreeing with the
    /// kept givens they decide each hint in one pass.
    pub(crate) fn minimize(
        &self,
        solution: u64,
        order: &[u16],
        hints: &[Constraint],
        (max_removed, max_givens): (usize, usize),
        min_hints: usize,
        scratch: &mut Scratch,
    ) -> Result<(u64, Vec<bool>), Unfit> {
        let Scratch {
            sets: suffix,
            diffs,
        } = scratch;
        self.suffixes_into(hints, suffix);
        self.differences_into(solution, &suffix[0], diffs);
        let mut kept = (1u64 << (N * N)) - 1;
        // A given is locked when some grid differs from the solution, among the kept
        // givens, in that given alone. Kept givens only shrink, so locked ones stay
        // locked, and only a removal can lock more: recomputing the set then, in one
        // branch-free pass over the few differences, replaces a search per given.
        let locked_by = |kept: u64| {
            diffs.iter().fold(0u64, |locked, &d| {
                let m = d & kept;
                locked | (m & u64::from(m & m.wrapping_sub(1) == 0).wrapping_neg())
            })
        };
        let mut locked = locked_by(kept);
        let mut removed = 0;
        for &cell in order {
            if removed == max_removed {
                break;
            }
            let one = 1u64 << cell;
            if locked & one == 0 {
                kept &= !one;
                removed += 1;
                locked = locked_by(kept);
            }
        }
        if kept.count_ones() as usize > max_givens {
            return Err(Unfit::Givens);
        }
        // The grids that agree with every kept given, narrowed by each hint kept so far:
        // a hint is needed when one of them meets every later hint but breaks this one.
        let mut prefix = self.agreeing(solution, kept);
        let k = hints.len();
        let can_remove = k.saturating_sub(min_hints);
        let mut removed = 0;
        let mut keep_hints = alloc::vec![true; k];
        for j in 0..k {
            let needed = match hints[j] {
                Constraint::Hint { a, b, equal } => {
                    let (ta, tb) = (&self.ones[a as usize], &self.ones[b as usize]);
                    let flip = if equal { 0 } else { u64::MAX };
                    // Eight words at a time: each block vectorises, and a needed hint
                    // usually shows within the first blocks.
                    let later = &suffix[j + 1];
                    (0..WORDS).step_by(8).any(|w0| {
                        (w0..(w0 + 8).min(WORDS)).fold(0, |acc, w| {
                            acc | (prefix[w] & later[w] & (ta[w] ^ tb[w] ^ flip))
                        }) != 0
                    })
                }
                Constraint::Given { .. } => true,
            };
            if needed {
                self.restrict(&mut prefix, hints[j]);
            } else if removed < can_remove {
                keep_hints[j] = false;
                removed += 1;
            } else {
                return Err(Unfit::Hint);
            }
        }
        Ok((kept, keep_hints))
    }

    /// How each grid of `set` other than `solution` differs from it (36 bits each),
    /// written over `diffs`: a puzzle whose constraints allow exactly the grids of `set`
    /// is unique with a set of givens exactly when every difference meets the givens.
    pub(crate) fn differences_into(&self, solution: u64, set: &GridSet, diffs: &mut Vec<u64>) {
        diffs.clear();
        self.each_grid(set, |g| {
            if g != solution {
                diffs.push(g ^ solution);
            }
        });
    }

    /// `suffixes[j]`: the grids satisfying `constraints[j..]` (so `suffixes[len]` is every
    /// grid). With a running prefix, any one constraint can be left out in one pass.
    pub(crate) fn suffixes(&self, constraints: &[Constraint]) -> Vec<GridSet> {
        let mut suffix = Vec::new();
        self.suffixes_into(constraints, &mut suffix);
        suffix
    }

    /// `suffixes` written into `suffix`, which keeps its allocation (and, past what is
    /// written, its old contents) from call to call.
    pub(crate) fn suffixes_into(&self, constraints: &[Constraint], suffix: &mut Vec<GridSet>) {
        let k = constraints.len();
        if suffix.len() < k + 1 {
            suffix.resize(k + 1, [0; WORDS]);
        }
        suffix[k] = self.all;
        for j in (0..k).rev() {
            let (head, tail) = suffix.split_at_mut(j + 1);
            self.restrict_into(&tail[0], constraints[j], &mut head[j]);
        }
    }

    /// Calls `visit` with each grid of `set` (36 bits each).
    fn each_grid(&self, set: &GridSet, mut visit: impl FnMut(u64)) {
        for (w, &word) in set.iter().enumerate() {
            let mut m = word;
            while m != 0 {
                visit(self.grids[w * 64 + m.trailing_zeros() as usize]);
                m &= m - 1;
            }
        }
    }

    /// Whether every constraint is needed: without any one of them, a second grid
    /// satisfies the rest. Prefix and suffix intersections make this one pass.
    pub(crate) fn all_needed(&self, constraints: &[Constraint]) -> bool {
        let k = constraints.len();
        let suffix = self.suffixes(constraints);
        let mut prefix = self.all;
        for i in 0..k {
            if intersection_count(&prefix, &suffix[i + 1]) < 2 {
                return false;
            }
            self.restrict(&mut prefix, constraints[i]);
        }
        true
    }
}

/// A 6×6 grid's rows as 36 bits, bit `r * 6 + c` holding cell (r, c).
pub(crate) fn cells_of(rows: &[u16]) -> u64 {
    let mut cells = 0u64;
    for (r, &row) in rows.iter().enumerate().take(N) {
        for c in 0..N {
            if row & bit(N, c) != 0 {
                cells |= 1 << (r * N + c);
            }
        }
    }
    cells
}

/// The row masks (column 0 leftmost) of a grid given as 36 bits.
pub(crate) fn rows_of(cells: u64) -> [u16; N] {
    let mut rows = [0u16; N];
    for (r, row) in rows.iter_mut().enumerate() {
        for c in 0..N {
            if cells & (1 << (r * N + c)) != 0 {
                *row |= bit(N, c);
            }
        }
    }
    rows
}

/// Number of grids in both sets.
#[inline]
pub(crate) fn intersection_count(a: &GridSet, b: &GridSet) -> u32 {
    a.iter().zip(b).map(|(x, y)| (x & y).count_ones()).sum()
}

/// Number of grids in `set`.
#[inline]
pub(crate) fn count(set: &GridSet) -> u32 {
    set.iter().map(|w| w.count_ones()).sum()
}

/// The lowest-numbered grid of `set`.
pub(crate) fn first(set: &GridSet) -> Option<u32> {
    set.iter()
        .position(|&w| w != 0)
        .map(|i| i as u32 * 64 + set[i].trailing_zeros())
}

/// The givens on `b` and the hints in `hints` (a 6×6 board), givens first in row-major
/// order, then `right` hints, then `down` hints.
pub(crate) fn constraints(b: &Board, hints: &HintMasks, out: &mut Vec<Constraint>) {
    out.clear();
    for r in 0..N {
        for c in 0..N {
            let m = bit(N, c);
            let cell = (r * N + c) as u8;
            if b.ones[r] & m != 0 {
                out.push(Constraint::Given { cell, value: true });
            } else if b.zeros[r] & m != 0 {
                out.push(Constraint::Given { cell, value: false });
            }
        }
    }
    for r in 0..N {
        for c in 0..N - 1 {
            let m = bit(N, c);
            let (a, b) = ((r * N + c) as u8, (r * N + c + 1) as u8);
            for (mask, equal) in [(hints.eq[r], true), (hints.diff[r], false)] {
                if mask & m != 0 {
                    out.push(Constraint::Hint { a, b, equal });
                }
            }
        }
    }
    for c in 0..N {
        for r in 0..N - 1 {
            let m = bit(N, r);
            let (a, b) = ((r * N + c) as u8, ((r + 1) * N + c) as u8);
            for (mask, equal) in [(hints.eq[COLS + c], true), (hints.diff[COLS + c], false)] {
                if mask & m != 0 {
                    out.push(Constraint::Hint { a, b, equal });
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::binairo::puzzle::{Clue, Dir, Hint, HintKind, Puzzle};
    use crate::binairo::schedule::unrank_6;
    use crate::binairo::solve::count_solutions_by_search;
    use proptest::prelude::*;

    #[test]
    fn every_grid_is_in_the_catalog_once() {
        let cat = catalog();
        assert_eq!(count(&cat.all), GRIDS_6);
        // A complete grid's givens select exactly that grid.
        for index in [0, 1, 2023, GRIDS_6 - 1] {
            let g = unrank_6(index).unwrap();
            let clues: Vec<Constraint> = (0..36)
                .map(|i| Constraint::Given {
                    cell: i as u8,
                    value: g.get(i / 6, i % 6) == Some(1),
                })
                .collect();
            let set = cat.solutions(&clues);
            assert_eq!((count(&set), first(&set)), (1, Some(index)));
        }
    }

    proptest! {
        /// Rows and cell masks convert by table as a cell-by-cell loop does, both ways,
        /// for any row masks (bits above the sixth column are not cells).
        #[test]
        fn cells_and_rows_convert_cell_by_cell(rows in proptest::array::uniform6(any::<u16>())) {
            let mut cells = 0u64;
            for (r, &row) in rows.iter().enumerate() {
                for c in 0..N {
                    if row & bit(N, c) != 0 {
                        cells |= 1 << (r * N + c);
                    }
                }
            }
            prop_assert_eq!(cells_of(&rows), cells);
            let back = rows_of(cells);
            for (r, &row) in back.iter().enumerate() {
                prop_assert_eq!(row, rows[r] & 63);
                prop_assert!((0..N).all(|c| (row & bit(N, c) != 0) == (cells >> (r * N + c) & 1 == 1)));
            }
        }

        /// The minimiser makes the decisions of plain greedy removal over whole grid sets
        /// (givens, then hints), and fails exactly when it keeps a hint that is not needed.
        #[test]
        fn minimize_equals_greedy_removal(
            index in 0..GRIDS_6,
            order in Just((0u16..36).collect::<Vec<_>>()).prop_shuffle(),
            edges in proptest::collection::btree_set((0u8..6, 0u8..6, any::<bool>()), 0..16),
            max_removed in 20usize..=36,
            max_givens in 4usize..=36,
            min_hints in 0usize..10,
            stale_len in 0usize..20,
        ) {
            // Scratch left over from an earlier call, longer or shorter than needed.
            let stale = alloc::vec![[u64::MAX; WORDS]; stale_len];
            let cat = catalog();
            let solution = cat.grid(index).unwrap();
            let value = |cell: u8| solution & (1 << cell) != 0;
            let hints: Vec<Constraint> = edges.iter().filter_map(|&(r, c, down)| {
                let a = r * 6 + c;
                let b = if down { a + 6 } else { a + 1 };
                ((down && r < 5) || (!down && c < 5)).then(|| Constraint::Hint {
                    a, b, equal: value(a) == value(b),
                })
            }).collect();
            let givens: Vec<Constraint> = order.iter()
                .map(|&i| Constraint::Given { cell: i as u8, value: value(i as u8) })
                .collect();
            let mut keep = alloc::vec![true; 36];
            cat.remove_while_unique(&cat.solutions(&hints), &givens, &mut keep, max_removed);
            let kept: Vec<Constraint> = givens.iter().zip(&keep).filter(|(_, k)| **k).map(|(g, _)| *g).collect();
            let kept_mask = kept.iter().fold(0u64, |m, g| match g {
                Constraint::Given { cell, .. } => m | 1 << cell,
                Constraint::Hint { .. } => m,
            });
            let want = if kept.len() > max_givens {
                Err(Unfit::Givens)
            } else {
                let mut keep_hints = alloc::vec![true; hints.len()];
                cat.remove_while_unique(
                    &cat.solutions(&kept), &hints, &mut keep_hints,
                    hints.len().saturating_sub(min_hints),
                );
                // Every hint kept must be needed (givens kept beyond `max_removed` need
                // not be: the caller checks those).
                let kept_hints: Vec<Constraint> = hints.iter().zip(&keep_hints).filter(|(_, k)| **k).map(|(h, _)| *h).collect();
                let needed = (0..kept_hints.len()).all(|j| {
                    let mut without = kept.clone();
                    without.extend(kept_hints.iter().enumerate().filter(|(i, _)| *i != j).map(|(_, h)| *h));
                    count(&cat.solutions(&without)) >= 2
                });
                if needed { Ok((kept_mask, keep_hints)) } else { Err(Unfit::Hint) }
            };
            let got = cat.minimize(solution, &order, &hints, (max_removed, max_givens), min_hints, &mut Scratch { sets: stale, diffs: alloc::vec![7; stale_len] });
            prop_assert_eq!(got, want);
        }
    }

    proptest! {
        /// Counting by sets agrees with the search on random puzzles, including puzzles
        /// with contradictory hints and no solution.
        #[test]
        fn counts_agree_with_search(
            index in 0..GRIDS_6,
            givens in proptest::collection::btree_set(0u8..36, 0..14),
            hints in proptest::collection::btree_map((0u8..6, 0u8..6, any::<bool>()), any::<bool>(), 0..10),
        ) {
            let g = unrank_6(index).unwrap();
            let clues: Vec<Clue> = givens.iter().map(|&i| Clue {
                r: i / 6, c: i % 6, bit: g.get(i as usize / 6, i as usize % 6).unwrap(),
            }).collect();
            let hints: Vec<Hint> = hints.iter().filter_map(|(&(r, c, down), &lie)| {
                let dir = if down { Dir::Down } else { Dir::Right };
                let (r2, c2) = if down { (r + 1, c) } else { (r, c + 1) };
                if r2 >= 6 || c2 >= 6 { return None; }
                let same = g.get(r as usize, c as usize) == g.get(r2 as usize, c2 as usize);
                let kind = if same != lie { HintKind::Equal } else { HintKind::Different };
                Some(Hint { r, c, dir, kind })
            }).collect();
            let puzzle = Puzzle::new(6, clues, hints, true).unwrap();
            let board = Board::from_puzzle(&puzzle);
            let mut ks = Vec::new();
            constraints(&board, &HintMasks::new(&puzzle), &mut ks);
            let set = catalog().solutions(&ks);
            let searched = count_solutions_by_search(&puzzle, 10_000);
            prop_assert_eq!(count(&set) as usize, searched.count);
            if searched.count == 1 {
                prop_assert_eq!(first(&set).and_then(unrank_6), searched.first);
            }
        }
    }
}
