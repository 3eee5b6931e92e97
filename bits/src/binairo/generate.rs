//! The generator: a solution chosen at random (uniformly up to 8×8), seeded hints, and
//! clue removal graded by the human-style solver, with every guarantee checked before a
//! puzzle is returned.
//!
//! It follows the seed's plan — row table, seeded choices, clue removal, adjacency
//! sampling, bounded retries with a derived seed — and guarantees more:
//! exactly one solution (the deduction solver finishing is a proof, and rank-3 puzzles
//! are also checked minimal with the exact solver), the requested rank exactly, no hint
//! between two givens, and clue and hint counts inside the requested ranges.
//!
//! For 6×6 grids every uniqueness question is answered by the grid catalog (all 4,140
//! valid grids as bitsets) instead of a search: ranks 1 and 2 use it to turn down a
//! removal before the deduction solver runs, and rank 3 removes givens and hints by
//! exact uniqueness alone, leaving the deduction solver only the final grading.

use super::board::{Board, HintMasks};
use super::catalog;
use super::deduce::{Deducer, Outcome};
use super::grid::Grid;
use super::lines::{self, bit, full};
use super::options::{self, Options, RankRefused, SizeRefused};
use super::puzzle::{Clue, Dir, Hint, HintKind};
use super::schedule;
use super::solve;
use crate::daily::{IdError, PuzzleId, Weekday};
use crate::rng::{Mulberry32, hash_string};
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

/// Version of the generation procedure. Any change to the bytes a given id produces
/// bumps it, together with the golden vectors.
///
/// - 1: first release.
/// - 2: 6×6 rank-3 puzzles are minimised by exact uniqueness over the grid catalog and
///   graded afterwards, instead of keeping only removals the rank-3 deduction solver
///   survives; they start from the most hints allowed. Generation became some 30 times
///   faster, and no date from 1970 to 2069 needs more than 60 of the 256 attempts (version
///   1 ran out of attempts on a few, such as 2027-11-11 at rank 3).
/// - 3: the `contradiction` technique's propagation is a closure. It used to look at a
///   line again only when that line changed, so an R3 consequence (a line that may not
///   be finished into a copy of a line completed later) could be missed, and whether a
///   trial broke a rule depended on the order it went in; the generator's shortcut of
///   skipping trials an earlier trial covered then chose differently from trying every
///   cell (a property test found such a board). Now a line is looked at again when
///   another line of its kind is completed, trials start from every line, and a
///   trial's outcome depends only on its board. Rank-3 puzzles change on about one date
///   in eleven (3,359 of the 36,525 dates 2000-2099); ranks 1 and 2 do not change. From
///   10×10 on, the solution grid of some ids changed too (its seeded search propagates
///   the same way), which no vector covered then; 4×4 to 8×8 grids did not change.
/// - 4: a 4×4 puzzle takes 3–5 hints unless told otherwise ([`default_hints`]), where it
///   took 8–12 like 6×6. With 8–12 no 4×4 rank-3 puzzle met every requirement (a third
///   of a grid's 24 edges leaves nothing for the hardest techniques), so the default
///   daily at 4×4 failed Friday to Sunday. 4×4 puzzles given no hint range change;
///   every other size, and any explicit range, gives the puzzles version 3 gave.
///
/// [`default_hints`]: super::options::default_hints
pub const GENERATOR_VERSION: u32 = 4;

/// Mixed into `seed` to derive the row-order seed (the seed's §5 table).
pub const ROW_ORDER_MIX: u32 = 0xA3F1_C6B7;

/// Attempts (each with a derived clue seed) before generation gives up.
pub const MAX_ATTEMPTS: u32 = 256;

/// Rank-3 attempts made with the maximum number of hints only; later attempts may add
/// up to [`EXTRA_EDGES`] more edges when too few hints are needed (rare grids whose
/// minimal puzzles need few hints get there in far fewer attempts).
const PLAIN_ATTEMPTS: u32 = 8;

/// Extra edges a late rank-3 attempt may add, one at a time.
const EXTRA_EDGES: usize = 8;

/// Why a puzzle could not be generated.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum GenerateError {
    /// The puzzle id is not valid.
    Id(IdError),
    /// The side is odd, below 4 or above 16.
    Size {
        /// The side asked for.
        size: usize,
    },
    /// The rank is not 1, 2 or 3.
    Rank {
        /// The rank asked for.
        rank: u8,
    },
    /// A range is empty or cannot fit the grid.
    Range {
        /// Which option: `"clues"` or `"hints"`.
        option: &'static str,
        /// Lower bound asked for.
        min: usize,
        /// Upper bound asked for.
        max: usize,
    },
    /// Every attempt broke a requirement (typically ranges too tight for the rank).
    Exhausted {
        /// Attempts made.
        attempts: u32,
    },
}

