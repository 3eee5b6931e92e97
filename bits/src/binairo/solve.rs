//! The exact solver: counts the solutions of a puzzle under R1–R5, up to a limit.
//!
//! Depth-first search over cells with the level-1 line techniques as propagation (each
//! is sound, so no solution is lost) and, when R3 applies, two distinct-line checks: a
//! completed line may not copy another, and a line with its last two cells open may not
//! be finished into a copy. Uniqueness proofs during generation need only "0, 1 or more
//! than 1", so the search stops at the limit.

use super::board::{Board, COLS, Contradiction, HintMasks, basic_line};
use super::deduce::{Deducer, Outcome};
use super::grid::Grid;
use super::lines::{bit, full, ones};
use super::puzzle::Puzzle;
use super::{catalog, schedule};
use alloc::vec::Vec;

/// The outcome of counting.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solutions {
    /// Solutions found, at most the limit asked for.
    pub count: usize,
    /// The first solution, if any: for 6×6 puzzles with distinct lines the one numbered
    /// lowest in the schedule's grid order; otherwise the first in search order (cells
    /// tried 0 before 1).
    pub first: Option<Grid>,
}

/// Counts the solutions of `puzzle`, stopping once `limit` are found.
///
/// ```
/// use bits::binairo::{Puzzle, count_solutions};
/// let empty = Puzzle::new(4, vec![], vec![], true).unwrap();
/// assert_eq!(count_solutions(&empty, 1000).count, 72);
/// ```
pub fn count_solutions(puzzle: &Puzzle, limit: usize) -> Solutions {
    count_solutions_within(puzzle, limit, u64::MAX).unwrap_or(Solutions {
        count: 0,
        first: None,
    })
}

/// A search that spent its budget without settling the count: the puzzle's clues and
/// hints leave too much open to tell within `nodes` search nodes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SearchBudget {
    /// The budget spent.
    pub nodes: u64,
}

impl core::fmt::Display for SearchBudget {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let nodes = if self.nodes == 1 { "node" } else { "nodes" };
        write!(
            f,
            "the search gave up after {} {nodes} without settling the count",
            self.nodes
        )
    }
}

impl core::error::Error for SearchBudget {}

/// The search nodes the bindings' and the command line's solve calls spend by default
/// before they give up with an error (about ten seconds natively on a hard 16×16 puzzle):
/// a caller's puzzle may be one no search settles in a lifetime.
pub const SEARCH_NODES: u64 = 1_000_000;

/// [`count_solutions`], giving up ([`SearchBudget`]) after `max_nodes` search nodes: for puzzles
/// from outside, where a few dozen clues on a large grid that neither pin the solution
/// nor rule one out can keep a search busy for hours. A node is one board the search
/// visits; puzzles the generator makes needed at most some thousands in a sample of sizes
/// 8–16, while a million take on the order of ten seconds. 6×6 puzzles with distinct
/// lines take no search at all.
pub fn count_solutions_within(
    puzzle: &Puzzle,
    limit: usize,
    max_nodes: u64,
) -> Result<Solutions, SearchBudget> {
    if puzzle.size() == 6 && puzzle.distinct() {
        // Every valid 6×6 grid is in the catalog: intersect instead of searching.
        let mut ks = Vec::new();
        catalog::constraints(
            &Board::from_puzzle(puzzle),
            &HintMasks::new(puzzle),
            &mut ks,
        );
        let set = catalog::catalog().solutions(&ks);
        let count = (catalog::count(&set) as usize).min(limit);
        return Ok(Solutions {
            count,
            first: catalog::first(&set)
                .filter(|_| limit > 0)
                .and_then(schedule::unrank_6),
        });
    }
    search(puzzle, limit, true, max_nodes).ok_or(SearchBudget { nodes: max_nodes })
}

/// The solutions of `puzzle` up to 2, as a checked load and a play state need them: the
/// deduction solver first (it finishes every Bits puzzle the generator makes, and a finish
/// proves uniqueness, since each technique is sound: every solution agrees with each
/// deduced cell, so the full board is the only candidate), then a search of at most
/// `max_nodes` nodes; `None` when that does not settle it.
pub(crate) fn settle(puzzle: &Puzzle, max_nodes: u64) -> Option<Solutions> {
    // A 6×6 grid with distinct lines is settled faster by the catalog than by deduction.
    if !(puzzle.size() == 6 && puzzle.distinct()) {
        if let Some((s, _)) = deduced(puzzle) {
            return Some(s);
        }
    }
    count_solutions_within(puzzle, 2, max_nodes).ok()
}

