//! The Binary Grid profile (seed 001): three puzzles a day, accepted under R1 + R2, givens
//! by ratio.
//!
//! Seed string `"YYYY-MM-DD:difficulty"` (UTC date key) → FNV-1a → Mulberry32. The
//! solution is built cell by cell, row-major, trying a seeded value first and
//! backtracking on R1/R2 and on R3 (no two rows or columns alike: the How-To tells
//! players so, and the seed leaves it to the generator). Givens start as the whole grid
//! and are removed in seeded order while the puzzle stays unique under R1 + R2 + givens
//! alone (the exact solver with R3 off), down to the difficulty's share of cells: easy
//! 50 %, medium 40 %, hard 30 %.
//! Unlike the seed's plain reveal, the server's acceptance (shape, 0/1, givens, R1, R2)
//! therefore accepts exactly the solution.

use super::board::{Board, HintMasks};
use super::grid::Grid;
use super::lines::{MAX_SIZE, bit, full};
use super::puzzle::{Clue, Puzzle};
use super::solve::Exact;
use super::submit::{Submission, Verdict, validate_against};
use crate::daily::{Date, IdError};
use crate::rng::{Mulberry32, fnv1a32};
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

/// Binary Grid difficulty: only the share of given cells differs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Difficulty {
    /// About 50 % of cells given.
    Easy,
    /// About 40 % of cells given.
    Medium,
    /// About 30 % of cells given.
    Hard,
}

impl Difficulty {
    /// `easy`, `medium` or `hard`.
    pub fn as_str(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
        }
    }

    /// Parses `easy`, `medium` or `hard`.
    pub fn parse(s: &str) -> Result<Difficulty, ProfileError> {
        match s {
            "easy" => Ok(Difficulty::Easy),
            "medium" => Ok(Difficulty::Medium),
            "hard" => Ok(Difficulty::Hard),
            _ => Err(ProfileError::Difficulty),
        }
    }

    /// Target share of given cells, in percent.
    pub fn percent(self) -> usize {
        match self {
            Difficulty::Easy => 50,
            Difficulty::Medium => 40,
            Difficulty::Hard => 30,
        }
    }
}

/// Why a Binary Grid puzzle could not be made.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ProfileError {
    /// The date key is not a real `YYYY-MM-DD` date.
    DateKey(IdError),
    /// The difficulty is not `easy`, `medium` or `hard`.
    Difficulty,
}

impl fmt::Display for ProfileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProfileError::DateKey(e) => write!(f, "invalid date key: {e}"),
            ProfileError::Difficulty => f.write_str("difficulty must be easy, medium or hard"),
        }
    }
}

impl core::error::Error for ProfileError {}

/// `PuzzleInfo`: `{dateKey, difficulty, size, givens: (0|1|null)[][]}` plus the solution
/// the server keeps. Made by [`binary_grid_puzzle`] only, so its givens are checked once,
/// as a [`Puzzle`] under the profile's rules, and read through methods.
///
/// ```compile_fail,E0616
/// use bits::binairo::{Difficulty, binary_grid_puzzle};
/// let mut p = binary_grid_puzzle("2026-11-21", Difficulty::Easy).unwrap();
/// p.date_key.clear(); // private: the givens were drawn for this date
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PuzzleInfo {
    date_key: String,
    difficulty: Difficulty,
    /// Not part of `PuzzleInfo` JSON.
    solution: Grid,
    /// The givens under R1 + R2 (no R3, no hints).
    puzzle: Puzzle,
}

impl PuzzleInfo {
    /// UTC date key.
    pub fn date_key(&self) -> &str {
        &self.date_key
    }

    /// Difficulty.
    pub fn difficulty(&self) -> Difficulty {
        self.difficulty
    }

    /// The solution (the server keeps it; `PuzzleInfo` JSON leaves it out).
    pub fn solution(&self) -> &Grid {
        &self.solution
    }

