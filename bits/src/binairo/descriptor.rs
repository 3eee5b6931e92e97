//! The puzzle descriptor (seed 000 §1): what the site caches and what its UI consumes,
//! its public view, and a checked JSON load that refuses tampered cache entries.

use super::deduce::{Deducer, Technique, TechniqueSet};
use super::generate::{self, GENERATOR_VERSION, Seeds};
use super::grid::{Grid, GridError};
use super::options::Options;
use super::puzzle::{Clue, Hint, Puzzle};
use super::rules::Violation;
use crate::daily::IdError;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

pub use super::generate::GenerateError;

/// Diagnostics stored with a descriptor (`metadata`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Metadata {
    /// Difficulty rank 1–3.
    pub difficulty_rank: u8,
    /// Version of the generator that built it.
    pub generator_version: u32,
    /// Techniques a human solve uses, cheapest first.
    pub techniques: Vec<Technique>,
    /// Short talk-through of how the puzzle was built. A checked load takes it as stored
    /// (only generating the puzzle again could check it); the public view leaves it out.
    pub built_from_seed: Vec<String>,
}

/// A complete puzzle: solution, givens, hints, seeds and metadata.
///
/// Only the generator and the checked load (`Descriptor::from_json`, feature `json`) make
/// one, so its parts always agree: the fields are read through methods, never set, and a
/// clue or hint outside the grid cannot be written into a descriptor to surface later as
/// a failure far from where it was made.
///
/// ```compile_fail,E0616
/// let mut d = bits::generate_descriptor("2026-11-21").unwrap();
/// d.metadata.difficulty_rank = 1; // private: a descriptor changes only by loading other JSON
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Descriptor {
    pub(crate) puzzle_id: String,
    pub(crate) seeds: Seeds,
    pub(crate) solution: Grid,
    /// The givens and hints, checked against the grid once, when the descriptor was made.
    pub(crate) puzzle: Puzzle,
    pub(crate) metadata: Metadata,
}

/// What a server sends to players: everything except what reveals the answer. Made by
/// [`Descriptor::public_view`] or the checked `PublicView::from_json` (feature `json`)
/// only, as a [`Descriptor`] is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PublicView {
    pub(crate) puzzle_id: String,
    pub(crate) seeds: Seeds,
    /// The givens and hints (and so the side).
    pub(crate) puzzle: Puzzle,
    pub(crate) difficulty_rank: u8,
    pub(crate) generator_version: u32,
    pub(crate) techniques: Vec<Technique>,
}

/// The daily Bits descriptor for `puzzle_id` with the site's default options
/// (6×6, weekday rank, 8–12 hints).
///
/// ```
/// let d = bits::generate_descriptor("2026-11-21").unwrap();
/// assert_eq!(d.size(), 6);
/// assert!(bits::binairo::is_unique(d.puzzle()));
/// ```
pub fn generate_descriptor(puzzle_id: &str) -> Result<Descriptor, GenerateError> {
    generate_descriptor_with(puzzle_id, &Options::default())
}

/// [`generate_descriptor`] with explicit options (size, rank, clue and hint ranges).
pub fn generate_descriptor_with(
    puzzle_id: &str,
    options: &Options,
) -> Result<Descriptor, GenerateError> {
    let g = generate::generate(puzzle_id, options)?;
    let n = g.solution.size();
    let puzzle = Puzzle::new(n, g.clues, g.hints, true)
        .expect("generated clues and hints lie inside the grid");
    let techniques = Deducer::new(&puzzle)
        .with_solution(g.solution.rows())
        .techniques(&puzzle, g.rank)
        .iter()
        .collect();
    Ok(Descriptor {
        puzzle_id: String::from(puzzle_id),
        seeds: g.seeds,
        solution: g.solution,
        puzzle,
        metadata: Metadata {
            difficulty_rank: g.rank,
            generator_version: GENERATOR_VERSION,
            techniques,
            built_from_seed: g.steps,
        },
    })
}

impl Descriptor {
    /// `YYYY-MM-DD` or `practice-<seed>`.
    pub fn puzzle_id(&self) -> &str {
        &self.puzzle_id
    }

    /// Seeds derived from the id.
    pub fn seeds(&self) -> Seeds {
        self.seeds
    }

    /// The unique solution.
    pub fn solution(&self) -> &Grid {
        &self.solution
    }

    /// Side of the grid.
    pub fn size(&self) -> usize {
        self.solution.size()
    }