impl fmt::Display for GenerateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            // In the id's own words, as every binding reports it.
            GenerateError::Id(e) => e.fmt(f),
            GenerateError::Size { size } => SizeRefused(size).fmt(f),
            GenerateError::Rank { rank } => RankRefused(rank).fmt(f),
            GenerateError::Range { option, min, max } => {
                write!(
                    f,
                    "{option} range {min}..={max} is empty or does not fit the grid"
                )
            }
            GenerateError::Exhausted { attempts } => write!(
                f,
                "no puzzle met every requirement in {attempts} attempts; widen the clue or hint range"
            ),
        }
    }
}

impl core::error::Error for GenerateError {}

impl From<IdError> for GenerateError {
    fn from(e: IdError) -> Self {
        GenerateError::Id(e)
    }
}

/// The seeds a puzzle id derives (seed §5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Seeds {
    /// `hash_string("bits:" + puzzleId)`.
    pub seed: u32,
    /// `seed ^ 0xA3F1C6B7`.
    pub row_order_seed: u32,
    /// `hash_string(seed + ":clues")`, seed in decimal.
    pub clue_seed: u32,
}

impl Seeds {
    /// The seeds of a puzzle id (not validated here).
    pub fn of(puzzle_id: &str) -> Seeds {
        let seed = hash_string(&format!("bits:{puzzle_id}"));
        Seeds {
            seed,
            row_order_seed: seed ^ ROW_ORDER_MIX,
            clue_seed: hash_string(&format!("{seed}:clues")),
        }
    }
}

/// The rank a date id gets by default: Mon–Tue 1, Wed–Thu 2, Fri–Sun 3.
pub fn weekday_rank(day: Weekday) -> u8 {
    match day {
        Weekday::Monday | Weekday::Tuesday => 1,
        Weekday::Wednesday | Weekday::Thursday => 2,
        _ => 3,
    }
}

/// A generated puzzle before it is dressed as a descriptor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Generated {
    /// The seeds used.
    pub seeds: Seeds,
    /// The unique solution.
    pub solution: Grid,
    /// Givens, row-major.
    pub clues: Vec<Clue>,
    /// Hints, rows' `right` hints first, each in row-major order.
    pub hints: Vec<Hint>,
    /// The rank achieved (= requested).
    pub rank: u8,
    /// Talk-through of the steps taken.
    pub steps: Vec<String>,
}

/// Generates the puzzle for `puzzle_id` under `options`, judged first as
/// [`read_options`](super::options::read_options) judges a caller's.
pub fn generate(puzzle_id: &str, options: &Options) -> Result<Generated, GenerateError> {
    let (id, options) = options::judge(puzzle_id, &mut options::Given(options))?;
    let n = options.size;
    let rank = options.rank.unwrap_or_else(|| default_rank(&id));
    let (cmin, cmax) = options.clues;
    let edges = 2 * n * (n - 1);
    let (hmin, hmax) = options.hint_range();
    let hmax = hmax.min(edges);

    let seeds = Seeds::of(puzzle_id);
    let mut steps = Vec::new();
    steps.push(format!(
        "seed = hashString(\"bits:{puzzle_id}\") = {}",
        seeds.seed
    ));
    let solution = schedule::drawn_grid(&id, n, seeds.row_order_seed);
    steps.push(match schedule::scheduled_6(&id, n) {
        Some((day, index)) => format!(
            "solution: grid {index} of {} in the 6x6 schedule (day {day}; no repeat within {} days)",
            schedule::GRIDS_6,
            schedule::GRIDS_6
        ),
        None => format!(
            "solution: uniform {n}x{n} grid drawn with rowOrderSeed {}",
            seeds.row_order_seed
        ),
    });

    let target = Target {
        solution: &solution,
        rank,
        distinct: true,
        clues: (cmin, cmax),
        hints: (hmin, hmax),
    };
    // Grid sets and lists the 6×6 attempts work in, allocated once for all of them.
    let mut scratch = catalog::Scratch::default();
    for attempt in 0..MAX_ATTEMPTS {
        let attempt_seed = seeds.clue_seed.wrapping_add(attempt);
        let extra_edges = if attempt < PLAIN_ATTEMPTS {
            0
        } else {
            EXTRA_EDGES
        };
        if let Some((clues, hints, note)) =
            attempt_puzzle(&target, attempt_seed, extra_edges, &mut scratch)
        {
            steps.push(format!(
                "attempt {attempt}: clueSeed {} + {attempt} drew {} hints and removed clues in seeded order",
                seeds.clue_seed,
                hints.len()
            ));
            steps.push(note);
            return Ok(Generated {
                seeds,
                solution,
                clues,
                hints,
                rank,
                steps,
            });
        }
    }
    Err(GenerateError::Exhausted {
        attempts: MAX_ATTEMPTS,
    })
}