/// What the deduction solver settles on its own: the only solution and the puzzle's rank
/// when it finishes the grid, no solution when the givens contradict; `None` when it gets
/// stuck and only a search can tell.
fn deduced(puzzle: &Puzzle) -> Option<(Solutions, Option<u8>)> {
    let d = Deducer::new(puzzle);
    let mut b = Board::from_puzzle(puzzle);
    let none = Solutions {
        count: 0,
        first: None,
    };
    match d.close(&mut b, 3) {
        Outcome::Solved { level } if follows_every_rule(d.hints(), b, d.distinct()) => {
            let first = Grid::from_row_masks(&b.row_masks()[..b.n]).ok();
            Some((Solutions { count: 1, first }, Some(level.max(1))))
        }
        Outcome::Solved { .. } | Outcome::Contradiction => Some((none, None)),
        Outcome::Stuck => None,
    }
}

/// What a solve call answers about a puzzle from outside: the `solve` command, and the
/// C, Python and JavaScript solve calls.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SolveReport {
    /// 0, 1, or 2 for "two or more".
    pub solutions: usize,
    /// The solution, when it is the only one.
    pub solution: Option<Grid>,
    /// The puzzle's rank (1–3) when it has one solution and the deduction solver finishes
    /// it; `None` otherwise (a unique puzzle that needs guessing has no rank).
    pub rank: Option<u8>,
}

/// Solves a puzzle: how many solutions (up to 2), the solution when unique, and its rank.
///
/// The deduction solver goes first: when it finishes the grid that settles uniqueness and
/// rank at once, without a search. Only a puzzle it cannot finish is searched, giving up
/// with [`SearchBudget`] after `max_nodes` nodes ([`SEARCH_NODES`] is the bindings'
/// default), so a budget error means the puzzle needs guessing and the search could not
/// settle it.
///
/// ```
/// use bits::binairo::{SEARCH_NODES, solve_puzzle};
/// let d = bits::generate_descriptor("2026-11-21").unwrap();
/// let report = solve_puzzle(d.puzzle(), SEARCH_NODES).unwrap();
/// assert_eq!((report.solutions, report.solution, report.rank), (1, Some(*d.solution()), Some(d.metadata().difficulty_rank)));
/// ```
pub fn solve_puzzle(puzzle: &Puzzle, max_nodes: u64) -> Result<SolveReport, SearchBudget> {
    let (s, rank) = match deduced(puzzle) {
        Some(settled) => settled,
        None => (count_solutions_within(puzzle, 2, max_nodes)?, None),
    };
    Ok(SolveReport {
        solutions: s.count,
        solution: s.first.filter(|_| s.count == 1),
        rank,
    })
}

/// [`count_solutions`] by depth-first search, for every size.
#[cfg(test)]
pub(crate) fn count_solutions_by_search(puzzle: &Puzzle, limit: usize) -> Solutions {
    search(puzzle, limit, true, u64::MAX).unwrap_or(Solutions {
        count: 0,
        first: None,
    })
}

/// The search, with or without closing a copy of each node (see [`Exact::closer`]);
/// `None` when it needed more than `max_nodes` nodes.
fn search(puzzle: &Puzzle, limit: usize, closing: bool, max_nodes: u64) -> Option<Solutions> {
    let mut s = Exact {
        hints: HintMasks::new(puzzle),
        distinct: puzzle.distinct(),
        limit,
        count: 0,
        first: None,
        closer: closing.then(|| Deducer::new(puzzle)),
        nodes_left: max_nodes,
        exhausted: false,
    };
    if limit > 0 {
        let b = Board::from_puzzle(puzzle);
        let dirty = b.all_lines();
        s.search(b, dirty);
    }
    if s.exhausted && s.count < limit {
        return None;
    }
    Some(Solutions {
        count: s.count,
        first: s.first.map(|b| {
            Grid::from_row_masks(&b.row_masks()[..b.n]).expect("a complete board has valid rows")
        }),
    })
}