    /// The puzzle a player solves (givens + hints, R3 on).
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// The puzzle, for a caller done with the rest of the descriptor.
    pub fn into_puzzle(self) -> Puzzle {
        self.puzzle
    }

    /// Givens, row-major.
    pub fn clues(&self) -> &[Clue] {
        self.puzzle.clues()
    }

    /// Adjacency hints (`adjacencies` in JSON).
    pub fn adjacencies(&self) -> &[Hint] {
        self.puzzle.hints()
    }

    /// Diagnostics: rank, generator version, techniques, the talk-through.
    pub fn metadata(&self) -> &Metadata {
        &self.metadata
    }

    /// Row bitmasks, leftmost cell most significant (`rowSignatures`).
    pub fn row_signatures(&self) -> Vec<u16> {
        self.solution.rows().to_vec()
    }

    /// Number of 1s per column (`columnTotals`).
    pub fn column_totals(&self) -> Vec<u8> {
        self.solution.column_totals()
    }

    /// The view a server sends to players.
    pub fn public_view(&self) -> PublicView {
        PublicView {
            puzzle_id: self.puzzle_id.clone(),
            seeds: self.seeds,
            puzzle: self.puzzle.clone(),
            difficulty_rank: self.metadata.difficulty_rank,
            generator_version: self.metadata.generator_version,
            techniques: self.metadata.techniques.clone(),
        }
    }
}

impl PublicView {
    /// `YYYY-MM-DD` or `practice-<seed>`.
    pub fn puzzle_id(&self) -> &str {
        &self.puzzle_id
    }

    /// Seeds derived from the id (public: anyone can derive them from the id).
    pub fn seeds(&self) -> Seeds {
        self.seeds
    }

    /// Side of the grid.
    pub fn size(&self) -> usize {
        self.puzzle.size()
    }

    /// The puzzle a player solves.
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// Givens, row-major.
    pub fn clues(&self) -> &[Clue] {
        self.puzzle.clues()
    }

    /// Adjacency hints.
    pub fn adjacencies(&self) -> &[Hint] {
        self.puzzle.hints()
    }

    /// Difficulty rank 1–3.
    pub fn difficulty_rank(&self) -> u8 {
        self.difficulty_rank
    }

    /// Generator version.
    pub fn generator_version(&self) -> u32 {
        self.generator_version
    }

    /// Techniques a human solve uses, cheapest first.
    pub fn techniques(&self) -> &[Technique] {
        &self.techniques
    }
}

/// Why a stored descriptor (or public view) was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum DescriptorError {
    /// Not JSON of the descriptor's shape (a missing, extra or mistyped field).
    Json {
        /// 1-based line of the problem.
        line: usize,
        /// 1-based column of the problem.
        column: usize,
        /// Where in the value (`clues[3].r`), or empty at the top: for a caller whose
        /// object was written as JSON for it, the line and column of text it never saw.
        path: String,
        /// What the parser expected.
        message: String,
    },
    /// `puzzleId` is not a valid id.
    Id(IdError),
    /// A seed does not follow from the id.
    Seed {
        /// `seed`, `rowOrderSeed` or `clueSeed`.
        field: &'static str,
        /// The value the id gives.
        expected: u32,
        /// The stored value.
        found: u32,
    },
    /// `width` and `height` differ, or are not an even number 4–16.
    Size {
        /// Stored width.
        width: u64,
        /// Stored height.
        height: u64,
    },
    /// `solution` is not a grid of the stated size.
    Solution(GridError),
    /// `solution` breaks a rule.
    SolutionRule(Violation),
    /// A clue lies outside the grid, repeats a cell, or disagrees with the solution.
    Clue {
        /// Index in `clues`.
        index: usize,
        /// What is wrong.
        reason: &'static str,
    },
    /// A hint lies outside the grid, repeats an edge, has an unknown `dir`/`type`, or
    /// disagrees with the solution.
    Hint {
        /// Index in `adjacencies`.
        index: usize,
        /// What is wrong.
        reason: &'static str,
    },
    /// A stored derived field does not match the solution.
    Derived {
        /// `rowSignatures` or `columnTotals`.
        field: &'static str,
        /// Row or column index.
        index: usize,
        /// Value computed from the solution.
        expected: u32,
        /// Stored value (as stored: a `u32` field may hold any JSON whole number).
        found: u64,
    },
    /// A stored derived field has another count of entries than the solution has rows
    /// or columns.
    DerivedCount {
        /// `rowSignatures` or `columnTotals`.
        field: &'static str,
        /// The solution's rows or columns.
        expected: usize,
        /// Stored entries.
        found: usize,
    },
    /// A metadata field is out of range or unknown.
    Metadata {
        /// The field.
        field: &'static str,
        /// What is wrong.
        reason: &'static str,
    },
    /// The clues and hints do not pin down exactly one solution.
    NotUnique {
        /// Solutions found (capped at 2).
        solutions: usize,
    },
    /// The puzzle's only solution is not the grid its id draws (the same in every
    /// generator version): an entry of another id given this one's id and seeds, or one
    /// edited into another puzzle. Checked at 4×4 and 6×6 (the dailies' size) only:
    /// larger grids take milliseconds to seconds to draw again.
    NotDrawn,
    /// Neither the deduction solver nor a search of [`LOAD_SEARCH_NODES`] nodes settles
    /// whether the clues and hints pin down one solution. No puzzle the generator makes
    /// gets here: the deduction solver finishes every one of them.
    Undecided {
        /// The search nodes spent.
        nodes: u64,
    },
}