/// What every attempt at one puzzle aims for.
struct Target<'a> {
    solution: &'a Grid,
    rank: u8,
    distinct: bool,
    /// Inclusive range of givens.
    clues: (usize, usize),
    /// Inclusive range of hints (the maximum already capped by the edge count).
    hints: (usize, usize),
}

/// One attempt with a given clue seed; `None` when it breaks a requirement.
fn attempt_puzzle(
    target: &Target<'_>,
    seed: u32,
    extra_edges: usize,
    scratch: &mut catalog::Scratch,
) -> Option<(Vec<Clue>, Vec<Hint>, String)> {
    let &Target {
        solution,
        rank,
        distinct,
        clues: (cmin, cmax),
        hints: (hmin, hmax),
    } = target;
    let n = solution.size();
    let sol = solution.rows();
    let mut rng = Mulberry32::new(seed);

    // Hints: a seeded sample of edges, each labelled by the solution.
    let mut edges: Vec<(u8, u8, Dir)> = Vec::with_capacity(2 * n * (n - 1));
    for r in 0..n {
        for c in 0..n - 1 {
            edges.push((r as u8, c as u8, Dir::Right));
        }
    }
    for r in 0..n - 1 {
        for c in 0..n {
            edges.push((r as u8, c as u8, Dir::Down));
        }
    }
    rng.shuffle(&mut edges);
    let hcount = hmin + rng.below((hmax - hmin + 1) as u32) as usize;
    let label = |(r, c, dir): (u8, u8, Dir)| {
        let a = solution.get(r as usize, c as usize).unwrap_or(0);
        let (r2, c2) = if dir == Dir::Right {
            (r, c + 1)
        } else {
            (r + 1, c)
        };
        let b = solution.get(r2 as usize, c2 as usize).unwrap_or(0);
        let kind = if a == b {
            HintKind::Equal
        } else {
            HintKind::Different
        };
        Hint { r, c, dir, kind }
    };
    let mut hints: Vec<Hint> = edges[..hcount].iter().map(|&e| label(e)).collect();
    let mut order: Vec<u16> = (0..(n * n) as u16).collect();
    rng.shuffle(&mut order);

    let masks_of = |hints: &[Hint]| HintMasks::from_hints(n, hints);
    let mut deducer = Deducer::from_masks(n, masks_of(&hints), distinct).with_solution(sol);
    // What must survive each removal: solvable by techniques up to the rank. Solvability
    // is monotone in the givens, so what is left is minimal for that solver.
    // A 6×6 candidate is first checked for uniqueness against the grid catalog, which
    // is far cheaper than a deduction that ends stuck; the answer is the same, since a
    // puzzle the sound techniques finish has exactly one solution.
    let use_catalog = n == 6 && distinct;
    let mut ks = Vec::new();
    let sol_cells = catalog::cells_of(sol);
    // Whether the puzzle passes, told that it does once the cells of `taken` are known
    // too: they were givens just taken away, or the ends of a hint just taken away.
    let solves = |d: &Deducer, known: &[u16], taken: &[u16]| {
        let mut b = Board::from_givens(n, sol, known);
        d.finishes_without(&mut b, rank, taken)
    };

    let mut known = [0u16; lines::MAX_SIZE];
    for k in known.iter_mut().take(n) {
        *k = full(n);
    }
    // Set when the catalog minimised the puzzle without reaching the removal cap: every
    // clue and hint it kept is then needed by construction (see the rank-3 check below).
    let mut minimal = false;
    if rank == 3 && use_catalog {
        // Rank 3 wants a minimal puzzle, so givens and then hints go while the puzzle
        // stays unique, which the catalog decides exactly; the rank is checked after.
        // It starts from the most hints allowed, since givens go more readily beside
        // more hints, which leaves the hints more often needed. When the minimum count
        // would keep a hint the puzzle does not need, a late attempt adds the next edge
        // of the shuffled list and runs the removal again.
        let cat = catalog::catalog();
        hints = edges[..hmax].iter().map(|&e| label(e)).collect();
        let mut next_edge = hmax;
        let (kept, hint_keep) = loop {
            let hint_ks: Vec<catalog::Constraint> =
                hints.iter().map(|h| hint_constraint(n, h)).collect();
            match cat.minimize(
                catalog::cells_of(sol),
                &order,
                &hint_ks,
                (n * n - cmin.min(n * n), cmax),
                hmin,
                scratch,
            ) {
                Ok(done) if done.1.iter().filter(|k| **k).count() > hmax => return None,
                Ok(done) => break done,
                Err(catalog::Unfit::Hint) if next_edge < edges.len().min(hmax + extra_edges) => {
                    hints.push(label(edges[next_edge]));
                    next_edge += 1;
                }
                Err(_) => return None,
            }
        };
        minimal = n * n - (kept.count_ones() as usize) < n * n - cmin.min(n * n);
        for (r, k) in known.iter_mut().enumerate().take(n) {
            for c in 0..n {
                if kept & (1 << (r * n + c)) == 0 {
                    *k &= !bit(n, c);
                }
            }
        }
        let mut flags = hint_keep.iter();
        hints.retain(|_| flags.next().copied().unwrap_or(true));
        *deducer.hints_mut() = masks_of(&hints);
    } else {
        // The other grids the hints allow, as differences from the solution (6×6 only).
        let hint_ks: Vec<catalog::Constraint> =
            hints.iter().map(|h| hint_constraint(n, h)).collect();
        let mut diffs = Vec::new();
        if use_catalog {
            let cat = catalog::catalog();
            cat.differences_into(sol_cells, &cat.solutions(&hint_ks), &mut diffs);
        }
        // The known cells as 36 bits beside `known` (6×6): the puzzle stays unique when
        // every other grid the hints allow differs from the solution in one of them.
        let mut givens = if use_catalog {
            u64::MAX >> (64 - n * n)
        } else {
            0
        };
        let removed = greedy_removal(order.len(), n * n - cmin.min(n * n), |items, remove| {
            let mut taken = [0u16; lines::MAX_SIZE];
            for &k in items {
                let i = order[k] as usize;
                taken[i / n] |= bit(n, i % n);
                if remove {
                    known[i / n] &= !bit(n, i % n);
                } else {
                    known[i / n] |= bit(n, i % n);
                }
                if use_catalog {
                    givens ^= 1 << i;
                }
            }
            !remove || (diffs.iter().all(|&x| x & givens != 0) && solves(&deducer, &known, &taken))
        });
        let count = n * n - removed;
        if count > cmax {
            return None;
        }
        // Hints the remaining clues make redundant go too, down to the minimum. The
        // grids left without hint `j` are those agreeing with the givens kept and
        // satisfying the hints kept before it and every hint after it (all still
        // there): a running prefix and prepared suffixes. The puzzle stays unique when
        // the solution is the only one of them.
        let mut prefix = [0; catalog::WORDS];
        if use_catalog {
            let cat = catalog::catalog();
            cat.suffixes_into(&hint_ks, &mut scratch.sets);
            prefix = cat.agreeing(sol_cells, givens);
        }
        let suffix = &scratch.sets[..];
        let mut k = 0;
        for j in 0..hint_ks.len() {
            if hints.len() <= hmin {
                break;
            }
            let h = hints[k];
            let saved = *deducer.hints();
            deducer.hints_mut().remove(n, &h);
            let unique = !use_catalog || catalog::intersection_count(&prefix, &suffix[j + 1]) == 1;
            // The hint adds nothing once both its cells are known.
            let mut ends = [0u16; lines::MAX_SIZE];
            let (r2, c2) = h.other();
            ends[h.r as usize] |= bit(n, h.c as usize);
            ends[r2 as usize] |= bit(n, c2 as usize);
            if unique && solves(&deducer, &known, &ends) {
                hints.remove(k);
            } else {
                *deducer.hints_mut() = saved;
                if use_catalog {
                    catalog::catalog().restrict(&mut prefix, hint_ks[j]);
                }
                k += 1;
            }
        }
    }
    // No hint between two givens: it could tell a player nothing.
    let is_known = |r: u8, c: u8| known[r as usize] & bit(n, c as usize) != 0;
    if hints.iter().any(|h| {
        let (r2, c2) = h.other();
        is_known(h.r, h.c) && is_known(r2, c2)
    }) {
        return None;
    }
    // Rank 3 puzzles are minimal: a hint kept for the minimum count must still be needed.
    // Rank 3 puzzles are minimal in the strict sense too: without any one clue or hint
    // the puzzle has a second solution (the exact solver checks each). This is checked
    // before the rank because it is the cheaper test and the one most attempts fail.
    if rank == 3 {
        if use_catalog {
            // A given the minimiser kept had a grid differing from the solution only
            // there among those meeting every hint, and a hint it kept had one breaking
            // only it: without either, a second solution. So the check is only needed
            // when the removal cap stopped the minimiser early.
            catalog::constraints(
                &Board::from_givens(n, sol, &known),
                deducer.hints(),
                &mut ks,
            );
            if minimal {
                debug_assert!(catalog::catalog().all_needed(&ks));
            } else if !catalog::catalog().all_needed(&ks) {
                return None;
            }
        } else {
            // The puzzle is unique (the deduction solver finished it), so a second
            // solution without one given must differ from the solution in that given,
            // and one without a hint must break that hint: each question is whether
            // the puzzle with that one constraint reversed has any solution at all, a
            // search that the reversed constraint prunes from its first step, where
            // counting to two would have to exhaust every branch that agrees with it.
            // A constraint is needed exactly when its reversed puzzle has a solution.
            let mut checks: Vec<(HintMasks, Board)> = Vec::new();
            for r in 0..n {
                let mut m = known[r];
                while m != 0 {
                    let bpos = 15 - m.leading_zeros() as usize;
                    m &= !(1 << bpos);
                    let mut reversed = [0u16; lines::MAX_SIZE];
                    reversed[..n].copy_from_slice(sol);
                    reversed[r] ^= 1 << bpos;
                    checks.push((*deducer.hints(), Board::from_givens(n, &reversed, &known)));
                }
            }
            for h in &hints {
                let mut masks = *deducer.hints();
                masks.reverse(n, h);
                checks.push((masks, Board::from_givens(n, sol, &known)));
            }
            // One unneeded constraint refuses the attempt, and proving a constraint
            // unneeded (no solution) can take far longer for one constraint than for
            // another, so every check runs under a node budget that grows fourfold per
            // round: the attempt stops at the first proof found, not the first tried.
            let mut checker = Deducer::from_masks(n, *deducer.hints(), distinct);
            let mut budget = 64u32;
            while !checks.is_empty() {
                let mut unsettled = 0;
                for i in 0..checks.len() {
                    let (masks, b) = checks[i];
                    *checker.hints_mut() = masks;
                    let mut left = budget;
                    match solve::has_solution(&checker, b, sol, &mut left) {
                        Some(true) => {}
                        Some(false) => return None,
                        None => {
                            checks[unsettled] = checks[i];
                            unsettled += 1;
                        }
                    }
                }
                checks.truncate(unsettled);
                budget = budget.saturating_mul(4);
            }
        }
    }

    let close = |level: u8| {
        let mut b = Board::from_givens(n, sol, &known);
        deducer.close(&mut b, level)
    };
    // Exactly the requested rank: solvable at it (rank 3 was only kept unique so far),
    // not below it. For rank 3 one level-3 closure answers both: it tries a level-3
    // technique only once levels 1 and 2 are stuck, so up to that point it is the
    // level-2 closure step for step, and it reports the highest level it used.
    match rank {
        3 if !matches!(close(3), Outcome::Solved { level: 3 }) => return None,
        2 if matches!(close(1), Outcome::Solved { .. }) => return None,
        _ => {}
    }
    let mut clues = Vec::new();
    for (r, &row) in sol.iter().enumerate() {
        for c in 0..n {
            if is_known(r as u8, c as u8) {
                let bit_v = u8::from(row & bit(n, c) != 0);
                clues.push(Clue {
                    r: r as u8,
                    c: c as u8,
                    bit: bit_v,
                });
            }
        }
    }
    // Rows' hints first, each kind in reading order. A few dozen hints at most: an
    // insertion sort (stable, as the standard sort is) instead of the standard library's,
    // which adds 6 KB of code to the WebAssembly build for this one call.
    let key = |h: &Hint| (h.dir, h.r, h.c);
    for i in 1..hints.len() {
        let mut j = i;
        while j > 0 && key(&hints[j - 1]) > key(&hints[j]) {
            hints.swap(j - 1, j);
            j -= 1;
        }
    }
    let note = format!(
        "{} givens and {} hints remain; rank {rank} confirmed by the deduction solver{}",
        clues.len(),
        hints.len(),
        if rank == 3 {
            ", minimality by the exact solver"
        } else {
            ""
        }
    );
    Some((clues, hints, note))
}