/// Whether `puzzle` has exactly one solution.
pub fn is_unique(puzzle: &Puzzle) -> bool {
    count_solutions(puzzle, 2).count == 1
}

pub(crate) struct Exact {
    pub hints: HintMasks,
    pub distinct: bool,
    pub limit: usize,
    pub count: usize,
    pub first: Option<Board>,
    /// When set, each node is also closed, on a copy, under this solver's level-1 and
    /// level-2 techniques. A contradiction there prunes a subtree with no solution, and
    /// a completed copy is the subtree's only possible solution, so whole subtrees are
    /// settled without a walk. The branching itself still follows the level-1 board,
    /// so solutions are found in the same order, and the count and the first solution
    /// are those of the plain search; only dead ends are cut short. (Large grids have
    /// dead ends that the level-1 techniques only notice many levels down.)
    pub closer: Option<Deducer>,
    /// Nodes the search may still visit.
    pub nodes_left: u64,
    /// Whether a node was left unvisited for want of budget: the count is then a lower
    /// bound only.
    pub exhausted: bool,
}

impl Exact {
    pub fn search(&mut self, mut b: Board, dirty: u32) {
        if self.count >= self.limit {
            return;
        }
        let Some(left) = self.nodes_left.checked_sub(1) else {
            self.exhausted = true;
            return;
        };
        self.nodes_left = left;
        if self.propagate(&mut b, dirty).is_err() {
            return;
        }
        if let Some(d) = &self.closer {
            let mut closed = b;
            match d.close(&mut closed, 2) {
                Outcome::Contradiction => return,
                Outcome::Solved { .. } => {
                    if follows_every_rule(&self.hints, closed, self.distinct) {
                        self.count += 1;
                        if self.first.is_none() {
                            self.first = Some(closed);
                        }
                    }
                    return;
                }
                Outcome::Stuck => {}
            }
        }
        match b.branch_cell() {
            None => {
                self.count += 1;
                if self.first.is_none() {
                    self.first = Some(b);
                }
            }
            Some((r, c)) => {
                for v in [0, 1] {
                    let mut next = b;
                    next.set(r, c, v);
                    self.search(next, (1 << r) | (1 << (COLS + c)));
                }
            }
        }
    }

    fn propagate(&self, b: &mut Board, dirty: u32) -> Result<(), Contradiction> {
        propagate(&self.hints, b, dirty, self.distinct)
    }
}

/// Whether `b` can be completed into a grid that follows every rule and `d`'s hints, or
/// `None` when deciding it would take more than `budget` search nodes (each node spends
/// one unit).
///
/// A depth-first search like the exact solver's, but each node is first closed under
/// every deduction technique (line counting sees what a line's valid patterns allow,
/// and contradiction trials what one cell's value would break, where the level-1
/// techniques alone notice a dead end on a 16×16 board only many levels down), and
/// each branch tries `near`'s value first. The generator passes the puzzle's solution
/// when it asks whether the puzzle with one constraint reversed is solvable: a solution
/// of that puzzle differs in the reversed constraint and is usually close elsewhere.
/// The techniques are sound, so no solution is lost; a completed board is checked
/// against every rule, distinct lines included, before it counts.
pub(crate) fn has_solution(
    d: &Deducer,
    mut b: Board,
    near: &[u16],
    budget: &mut u32,
) -> Option<bool> {
    *budget = budget.checked_sub(1)?;
    match d.close(&mut b, 3) {
        Outcome::Contradiction => Some(false),
        Outcome::Solved { .. } => Some(follows_every_rule(d.hints(), b, d.distinct())),
        Outcome::Stuck => {
            let Some((r, c)) = b.branch_cell() else {
                return Some(false);
            };
            let first = u8::from(near[r] & bit(b.n, c) != 0);
            for v in [first, 1 - first] {
                let mut t = b;
                t.set(r, c, v);
                if has_solution(d, t, near, budget)? {
                    return Some(true);
                }
            }
            Some(false)
        }
    }
}