/// The most search nodes a checked load spends on a puzzle the deduction solver cannot
/// finish (about a second at 16×16) before it refuses the entry as
/// [`DescriptorError::Undecided`]: a hand-made entry of a few dozen clues on a large grid
/// could otherwise keep it busy for hours.
pub const LOAD_SEARCH_NODES: u64 = 100_000;

impl fmt::Display for DescriptorError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DescriptorError::Json {
                line,
                column,
                path,
                message,
            } => {
                let place = crate::json_place::Place {
                    line: *line,
                    column: *column,
                    path,
                };
                // The errors a puzzle given to the solver shares with a descriptor (its
                // JSON, size, clues and hints) name no kind: the text may be either.
                write!(f, "JSON at {place}: {message}")
            }
            DescriptorError::Id(e) => write!(f, "descriptor puzzleId: {e}"),
            DescriptorError::Seed {
                field,
                expected,
                found,
            } => write!(
                f,
                "descriptor {field} is {found} but the puzzle id gives {expected}"
            ),
            DescriptorError::Size { width, height } => write!(
                f,
                "size {width}x{height} is not square with an even side from 4 to 16"
            ),
            DescriptorError::Solution(e) => write!(f, "descriptor solution: {e}"),
            DescriptorError::SolutionRule(v) => write!(f, "descriptor solution breaks a rule: {v}"),
            DescriptorError::Clue { index, reason } => {
                write!(f, "clues[{index}]: {reason}")
            }
            DescriptorError::Hint { index, reason } => {
                write!(f, "adjacencies[{index}]: {reason}")
            }
            DescriptorError::Derived {
                field,
                index,
                expected,
                found,
            } => write!(
                f,
                "descriptor {field}[{index}] is {found} but the solution gives {expected}"
            ),
            DescriptorError::DerivedCount {
                field,
                expected,
                found,
            } => write!(
                f,
                "descriptor {field} has {found} entries but the solution gives {expected}"
            ),
            DescriptorError::Metadata { field, reason } => {
                write!(f, "descriptor metadata.{field}: {reason}")
            }
            DescriptorError::NotUnique { solutions } => write!(
                f,
                "descriptor clues and hints allow {} solutions; a puzzle must have exactly one",
                if *solutions == 0 { "no" } else { "several" }
            ),
            DescriptorError::NotDrawn => f.write_str(
                "descriptor solution is not the grid its puzzle id draws: the entry is \
                 another puzzle's, or was edited",
            ),
            DescriptorError::Undecided { nodes } => write!(
                f,
                "descriptor clues and hints leave so much open that {nodes} search steps did \
                 not settle whether the solution is unique; no generated puzzle does that"
            ),
        }
    }
}

impl core::error::Error for DescriptorError {}

/// What [`check_common`] found: the checked puzzle, and whether its only solution may be
/// the grid its id draws. A descriptor checks its stored solution against the puzzle first,
/// so a loaded entry whose clue was flipped is named by that clue, and its metadata next,
/// so a newer generator's entry is named as newer; then [`Checked::drawn_as`].
#[cfg_attr(not(feature = "json"), allow(dead_code))]
pub(crate) struct Checked {
    pub seeds: Seeds,
    pub puzzle: Puzzle,
    drawn: bool,
}

#[cfg_attr(not(feature = "json"), allow(dead_code))]
impl Checked {
    /// `Ok` unless the puzzle's only solution is not the grid the id draws.
    pub fn drawn_as(&self) -> Result<(), DescriptorError> {
        if self.drawn {
            Ok(())
        } else {
            Err(DescriptorError::NotDrawn)
        }
    }
}