    /// Side length.
    pub fn size(&self) -> usize {
        self.solution.size()
    }

    /// Given cells, row-major.
    pub fn clues(&self) -> &[Clue] {
        self.puzzle.clues()
    }

    /// Rows of givens, `None` for open cells.
    pub fn givens(&self) -> Vec<Vec<Option<u8>>> {
        let cells = self.puzzle.given_cells();
        let mut rows = Vec::with_capacity(self.size());
        for row in cells.chunks(self.size()) {
            rows.push(row.to_vec());
        }
        rows
    }

    /// The puzzle under the profile's rules (R1 + R2 + givens; no R3, no hints).
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// The seed's server acceptance, with reasons.
    pub fn validate(&self, submission: &Submission) -> Verdict {
        validate_against(&self.puzzle, &self.date_key, submission)
    }

    /// `PuzzleInfo` JSON, keys in SPEC's order: `{dateKey, difficulty, size, givens}`.
    #[cfg(feature = "json")]
    pub fn to_json(&self) -> String {
        let mut w = crate::json_writer::JsonWriter::with_capacity(256);
        w.begin_object();
        w.field_str("dateKey", &self.date_key);
        w.field_str("difficulty", self.difficulty.as_str());
        w.field_uint("size", self.size() as u64);
        w.key("givens");
        w.begin_array();
        for row in self.givens() {
            w.begin_array();
            for v in row {
                match v {
                    Some(b) => w.uint(b.into()),
                    None => w.null(),
                }
            }
            w.end_array();
        }
        w.end_array();
        w.end_object();
        w.finish()
    }
}

/// The Binary Grid puzzle for a UTC date key and difficulty (6×6).
pub fn binary_grid_puzzle(
    date_key: &str,
    difficulty: Difficulty,
) -> Result<PuzzleInfo, ProfileError> {
    Date::parse(date_key).map_err(ProfileError::DateKey)?;
    let n = 6;
    let mut rng = Mulberry32::new(fnv1a32(&format!("{date_key}:{}", difficulty.as_str())));
    let solution = backtrack_solution(n, &mut rng);
    let sol = solution.rows();
    let mut order: Vec<usize> = (0..n * n).collect();
    rng.shuffle(&mut order);
    let target = (n * n * difficulty.percent() + 50) / 100;
    let mut known = [0u16; MAX_SIZE];
    for k in known.iter_mut().take(n) {
        *k = full(n);
    }
    let mut count = n * n;
    let unique = |known: &[u16]| {
        let b = Board::from_givens(n, sol, known);
        let mut e = Exact {
            hints: HintMasks::default(),
            distinct: false,
            limit: 2,
            count: 0,
            first: None,
            closer: None,
            nodes_left: u64::MAX,
            exhausted: false,
        };
        e.search(b, b.all_lines());
        e.count == 1
    };
    for &i in &order {
        if count <= target {
            break;
        }
        let (r, c) = (i / n, i % n);
        known[r] &= !bit(n, c);
        if unique(&known) {
            count -= 1;
        } else {
            known[r] |= bit(n, c);
        }
    }
    let mut clues = Vec::with_capacity(count);
    for r in 0..n {
        for c in 0..n {
            if known[r] & bit(n, c) != 0 {
                clues.push(Clue {
                    r: r as u8,
                    c: c as u8,
                    bit: u8::from(sol[r] & bit(n, c) != 0),
                });
            }
        }
    }
    Ok(PuzzleInfo {
        date_key: String::from(date_key),
        difficulty,
        solution,
        puzzle: Puzzle::new(n, clues, Vec::new(), false).expect("givens lie inside the grid"),
    })
}