/// Greedy removal in a fixed order, as if each item were tried alone in turn: an item goes
/// when the puzzle without it (and without every item removed before it) still passes.
///
/// Because passing is monotone (fewer givens never make a puzzle easier), a run of items
/// that passes when removed together would also pass one by one, so runs are tried in
/// blocks that double after a success and fall back to single items after a failure. The
/// result is identical to the one-at-a-time loop with far fewer solver calls when most
/// removals succeed, as they do early on.
///
/// `apply(items, true)` removes the items and reports whether the puzzle still passes;
/// `apply(items, false)` puts them back. Returns how many items were removed (at most
/// `max_removed`).
pub(crate) fn greedy_removal(
    len: usize,
    max_removed: usize,
    mut apply: impl FnMut(&[usize], bool) -> bool,
) -> usize {
    let mut removed = 0;
    let mut p = 0;
    let mut block = 1;
    let mut items: Vec<usize> = Vec::new();
    let mut gone = alloc::vec![false; len];
    // Blocks of two or more items that failed. A block that failed at `start` failed
    // with the removals made before `start`, which stay made; a later candidate that
    // also removes every item of that block removes a superset of what failed, so it
    // fails too and is not tried. This spares the test of the last single item of a
    // failed block whose other items all went, and of a doubled block reaching past it.
    let mut failed: Vec<(usize, usize)> = Vec::new();
    while p < len && removed < max_removed {
        let k = block.min(len - p).min(max_removed - removed);
        let covers = |&(start, end): &(usize, usize)| {
            (end <= p || p + k >= end) && gone[start..end.min(p)].iter().all(|&g| g)
        };
        let passes = if failed.iter().any(covers) {
            false
        } else {
            items.clear();
            items.extend(p..p + k);
            let passes = apply(&items, true);
            if !passes {
                apply(&items, false);
                if k > 1 {
                    failed.push((p, p + k));
                }
            }
            passes
        };
        if passes {
            gone[p..p + k].iter_mut().for_each(|g| *g = true);
            removed += k;
            p += k;
            block = k * 2;
        } else {
            if k == 1 {
                // Kept for good: no failed block holding it can be covered any more.
                failed.retain(|&(start, end)| !(start..end).contains(&p));
                p += 1;
            }
            block = 1;
        }
    }
    removed
}