/// A descriptor's or public view's puzzle with its id and seeds checked, not yet known to
/// be unique: [`Shaped::settle`] searches. A descriptor compares its stored solution
/// with the givens in between, so that an edited clue or hint is named as such rather
/// than as a puzzle with several solutions (or none).
#[cfg_attr(not(feature = "json"), allow(dead_code))]
pub(crate) struct Shaped<'a> {
    id: crate::daily::PuzzleId<'a>,
    seeds: Seeds,
    pub puzzle: Puzzle,
}

/// Checks the parts shared by descriptors and public views but uniqueness: id, seeds,
/// size, clues, hints and rank.
#[cfg_attr(not(feature = "json"), allow(dead_code))]
pub(crate) fn check_common<'a>(
    puzzle_id: &'a str,
    seeds: Seeds,
    width: u64,
    height: u64,
    clues: &[(u64, u64, u64)],
    hints: Vec<Hint>,
    rank: u64,
) -> Result<Shaped<'a>, DescriptorError> {
    let id = crate::daily::PuzzleId::parse(puzzle_id).map_err(DescriptorError::Id)?;
    let expected = Seeds::of(puzzle_id);
    for (field, e, f) in [
        ("seed", expected.seed, seeds.seed),
        (
            "rowOrderSeed",
            expected.row_order_seed,
            seeds.row_order_seed,
        ),
        ("clueSeed", expected.clue_seed, seeds.clue_seed),
    ] {
        if e != f {
            return Err(DescriptorError::Seed {
                field,
                expected: e,
                found: f,
            });
        }
    }
    if width != height || !super::lines::is_supported_size(width as usize) {
        return Err(DescriptorError::Size { width, height });
    }
    let n = width as usize;
    let mut cl = Vec::with_capacity(clues.len());
    for (index, &(r, c, bit)) in clues.iter().enumerate() {
        if r >= n as u64 || c >= n as u64 {
            return Err(DescriptorError::Clue {
                index,
                reason: "lies outside the grid",
            });
        }
        if bit > 1 {
            return Err(DescriptorError::Clue {
                index,
                reason: "bit must be 0 or 1",
            });
        }
        cl.push(Clue {
            r: r as u8,
            c: c as u8,
            bit: bit as u8,
        });
    }
    if !(1..=3).contains(&rank) {
        return Err(DescriptorError::Metadata {
            field: "difficultyRank",
            reason: "must be 1, 2 or 3",
        });
    }
    let puzzle = Puzzle::new(n, cl, hints, true).map_err(|e| puzzle_error(e, width, height))?;
    Ok(Shaped { id, seeds, puzzle })
}

#[cfg_attr(not(feature = "json"), allow(dead_code))]
impl Shaped<'_> {
    /// Settles that the puzzle has exactly one solution, within [`LOAD_SEARCH_NODES`].
    pub fn settle(self) -> Result<Checked, DescriptorError> {
        let Shaped { id, seeds, puzzle } = self;
        let only = match super::solve::settle(&puzzle, LOAD_SEARCH_NODES) {
            Some(super::solve::Solutions {
                count: 1,
                first: Some(g),
            }) => g,
            Some(s) => {
                return Err(DescriptorError::NotUnique { solutions: s.count });
            }
            None => {
                return Err(DescriptorError::Undecided {
                    nodes: LOAD_SEARCH_NODES,
                });
            }
        };
        Ok(Checked {
            drawn: super::schedule::may_be_drawn(&id, puzzle.size(), seeds.row_order_seed, &only),
            seeds,
            puzzle,
        })
    }
}

/// A puzzle-shape error as the descriptor field it came from.
pub(crate) fn puzzle_error(e: super::PuzzleError, width: u64, height: u64) -> DescriptorError {
    match e {
        super::PuzzleError::Clue { index } => DescriptorError::Clue {
            index,
            reason: "lies outside the grid or is not 0/1",
        },
        super::PuzzleError::DuplicateClue { index } => DescriptorError::Clue {
            index,
            reason: "repeats a cell",
        },
        super::PuzzleError::Hint { index } => DescriptorError::Hint {
            index,
            reason: "lies outside the grid",
        },
        super::PuzzleError::DuplicateHint { index } => DescriptorError::Hint {
            index,
            reason: "repeats an edge",
        },
        _ => DescriptorError::Size { width, height },
    }
}