/// Whether a complete board follows R1–R3 and the hints: every line checked, since the
/// deduction solver that completed it does not look at finished lines again.
fn follows_every_rule(hints: &HintMasks, mut b: Board, distinct: bool) -> bool {
    let all = b.all_lines();
    propagate(hints, &mut b, all, distinct).is_ok()
}

/// Runs the level-1 line techniques (and, with `distinct`, the two R3 checks) on every
/// dirty line until nothing changes.
///
/// A line is looked at again whenever it changes and, with `distinct`, whenever another
/// line of its kind becomes complete, since the R3 checks compare it with the complete
/// ones. So what it reaches from a board with every line dirty is the closure of the board
/// under these rules, the same whatever the order, and a broken rule anywhere in that
/// closure is found: knowing more never lets a board pass that failed. That is what makes
/// a contradiction trial's outcome depend only on the board it starts from.
pub(crate) fn propagate(
    hints: &HintMasks,
    b: &mut Board,
    mut dirty: u32,
    distinct: bool,
) -> Result<(), Contradiction> {
    let n = b.n;
    let f = full(n);
    let kind = |l: usize| {
        if l < COLS {
            f_lines(n)
        } else {
            f_lines(n) << COLS
        }
    };
    while dirty != 0 {
        let l = dirty.trailing_zeros() as usize;
        dirty &= dirty - 1;
        let (o, z) = (b.ones[l], b.zeros[l]);
        let at = Contradiction { line: l };
        let (mut fo, mut fz) = basic_line(n, o, z, hints.eq[l], hints.diff[l]).map_err(|_| at)?;
        if distinct {
            let (d1, d0) = distinct_line(b, l).map_err(|_| at)?;
            fo |= d1 & !o;
            fz |= d0 & !z;
            if fo & fz != 0 {
                return Err(at);
            }
        }
        if fo | fz != 0 {
            let changed = b.apply(l, fo, fz);
            dirty |= changed;
            if distinct {
                let mut m = changed;
                while m != 0 {
                    let k = m.trailing_zeros() as usize;
                    m &= m - 1;
                    if b.ones[k] | b.zeros[k] == f {
                        dirty |= kind(k);
                    }
                }
            }
        }
    }
    Ok(())
}

/// Dirty-set bits of the `n` lines of one kind (rows; shift by `COLS` for columns).
const fn f_lines(n: usize) -> u32 {
    (1 << n) - 1
}