/// A grid obeying R1, R2 and R3 (no two rows or columns alike), filled row-major with a
/// seeded first choice per cell. R3 is the seed's own: the How-To tells players that rows
/// and columns differ, so a solution with two equal rows would contradict what they were
/// told; the seed leaves enforcing it to the generator.
fn backtrack_solution(n: usize, rng: &mut Mulberry32) -> Grid {
    fn fill(n: usize, i: usize, cells: &mut [u8], rng: &mut Mulberry32) -> bool {
        if i == n * n {
            return true;
        }
        let (r, c) = (i / n, i % n);
        let first = rng.below(2) as u8;
        for v in [first, 1 - first] {
            cells[i] = v;
            if partial_ok(n, cells, r, c)
                && distinct_ok(n, cells, r, c)
                && fill(n, i + 1, cells, rng)
            {
                return true;
            }
        }
        false
    }
    let mut cells = alloc::vec![0u8; n * n];
    let ok = fill(n, 0, &mut cells, rng);
    debug_assert!(ok, "every even size has an R1 + R2 + R3 grid");
    Grid::from_cells(n, &cells).expect("cells are 0/1")
}

/// R3 for the lines the newly filled cell `(r, c)` completes: its row when it ends one,
/// and its column when it is in the last row.
fn distinct_ok(n: usize, cells: &[u8], r: usize, c: usize) -> bool {
    let row = |k: usize| &cells[k * n..k * n + n];
    let same_columns = |a: usize, b: usize| (0..n).all(|k| cells[k * n + a] == cells[k * n + b]);
    (c + 1 < n || (0..r).all(|k| row(k) != row(r)))
        && (r + 1 < n || (0..c).all(|k| !same_columns(k, c)))
}

/// R1/R2 on the row and column through the newly filled cell `(r, c)` (cells after it
/// in row-major order are not filled yet).
fn partial_ok(n: usize, cells: &[u8], r: usize, c: usize) -> bool {
    let at = |r: usize, c: usize| cells[r * n + c];
    let v = at(r, c);
    if c >= 2 && at(r, c - 1) == v && at(r, c - 2) == v {
        return false;
    }
    if r >= 2 && at(r - 1, c) == v && at(r - 2, c) == v {
        return false;
    }
    let row_ones = (0..=c).filter(|&k| at(r, k) == 1).count();
    let col_ones = (0..=r).filter(|&k| at(k, c) == 1).count();
    let half = n / 2;
    row_ones <= half && c + 1 - row_ones <= half && col_ones <= half && r + 1 - col_ones <= half
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::binairo::rules::follows_rules;
    use crate::binairo::solve::count_solutions;

    #[test]
    fn every_solution_of_a_year_keeps_r3() {
        // Before R3 was enforced, 678 of the 1,095 puzzles of 2026 had two equal lines.
        for day in 0..365 {
            let d = Date::from_days_since_epoch(20_454 + day).to_string_key();
            for diff in [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard] {
                let p = binary_grid_puzzle(&d, diff).unwrap();
                assert!(follows_rules(&p.solution, true), "{d} {diff:?}");
            }
        }
    }

    #[test]
    fn unique_under_r1_r2_and_near_the_ratio() {
        for day in 0..60 {
            let d = Date::from_days_since_epoch(20_400 + day).to_string_key();
            for diff in [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard] {
                let p = binary_grid_puzzle(&d, diff).unwrap();
                assert!(follows_rules(&p.solution, false));
                assert_eq!(count_solutions(p.puzzle(), 2).count, 1);
                let target = (36 * diff.percent() + 50) / 100;
                assert!(
                    p.clues().len() >= target && p.clues().len() <= target + 6,
                    "{d} {diff:?} {}",
                    p.clues().len()
                );
            }
        }
        assert_eq!(
            binary_grid_puzzle("2026-02-30", Difficulty::Easy).unwrap_err(),
            ProfileError::DateKey(IdError::Day {
                year: 2026,
                month: 2,
                day: 30
            })
        );
    }

    trait Key {
        fn to_string_key(&self) -> String;
    }
    impl Key for Date {
        fn to_string_key(&self) -> String {
            format!("{self}")
        }
    }
}