/// Checks a full descriptor's solution-dependent fields against its puzzle.
#[cfg_attr(not(feature = "json"), allow(dead_code))]
pub(crate) fn check_solution(
    puzzle: &Puzzle,
    rows: &[String],
    row_signatures: &[u64],
    column_totals: &[u64],
) -> Result<Grid, DescriptorError> {
    let n = puzzle.size();
    if rows.len() != n {
        return Err(DescriptorError::Solution(GridError::RowCount {
            expected: n,
            found: rows.len(),
        }));
    }
    let grid = Grid::from_row_strings(rows).map_err(DescriptorError::Solution)?;
    super::rules::check_grid(&grid, true).map_err(DescriptorError::SolutionRule)?;
    for (index, cl) in puzzle.clues().iter().enumerate() {
        if grid.get(cl.r as usize, cl.c as usize) != Some(cl.bit) {
            return Err(DescriptorError::Clue {
                index,
                reason: "disagrees with the solution",
            });
        }
    }
    for (index, h) in puzzle.hints().iter().enumerate() {
        let (r2, c2) = h.other();
        let a = grid.get(h.r as usize, h.c as usize).unwrap_or(0);
        let b = grid.get(r2 as usize, c2 as usize).unwrap_or(0);
        if !h.holds(a, b) {
            return Err(DescriptorError::Hint {
                index,
                reason: "disagrees with the solution",
            });
        }
    }
    let derived = |field: &'static str, stored: &[u64], actual: Vec<u32>| {
        if stored.len() != actual.len() {
            return Err(DescriptorError::DerivedCount {
                field,
                expected: actual.len(),
                found: stored.len(),
            });
        }
        for (index, (&s, &a)) in stored.iter().zip(&actual).enumerate() {
            if s != u64::from(a) {
                return Err(DescriptorError::Derived {
                    field,
                    index,
                    expected: a,
                    found: s,
                });
            }
        }
        Ok(())
    };
    derived(
        "rowSignatures",
        row_signatures,
        grid.rows().iter().map(|&r| u32::from(r)).collect(),
    )?;
    derived(
        "columnTotals",
        column_totals,
        grid.column_totals().iter().map(|&c| u32::from(c)).collect(),
    )?;
    Ok(grid)
}

/// A loaded rank and technique list are the ones the deduction solver finds in the puzzle,
/// as the generator wrote them, so a corrupted entry does not label a hard puzzle easy.
/// Versions have changed only the hardest level, so an older version's entry is held to the
/// solver too wherever its rank or the one found now is 1 or 2; only an older rank-3
/// entry's metadata is taken as stored (its puzzle, solution and uniqueness are still
/// checked). A newer version is refused, as nothing here can check it.
#[cfg_attr(not(feature = "json"), allow(dead_code))]
pub(crate) fn check_metadata(
    deducer: &Deducer,
    puzzle: &Puzzle,
    version: u32,
    rank: u8,
    techniques: &[Technique],
) -> Result<(), DescriptorError> {
    if version > GENERATOR_VERSION {
        return Err(DescriptorError::Metadata {
            field: "generatorVersion",
            reason: "is newer than this build's generator, so its puzzle cannot be checked",
        });
    }
    let found = deducer.rank(puzzle);
    // Generator versions so far changed only the hardest level (version 3's contradiction
    // closure): ranks 1 and 2 are found alike by every version. So an older entry is held
    // to the solver wherever its rank or the one found now is below 3, and only an older
    // rank-3 entry is taken as stored. Without that, setting an entry's version back would
    // let its rank be relabelled at will.
    if version < GENERATOR_VERSION && rank >= 3 && found.is_none_or(|f| f >= 3) {
        return Ok(());
    }
    if found != Some(rank) {
        return Err(DescriptorError::Metadata {
            field: "difficultyRank",
            reason: "is not the rank the deduction solver finds",
        });
    }
    let used = deducer.techniques(puzzle, rank);
    let mut stored = TechniqueSet::default();
    techniques.iter().for_each(|&t| stored.insert(t));
    if stored != used || techniques.len() != used.iter().count() {
        return Err(DescriptorError::Metadata {
            field: "techniques",
            reason: "are not the techniques the deduction solver uses",
        });
    }
    Ok(())
}

/// Techniques by name, refusing unknown ones.
#[cfg_attr(not(feature = "json"), allow(dead_code))]
pub(crate) fn techniques_from_names<S: AsRef<str>>(
    names: &[S],
) -> Result<Vec<Technique>, DescriptorError> {
    names
        .iter()
        .map(|n| {
            Technique::from_name(n.as_ref()).ok_or(DescriptorError::Metadata {
                field: "techniques",
                reason: "names an unknown technique",
            })
        })
        .collect()
}