/// R3 seen from line `l`: a complete line equal to another complete line of the same
/// kind is a contradiction; a line missing one 0 and one 1 must not be finished into a
/// copy of a complete line. Returns cells forced by the second rule.
pub(crate) fn distinct_line(b: &Board, l: usize) -> Result<(u16, u16), Contradiction> {
    let n = b.n;
    let f = full(n);
    let (o, z) = (b.ones[l], b.zeros[l]);
    let known = o | z;
    let base = if l < COLS { 0 } else { COLS };
    let others = (base..base + n).filter(|&k| k != l && b.ones[k] | b.zeros[k] == f);
    if known == f {
        for k in others {
            if b.ones[k] == o {
                return Err(Contradiction::SOMEWHERE);
            }
        }
        return Ok((0, 0));
    }
    let unknown = f & !known;
    if ones(unknown) != 2 || ones(o) as usize != n / 2 - 1 {
        return Ok((0, 0));
    }
    let hi = 1u16 << (15 - unknown.leading_zeros());
    let lo = unknown & unknown.wrapping_neg();
    let (mut hi_one_taken, mut lo_one_taken) = (false, false);
    for k in others {
        hi_one_taken |= b.ones[k] == o | hi;
        lo_one_taken |= b.ones[k] == o | lo;
    }
    match (hi_one_taken, lo_one_taken) {
        (true, true) => Err(Contradiction::SOMEWHERE),
        (true, false) => Ok((lo, hi)),
        (false, true) => Ok((hi, lo)),
        (false, false) => Ok((0, 0)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::binairo::puzzle::{Clue, Dir, Hint, HintKind};
    use crate::binairo::schedule::uniform_grid;
    use crate::rng::Mulberry32;
    use proptest::prelude::*;

    /// A puzzle drawn from a uniform grid of side `n`: up to `givens` givens, the first
    /// `wrong` of them flipped, and up to `hints` hints that tell the truth.
    fn drawn(
        n: usize,
        seed: u32,
        givens: usize,
        hints: usize,
        wrong: usize,
        distinct: bool,
    ) -> Puzzle {
        let mut rng = Mulberry32::new(seed);
        let g = uniform_grid(n, &mut rng);
        let at = |r: usize, c: usize| g.get(r, c).unwrap_or(0);
        let mut clues: Vec<Clue> = Vec::new();
        for k in 0..givens {
            let (r, c) = (rng.below(n as u32) as usize, rng.below(n as u32) as usize);
            if clues
                .iter()
                .any(|cl| (cl.r as usize, cl.c as usize) == (r, c))
            {
                continue;
            }
            let bit = at(r, c) ^ u8::from(k < wrong);
            clues.push(Clue {
                r: r as u8,
                c: c as u8,
                bit,
            });
        }
        let mut hs: Vec<Hint> = Vec::new();
        for _ in 0..hints {
            let (dir, r, c) = if rng.below(2) == 0 {
                (Dir::Right, rng.below(n as u32), rng.below(n as u32 - 1))
            } else {
                (Dir::Down, rng.below(n as u32 - 1), rng.below(n as u32))
            };
            let (r, c) = (r as u8, c as u8);
            if hs.iter().any(|h| (h.r, h.c, h.dir) == (r, c, dir)) {
                continue;
            }
            let (r2, c2) = if dir == Dir::Right {
                (r, c + 1)
            } else {
                (r + 1, c)
            };
            let equal = at(r as usize, c as usize) == at(r2 as usize, c2 as usize);
            let kind = if equal {
                HintKind::Equal
            } else {
                HintKind::Different
            };
            hs.push(Hint { r, c, dir, kind });
        }
        Puzzle::new(n, clues, hs, distinct).unwrap()
    }

    proptest! {
        /// The three searches agree on puzzles with one, several or no solutions (some
        /// givens contradict the grid they were drawn from). Closing a copy of each node
        /// only cuts dead ends: the count and the first solution are the plain search's.
        /// `has_solution` answers what the plain search finds, whatever grid it tries
        /// first, and a budget too small to decide says so rather than guessing.
        #[test]
        fn searches_agree(
            n in prop_oneof![Just(4usize), Just(6), Just(8), Just(10)],
            seed in any::<u32>(),
            givens in 0usize..40,
            hints in 0usize..14,
            wrong in 0usize..3,
            distinct in any::<bool>(),
            limit in 1usize..4,
            near_seed in any::<u32>(),
            small in 1u32..4,
        ) {
            let p = drawn(n, seed, givens, hints, wrong, distinct);
            let plain = search(&p, limit, false, u64::MAX).unwrap();
            prop_assert_eq!(search(&p, limit, true, u64::MAX), Some(plain.clone()));
            // A budget too small gives up rather than miscounting.
            // (The 6×6 catalog counts without a search; its first solution is the lowest
            // numbered grid, not the search's first.)
            if let Ok(w) = count_solutions_within(&p, limit, u64::from(small) * 3) {
                prop_assert_eq!(w.count, plain.count);
                prop_assert!(n == 6 && distinct || w.first == plain.first);
            }
            // The load's count: the deduction solver's verdict where it finishes, the
            // search's elsewhere, the same either way; a unique solution is the same grid.
            let two = search(&p, 2, false, u64::MAX).unwrap();
            let settled = settle(&p, u64::MAX).unwrap();
            prop_assert_eq!(settled.count, two.count);
            if two.count == 1 {
                prop_assert_eq!(settled.first, two.first);
            }
            let solvable = plain.count > 0;
            let near = uniform_grid(n, &mut Mulberry32::new(near_seed));
            let (d, b) = (Deducer::new(&p), Board::from_puzzle(&p));
            let mut budget = u32::MAX;
            prop_assert_eq!(has_solution(&d, b, near.rows(), &mut budget), Some(solvable));
            let mut budget = small;
            let got = has_solution(&d, b, near.rows(), &mut budget);
            prop_assert!(got.is_none() || got == Some(solvable));
        }
    }
}