fn hint_constraint(n: usize, h: &Hint) -> catalog::Constraint {
    let (r2, c2) = h.other();
    catalog::Constraint::Hint {
        a: (h.r as usize * n + h.c as usize) as u8,
        b: (r2 as usize * n + c2 as usize) as u8,
        equal: h.kind == HintKind::Equal,
    }
}

/// Rank of a day's default puzzle.
pub fn default_rank(id: &PuzzleId<'_>) -> u8 {
    match id {
        PuzzleId::Date(d) => weekday_rank(d.weekday()),
        PuzzleId::Practice(_) => 2,
    }
}

impl fmt::Display for Seeds {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "seed {} rowOrderSeed {} clueSeed {}",
            self.seed, self.row_order_seed, self.clue_seed
        )
    }
}

#[cfg(test)]
mod tests {
    use super::greedy_removal;
    use proptest::prelude::*;

    proptest! {
        /// Blocks give exactly the one-at-a-time result for any monotone test: here
        /// "the kept set still covers every required group".
        #[test]
        fn blocks_equal_one_at_a_time(groups in proptest::collection::vec(proptest::collection::vec(0usize..30, 1..4), 0..8), cap in 0usize..31) {
            let n = 30;
            let passes = |kept: &[bool]| groups.iter().all(|g| g.iter().any(|&i| kept[i]));
            let mut kept = alloc::vec![true; n];
            let mut removed_seq = 0;
            for i in 0..n {
                if removed_seq == cap { break; }
                kept[i] = false;
                if passes(&kept) { removed_seq += 1 } else { kept[i] = true }
            }
            let mut kept_b = alloc::vec![true; n];
            let removed = greedy_removal(n, cap, |items, remove| {
                for &i in items { kept_b[i] = !remove; }
                !remove || passes(&kept_b)
            });
            prop_assert_eq!(removed, removed_seq);
            prop_assert_eq!(kept_b, kept);
        }
    }
}
