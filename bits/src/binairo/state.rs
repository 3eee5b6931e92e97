//! The play state a UI drives (seed 000 §2, seed 001 "Client Validation"): cells with
//! live rule colouring that needs no solution, moves with undo/redo, explained hints,
//! a timer fed with the caller's timestamps, and save/restore.

use super::board::Board;
use super::deduce::{Deducer, Deduction, Technique};
use super::descriptor::{Descriptor, PublicView};
use super::explain::explain;
use super::grid::Grid;
use super::lines::{bit, full, triple_starts};
use super::puzzle::{Dir, HintKind, Puzzle};
use super::rules::{Line, OneBased};
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

/// Moves kept for undo by default, as on the site.
pub const DEFAULT_HISTORY: usize = 100;

/// The play time stops counting at 2^53 ms (285,000 years): beyond it a JavaScript number
/// no longer holds the time exactly, and a save's `elapsed` is refused there, so the clock
/// never writes a save its own `restore` would refuse, whatever timestamps it is fed.
pub const MAX_ELAPSED_MS: u64 = 1 << 53;

/// How a cell looks to the live checker.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    /// Filled and part of no violation.
    Ok,
    /// Part of a broken rule (a triple, an over-full line, a duplicate line, a broken hint).
    Typo,
    /// Empty.
    Unknown,
}

impl Status {
    /// `ok`, `typo` or `unknown`, as in the saved JSON.
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Ok => "ok",
            Status::Typo => "typo",
            Status::Unknown => "unknown",
        }
    }
}

/// One cell of the play state (`BitsCell`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cell {
    /// Row.
    pub r: u8,
    /// Column.
    pub c: u8,
    /// 0, 1 or empty.
    pub value: Option<u8>,
    /// A given: never changes.
    pub is_clue: bool,
    /// Locked by the player after verifying its line.
    pub is_locked: bool,
    /// What the live checker says.
    pub status: Status,
}

/// A rule a line breaks, as a mistake hint names it.
#[derive(Clone, Copy)]
enum Broken {
    /// Three equal cells side by side.
    Triple,
    /// More of one value than half the line.
    Count,
    /// The same as the line of this index (of the same kind).
    Repeat(u8),
    /// An `=` or `×` hint along the line.
    Hint,
}

/// Live status of one line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineReport {
    /// The line.
    pub line: Line,
    /// No value exceeds half the line; equal counts when full.
    pub balanced: bool,
    /// No three equal filled cells in a row.
    pub no_triples: bool,
    /// Every cell filled.
    pub complete: bool,
    /// Index of another complete line of the same kind that this complete line equals.
    pub duplicate_of: Option<u8>,
    /// No adjacency hint along this line is broken.
    pub hints_hold: bool,
}

impl LineReport {
    /// Whether the line breaks no rule so far.
    pub fn is_clean(&self) -> bool {
        self.balanced && self.no_triples && self.duplicate_of.is_none() && self.hints_hold
    }
}

/// Why a move or a load was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum StateError {
    /// Coordinates outside the grid.
    Cell {
        /// Row asked for.
        r: usize,
        /// Column asked for.
        c: usize,
    },
    /// A row or column beyond the grid's side.
    NoLine {
        /// The line asked for.
        line: Line,
    },
    /// The cell is a given.
    Clue {
        /// Row.
        r: u8,
        /// Column.
        c: u8,
    },
    /// The cell is locked.
    Locked {
        /// Row.
        r: u8,
        /// Column.
        c: u8,
    },
    /// A value other than 0, 1 or empty.
    Value {
        /// The value given.
        value: u8,
    },
    /// Only a complete line that breaks no rule can be locked.
    NotVerified {
        /// The line.
        line: Line,
    },
    /// The grid is already solved: nothing to hint, and once finished
    /// ([`GridState::finish_if_solved`]) no more moves and no save restored over it.
    Solved,
    /// No technique finds a next cell from here (and no mistake was found).
    NoDeduction,
    /// Saved state is not JSON of the expected shape.
    Json {
        /// Where (`` at `cells[3]` (line 1 column 40) ``) and what the parser expected.
        message: String,
    },
    /// Saved state is JSON but does not fit this puzzle.
    Corrupt {
        /// What does not fit.
        reason: String,
    },
    /// A save made for another puzzle (`GridState::restore_own` and `from_json`, feature
    /// `json`; `GridState::restore` sets it aside instead): another day's, or this id's
    /// with another size or other givens. Told apart from [`StateError::Corrupt`] because
    /// it is the usual case on a new day, not damage.
    OtherPuzzle {
        /// The id the save names.
        saved_for: String,
        /// The id of the puzzle it was given for.
        puzzle_id: String,
    },
}

impl fmt::Display for StateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            // 1-based, as every message here and as `OutsideGrid` says it: an index of
            // usize::MAX is still outside, and still said without a panic.
            StateError::Cell { r, c } => CellOutside {
                row: OneBased::from(*r),
                column: OneBased::from(*c),
            }
            .fmt(f),
            StateError::NoLine { line } => {
                write!(f, "{}", super::rules::OutsideGrid::of(*line))
            }
            StateError::Clue { r, c } => {
                write!(
                    f,
                    "row {} column {} is a given and cannot change",
                    u32::from(*r) + 1,
                    u32::from(*c) + 1
                )
            }
            StateError::Locked { r, c } => write!(
                f,
                "row {} column {} is locked",
                u32::from(*r) + 1,
                u32::from(*c) + 1
            ),
            StateError::Value { value } => ValueRefused(value).fmt(f),
            StateError::NotVerified { line } => {
                write!(
                    f,
                    "{line} can only be locked when it is complete and breaks no rule"
                )
            }
            StateError::Solved => f.write_str("the puzzle is already solved"),
            StateError::NoDeduction => f.write_str("no technique finds a next cell from here"),
            StateError::Json { message } => write!(f, "saved state JSON {message}"),
            StateError::Corrupt { reason } => {
                write!(f, "saved state does not fit this puzzle: {reason}")
            }
            StateError::OtherPuzzle {
                saved_for,
                puzzle_id,
            } if saved_for == puzzle_id => write!(
                f,
                "saved state is for another puzzle {puzzle_id} (its size or givens differ)"
            ),
            StateError::OtherPuzzle {
                saved_for,
                puzzle_id,
            } => write!(f, "saved state is for puzzle {saved_for}, not {puzzle_id}"),
        }
    }
}

impl core::error::Error for StateError {}

/// "2 is not 0, 1 or empty" for a cell value of any width: a binding quotes a caller's
/// number past `u8` (a Python int) in the words of [`StateError::Value`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ValueRefused<T>(pub T);

impl<T: fmt::Display> fmt::Display for ValueRefused<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} is not 0, 1 or empty", self.0)
    }
}

/// "row 3 column 17 is outside the grid": [`StateError::Cell`]'s sentence for a cell
/// numbered from 1 already, in numbers of any width, so that a binding taking indices
/// past `usize` (a Python int, a JavaScript double) says one in the same words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CellOutside<T> {
    /// The row's number, counted from 1.
    pub row: T,
    /// The column's number, counted from 1.
    pub column: T,
}

impl<T: fmt::Display> fmt::Display for CellOutside<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "row {} column {} is outside the grid",
            self.row, self.column
        )
    }
}

/// Refuses a cell value other than 0, 1 or empty.
///
/// [`GridState::set`] judges the value before the cell; a binding that reads the value
/// and the cell from a caller calls this first to keep that order.
///
/// ```
/// use bits::binairo::{StateError, check_value};
/// assert_eq!(check_value(Some(1)), Ok(()));
/// assert_eq!(check_value(None), Ok(()));
/// let e = check_value(Some(2)).unwrap_err();
/// assert_eq!(e, StateError::Value { value: 2 });
/// assert_eq!(e.to_string(), "2 is not 0, 1 or empty");
/// ```
pub fn check_value(value: Option<u8>) -> Result<(), StateError> {
    match value {
        Some(v) if v > 1 => Err(StateError::Value { value: v }),
        _ => Ok(()),
    }
}

/// A hint: the next deduction, or a pointer at a mistake.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Advice {
    /// The next cell a person could deduce.
    Step {
        /// Row.
        r: u8,
        /// Column.
        c: u8,
        /// Its value.
        value: u8,
        /// The technique.
        technique: Technique,
        /// The evidence cells.
        cells: Vec<(u8, u8)>,
        /// One plain sentence.
        explanation: String,
    },
    /// The grid holds a mistake; hints do not build on it. The cell is a wrong one when the
    /// solution is known (the descriptor's, or the puzzle's own when it has exactly one);
    /// otherwise a cell of the broken rule the player can change, a given only when the
    /// rule holds no other.
    Mistake {
        /// Row of the cell pointed at: set in every mistake a state gives, `None` only in
        /// one built by hand.
        r: Option<u8>,
        /// Column of the cell pointed at.
        c: Option<u8>,
        /// One plain sentence.
        explanation: String,
    },
}

impl Advice {
    /// The sentence.
    pub fn explanation(&self) -> &str {
        match self {
            Advice::Step { explanation, .. } | Advice::Mistake { explanation, .. } => explanation,
        }
    }
}

/// Whether a saved state was taken up or set aside.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Restored {
    /// The saved progress now shows.
    Resumed,
    /// The save was for another puzzle (another day): it was discarded and the fresh state
    /// kept.
    Discarded {
        /// The puzzle the save belonged to.
        saved_for: String,
    },
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Move {
    Set {
        i: usize,
        before: Option<u8>,
        after: Option<u8>,
    },
    Lock {
        cells: Vec<usize>,
    },
    /// A restart, with the board and the locks it cleared.
    Restart {
        values: Vec<Option<u8>>,
        locked: Vec<bool>,
    },
}

/// The play state of one puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GridState {
    puzzle_id: String,
    puzzle: Puzzle,
    solution: Option<Grid>,
    values: Vec<Option<u8>>,
    clue: Vec<bool>,
    locked: Vec<bool>,
    undo: Vec<Move>,
    redo: Vec<Move>,
    history_limit: usize,
    hints_used: u32,
    elapsed_ms: u64,
    running_since: Option<i64>,
    solved_at: Option<i64>,
}

impl GridState {
    /// A fresh state for a full descriptor (mistakes can be checked against its solution).
    pub fn new(descriptor: &Descriptor) -> GridState {
        let mut s = GridState::for_puzzle(&descriptor.puzzle_id, descriptor.puzzle.clone());
        s.solution = Some(descriptor.solution);
        s
    }

    /// A fresh state for a public view (what players' browsers have).
    pub fn from_public(view: &PublicView) -> GridState {
        GridState::for_puzzle(&view.puzzle_id, view.puzzle.clone())
    }

    /// A fresh state for any puzzle.
    pub fn for_puzzle(puzzle_id: &str, puzzle: Puzzle) -> GridState {
        let n = puzzle.size();
        let values = puzzle.given_cells();
        let mut clue = alloc::vec![false; n * n];
        for (c, v) in clue.iter_mut().zip(&values) {
            *c = v.is_some();
        }
        GridState {
            puzzle_id: String::from(puzzle_id),
            puzzle,
            solution: None,
            values,
            clue,
            locked: alloc::vec![false; n * n],
            undo: Vec::new(),
            redo: Vec::new(),
            history_limit: DEFAULT_HISTORY,
            hints_used: 0,
            elapsed_ms: 0,
            running_since: None,
            solved_at: None,
        }
    }

    /// Keeps at most `limit` moves for undo (the oldest go first).
    pub fn set_history_limit(&mut self, limit: usize) {
        self.history_limit = limit;
        let excess = self.undo.len().saturating_sub(limit);
        self.undo.drain(..excess);
    }

    /// The puzzle id.
    pub fn puzzle_id(&self) -> &str {
        &self.puzzle_id
    }

    /// The puzzle (givens and hints).
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// Side length.
    pub fn size(&self) -> usize {
        self.puzzle.size()
    }

    /// Hints taken so far.
    pub fn hints_used(&self) -> u32 {
        self.hints_used
    }

    /// When the puzzle was solved (caller's clock), if it was.
    pub fn solved_at(&self) -> Option<i64> {
        self.solved_at
    }

    /// Current value of a cell.
    pub fn value(&self, r: usize, c: usize) -> Result<Option<u8>, StateError> {
        Ok(self.values[self.index(r, c)?])
    }

    fn index(&self, r: usize, c: usize) -> Result<usize, StateError> {
        let n = self.size();
        if r >= n || c >= n {
            return Err(StateError::Cell { r, c });
        }
        Ok(r * n + c)
    }

    /// A finished state is the record of a solve: its grid and time no longer change, so
    /// that its save stays one `restore` accepts.
    fn playing(&self) -> Result<(), StateError> {
        match self.solved_at {
            Some(_) => Err(StateError::Solved),
            None => Ok(()),
        }
    }

    fn editable(&self, r: usize, c: usize) -> Result<usize, StateError> {
        let i = self.index(r, c)?;
        self.playing()?;
        if self.clue[i] {
            return Err(StateError::Clue {
                r: r as u8,
                c: c as u8,
            });
        }
        if self.locked[i] {
            return Err(StateError::Locked {
                r: r as u8,
                c: c as u8,
            });
        }
        Ok(i)
    }

    fn record(&mut self, m: Move) {
        self.redo.clear();
        self.push_undo(m);
    }

    /// Pushes a move for undo, dropping the oldest beyond the history limit (a redo after
    /// the limit was lowered keeps it too).
    fn push_undo(&mut self, m: Move) {
        self.undo.push(m);
        if self.undo.len() > self.history_limit {
            self.undo.remove(0);
        }
    }

    /// Cycles a cell: empty → 0 → 1 → empty. Givens, locked cells and a finished state
    /// refuse.
    pub fn tap(&mut self, r: usize, c: usize) -> Result<Option<u8>, StateError> {
        let i = self.editable(r, c)?;
        let after = match self.values[i] {
            None => Some(0),
            Some(0) => Some(1),
            Some(_) => None,
        };
        self.values[i] = after;
        let before = match after {
            Some(0) => None,
            Some(_) => Some(0),
            None => Some(1),
        };
        self.record(Move::Set { i, before, after });
        Ok(after)
    }

    /// Sets a cell to 0, 1 or empty (`None`). Givens, locked cells and a finished state
    /// refuse.
    pub fn set(&mut self, r: usize, c: usize, value: Option<u8>) -> Result<(), StateError> {
        check_value(value)?;
        let i = self.editable(r, c)?;
        let before = self.values[i];
        if before != value {
            self.values[i] = value;
            self.record(Move::Set {
                i,
                before,
                after: value,
            });
        }
        Ok(())
    }

    /// Locks the open cells of a complete line that breaks no rule (not once finished).
    pub fn lock(&mut self, line: Line) -> Result<(), StateError> {
        let n = self.size();
        if line.index() >= n {
            return Err(StateError::NoLine { line });
        }
        self.playing()?;
        let report = self.report(line);
        if !report.complete || !report.is_clean() {
            return Err(StateError::NotVerified { line });
        }
        let cells: Vec<usize> = (0..n)
            .map(|p| {
                let (r, c) = line.cell(p);
                r * n + c
            })
            .filter(|&i| !self.clue[i] && !self.locked[i])
            .collect();
        // A line already locked (or all givens) changes nothing: no empty step for undo
        // to spend a press on.
        if cells.is_empty() {
            return Ok(());
        }
        for &i in &cells {
            self.locked[i] = true;
        }
        self.record(Move::Lock { cells });
        Ok(())
    }

    /// Starts the puzzle again: every cell but the givens empty, no line locked. The clock
    /// and the hint count carry on, so starting again is no way to hide the time or the
    /// hints a solve took (as a FlipIT reset counts its clicks). It is one move, so a
    /// restart pressed by mistake is undone by one undo. A board with nothing to clear
    /// changes nothing and records no move; a finished state refuses.
    pub fn restart(&mut self) -> Result<(), StateError> {
        self.playing()?;
        // A locked cell is a filled one the player set, so this covers the locks too.
        let played = |i: usize| !self.clue[i] && self.values[i].is_some();
        if !(0..self.values.len()).any(played) {
            return Ok(());
        }
        let m = Move::Restart {
            values: self.values.clone(),
            locked: self.locked.clone(),
        };
        self.apply(&m, false);
        self.record(m);
        Ok(())
    }

    /// Plays `m` forward, or takes it back with `back`.
    fn apply(&mut self, m: &Move, back: bool) {
        match m {
            Move::Set { i, before, after } => self.values[*i] = if back { *before } else { *after },
            Move::Lock { cells } => cells.iter().for_each(|&i| self.locked[i] = !back),
            Move::Restart { values, locked } if back => {
                self.values.clone_from(values);
                self.locked.clone_from(locked);
            }
            Move::Restart { .. } => {
                for (v, &given) in self.values.iter_mut().zip(&self.clue) {
                    if !given {
                        *v = None;
                    }
                }
                self.locked.fill(false);
            }
        }
    }

    /// Whether [`GridState::undo`] would take a move back: a page enables its Undo button
    /// by it instead of offering a press that does nothing.
    pub fn can_undo(&self) -> bool {
        self.playing().is_ok() && !self.undo.is_empty()
    }

    /// Whether [`GridState::redo`] would replay a move.
    pub fn can_redo(&self) -> bool {
        self.playing().is_ok() && !self.redo.is_empty()
    }

    /// Takes back the last move; `false` when there is none or the state is finished.
    pub fn undo(&mut self) -> bool {
        if self.playing().is_err() {
            return false;
        }
        let Some(m) = self.undo.pop() else {
            return false;
        };
        self.apply(&m, true);
        self.redo.push(m);
        true
    }

    /// Replays the last undone move; `false` when there is none or the state is finished.
    pub fn redo(&mut self) -> bool {
        if self.playing().is_err() {
            return false;
        }
        let Some(m) = self.redo.pop() else {
            return false;
        };
        self.apply(&m, false);
        self.push_undo(m);
        true
    }

    fn line_masks(&self, line: Line) -> (u16, u16) {
        let n = self.size();
        let (mut ones, mut known) = (0u16, 0u16);
        for p in 0..n {
            let (r, c) = line.cell(p);
            if let Some(v) = self.values[r * n + c] {
                known |= bit(n, p);
                if v == 1 {
                    ones |= bit(n, p);
                }
            }
        }
        (ones, known)
    }

    fn broken_hints(&self) -> impl Iterator<Item = &super::puzzle::Hint> {
        let n = self.size();
        self.puzzle.hints().iter().filter(move |h| {
            let (r2, c2) = h.other();
            match (
                self.values[h.r as usize * n + h.c as usize],
                self.values[r2 as usize * n + c2 as usize],
            ) {
                (Some(a), Some(b)) => !h.holds(a, b),
                _ => false,
            }
        })
    }

    /// Live status of a line (no solution needed); a line beyond the grid is refused.
    pub fn line_report(&self, line: Line) -> Result<LineReport, StateError> {
        if line.index() >= self.size() {
            return Err(StateError::NoLine { line });
        }
        Ok(self.report(line))
    }

    /// [`GridState::line_report`] for a line known to be inside the grid.
    fn report(&self, line: Line) -> LineReport {
        let n = self.size();
        let (ones, known) = self.line_masks(line);
        let half = (n / 2) as u32;
        let o = ones.count_ones();
        let z = (known & !ones).count_ones();
        let complete = known == full(n);
        let duplicate_of = if complete && self.puzzle.distinct() {
            (0..n as u8)
                .filter(|&k| k as usize != line.index())
                .find(|&k| {
                    let other = match line {
                        Line::Row(_) => Line::Row(k),
                        Line::Column(_) => Line::Column(k),
                    };
                    self.line_masks(other) == (ones, known)
                })
        } else {
            None
        };
        let hints_hold = !self.broken_hints().any(|h| match (line, h.dir) {
            (Line::Row(r), Dir::Right) => h.r == r,
            (Line::Column(c), Dir::Down) => h.c == c,
            _ => false,
        });
        LineReport {
            line,
            balanced: o <= half && z <= half && (!complete || o == z),
            no_triples: triple_starts(ones) == 0 && triple_starts(known & !ones) == 0,
            complete,
            duplicate_of,
            hints_hold,
        }
    }

    /// Every row's report, then every column's.
    pub fn line_reports(&self) -> Vec<LineReport> {
        let n = self.size() as u8;
        (0..n)
            .map(Line::Row)
            .chain((0..n).map(Line::Column))
            .map(|l| self.report(l))
            .collect()
    }

    /// Each rule `report`'s line may break itself, with the positions of the line (bits as
    /// [`bit`] numbers them) that take part in it (none when it holds), in the order a
    /// mistake hint prefers them: a triple, the cells of a value it holds too many of, the
    /// whole line when it repeats another, the two cells of a broken hint along it.
    fn faults(&self, report: &LineReport) -> [(Broken, u16); 4] {
        let n = self.size();
        let (ones, known) = self.line_masks(report.line);
        let zeros = known & !ones;
        let cover = |x: u16| {
            let t = triple_starts(x);
            t | (t << 1) | (t << 2)
        };
        let half = (n / 2) as u32;
        let over = |x: u16| if x.count_ones() > half { x } else { 0 };
        let repeated = match report.duplicate_of {
            Some(twin) => (Broken::Repeat(twin), full(n)),
            None => (Broken::Repeat(0), 0),
        };
        let mut hinted = 0;
        for h in self.broken_hints() {
            let along = match (report.line, h.dir) {
                (Line::Row(r), Dir::Right) if h.r == r => usize::from(h.c),
                (Line::Column(c), Dir::Down) if h.c == c => usize::from(h.r),
                _ => continue,
            };
            hinted |= bit(n, along) | bit(n, along + 1);
        }
        [
            (Broken::Triple, cover(ones) | cover(zeros)),
            (Broken::Count, over(ones) | over(zeros)),
            repeated,
            (Broken::Hint, hinted),
        ]
    }

    /// Which cells take part in a violation (row-major flags).
    fn typos(&self) -> Vec<bool> {
        let n = self.size();
        let mut typo = alloc::vec![false; n * n];
        for report in self.line_reports() {
            let bad = self.faults(&report).iter().fold(0, |a, (_, m)| a | m);
            for p in (0..n).filter(|&p| bad & bit(n, p) != 0) {
                let (r, c) = report.line.cell(p);
                typo[r * n + c] = true;
            }
        }
        typo
    }

    /// The cells, row-major, with their live status.
    pub fn cells(&self) -> Vec<Cell> {
        let n = self.size();
        let typo = self.typos();
        (0..n * n)
            .map(|i| Cell {
                r: (i / n) as u8,
                c: (i % n) as u8,
                value: self.values[i],
                is_clue: self.clue[i],
                is_locked: self.locked[i],
                status: match (self.values[i], typo[i]) {
                    (None, _) => Status::Unknown,
                    (Some(_), true) => Status::Typo,
                    (Some(_), false) => Status::Ok,
                },
            })
            .collect()
    }

    /// True exactly when every cell is filled and every rule holds.
    pub fn is_solved(&self) -> bool {
        self.values.iter().all(Option::is_some) && self.line_reports().iter().all(|r| r.is_clean())
    }

    /// Filled cells that differ from the solution, when the state holds it (built from a
    /// full descriptor); `None` otherwise. A state from a public view finds a wrong cell
    /// only through [`GridState::hint`], which counts in `hints_used`: a page sent the
    /// public view has no uncounted check.
    pub fn mistakes(&self) -> Option<Vec<(u8, u8)>> {
        let sol = self.solution.as_ref()?;
        let n = self.size();
        Some(
            (0..n * n)
                .filter(|&i| self.differs(sol, i))
                .map(|i| ((i / n) as u8, (i % n) as u8))
                .collect(),
        )
    }

    /// Whether cell `i` (row-major) is filled with another value than `solution`'s.
    fn differs(&self, solution: &Grid, i: usize) -> bool {
        let n = self.size();
        matches!(self.values[i], Some(v) if solution.get(i / n, i % n) != Some(v))
    }

    /// The next deduction, explained; or, when the grid holds a mistake, where it is.
    /// Counts in `hints_used` whenever advice is given.
    pub fn hint(&mut self) -> Result<Advice, StateError> {
        if self.is_solved() {
            return Err(StateError::Solved);
        }
        let advice = self.advise()?;
        // A save may carry any count up to `u32::MAX`; the count stays there rather than
        // wrap to 0 and hide the hints taken.
        self.hints_used = self.hints_used.saturating_add(1);
        Ok(advice)
    }

    /// The puzzle's one solution when the state knows it: the descriptor's, or the
    /// puzzle's own when it has exactly one and that is settled within a load's search
    /// budget (of a puzzle with several, no value is wrong).
    fn known_solution(&self) -> Option<Grid> {
        match self.solution {
            Some(s) => Some(s),
            None => super::solve::settle(&self.puzzle, super::LOAD_SEARCH_NODES)
                .filter(|s| s.count == 1)
                .and_then(|s| s.first),
        }
    }

    fn advise(&self) -> Result<Advice, StateError> {
        let n = self.size();
        let solution = self.known_solution();
        let wrong = |i: usize| solution.as_ref().is_some_and(|s| self.differs(s, i));
        // A broken rule first: point at a cell of it, and name that rule. The solution
        // keeps every rule, so each broken one holds a wrong cell (a repeated line's may be
        // in its twin, whose own report names it): that cell when the solution is known,
        // else a cell the player can change, never a given when another will do.
        let mut pick: Option<(u8, Line, Broken, usize)> = None;
        for report in self.line_reports().into_iter().filter(|r| !r.is_clean()) {
            for (rule, bad) in self.faults(&report) {
                for p in (0..n).filter(|&p| bad & bit(n, p) != 0) {
                    let (r, c) = report.line.cell(p);
                    let i = r * n + c;
                    let rank = if wrong(i) {
                        0
                    } else if self.clue[i] {
                        3
                    } else if self.locked[i] {
                        2
                    } else {
                        1
                    };
                    if pick.as_ref().is_none_or(|&(best, ..)| rank < best) {
                        pick = Some((rank, report.line, rule, i));
                    }
                }
            }
            if matches!(pick, Some((0, ..))) {
                break;
            }
        }
        if let Some((_, line, rule, i)) = pick {
            let what: alloc::borrow::Cow<'_, str> = match rule {
                Broken::Triple => "has three equal cells in a row".into(),
                Broken::Count => "has too many of one value".into(),
                // Named, so the player need not compare every line with it.
                Broken::Repeat(twin) => {
                    format!("repeats {} {}", line.noun(), u32::from(twin) + 1).into()
                }
                Broken::Hint => "breaks an = or \u{d7} hint".into(),
            };
            return Ok(Advice::Mistake {
                r: Some((i / n) as u8),
                c: Some((i % n) as u8),
                explanation: format!("{line} {what}; fix that before going on."),
            });
        }
        // A wrong value that breaks no rule yet.
        if let Some(i) = (0..n * n).find(|&i| wrong(i)) {
            return Ok(Advice::Mistake {
                r: Some((i / n) as u8),
                c: Some((i % n) as u8),
                explanation: format!(
                    "Row {} column {} is wrong: the puzzle cannot be finished with {} there.",
                    i / n + 1,
                    i % n + 1,
                    self.values[i].unwrap_or(0)
                ),
            });
        }
        let mut b = Board::empty(n);
        for (i, v) in self.values.iter().enumerate() {
            if let Some(v) = v {
                b.set(i / n, i % n, *v);
            }
        }
        let d: Deduction = Deducer::new(&self.puzzle)
            .next(&b, 3)
            .ok_or(StateError::NoDeduction)?;
        Ok(Advice::Step {
            r: d.r,
            c: d.c,
            value: d.value,
            technique: d.technique,
            explanation: explain(&d, n),
            cells: d.evidence,
        })
    }

    /// Starts or resumes the clock at `now_ms` (caller's clock; no-op while running).
    pub fn resume(&mut self, now_ms: i64) {
        if self.running_since.is_none() && self.solved_at.is_none() {
            self.running_since = Some(now_ms);
        }
    }

    /// Whether the clock runs (resumed and not paused since, nor finished): a page that
    /// pauses when hidden asks this rather than keeping its own flag in step.
    pub fn clock_running(&self) -> bool {
        self.running_since.is_some()
    }

    /// Pauses the clock at `now_ms`, banking the time played.
    pub fn pause(&mut self, now_ms: i64) {
        self.elapsed_ms = self.elapsed(now_ms);
        self.running_since = None;
    }

    /// Play time in ms at `now_ms`, at most [`MAX_ELAPSED_MS`].
    pub fn elapsed(&self, now_ms: i64) -> u64 {
        let running = self
            .running_since
            .map_or(0, |t| now_ms.saturating_sub(t).max(0) as u64);
        self.elapsed_ms.saturating_add(running).min(MAX_ELAPSED_MS)
    }

    /// If the grid is solved, stops the clock and records `solvedAt`; returns whether it is.
    /// From then on the state is finished: moves, locks, undo, redo and a restored save are
    /// refused.
    /// `solvedAt` is kept within JavaScript's date range (8.64e15 ms either side of 1970),
    /// which every binding's clock readings already are, so every save names an instant
    /// each runtime holds exactly, and restores.
    pub fn finish_if_solved(&mut self, now_ms: i64) -> bool {
        if self.solved_at.is_some() {
            return true;
        }
        if !self.is_solved() {
            return false;
        }
        self.pause(now_ms);
        self.solved_at = Some(crate::daily::clamp_ms(now_ms));
        true
    }

    /// Replaces this fresh state with a saved one if it was saved for this puzzle;
    /// otherwise keeps this state and says the save was discarded. A save under this id
    /// whose grid size or givens differ was made for another puzzle with the same id
    /// (other options, another generator version) and is discarded too, not called corrupt.
    ///
    /// A finished state refuses every save ([`StateError::Solved`]), as it refuses moves:
    /// a save from a tab that missed the solve would otherwise undo it. Saves hold no
    /// history: undo and redo start afresh, unless the save shows the board (values and
    /// locks) this state shows, whose steps it keeps. Keys this version does not know are
    /// passed over, so a save from a later version is still the player's progress.
    #[cfg(feature = "json")]
    pub fn restore(&mut self, json: &str) -> Result<Restored, StateError> {
        self.playing()?;
        let saved = saved::parse(json)?;
        if saved.puzzle_id != self.puzzle_id || saved::for_another_puzzle(self, &saved) {
            return Ok(Restored::Discarded {
                saved_for: saved.puzzle_id,
            });
        }
        let mut fresh = self.clone();
        saved::apply(&mut fresh, saved)?;
        // A save showing this very board (another tab's, whose clock or hint count moved
        // on since this one's last move) leaves every undo and redo step still true, so
        // they stay: taking up such a save is no reason to lose them.
        if fresh.values != self.values || fresh.locked != self.locked {
            fresh.undo.clear();
            fresh.redo.clear();
        }
        *self = fresh;
        Ok(Restored::Resumed)
    }

    /// A state from saved JSON for `puzzle`: a save for another puzzle is
    /// [`StateError::OtherPuzzle`] here, where [`GridState::restore`] sets it aside.
    #[cfg(feature = "json")]
    pub fn from_json(json: &str, puzzle_id: &str, puzzle: Puzzle) -> Result<GridState, StateError> {
        let mut s = GridState::for_puzzle(puzzle_id, puzzle);
        s.restore_own(json)?;
        Ok(s)
    }

    /// [`GridState::restore`] for a save that must be this puzzle's: one for another
    /// puzzle is [`StateError::OtherPuzzle`], and this state is left as it was. A caller
    /// that built this state from a full descriptor (so it knows the solution) takes up
    /// its own save with this, where [`GridState::from_json`] starts from the puzzle alone.
    #[cfg(feature = "json")]
    pub fn restore_own(&mut self, json: &str) -> Result<(), StateError> {
        match self.restore(json)? {
            Restored::Resumed => Ok(()),
            Restored::Discarded { saved_for } => Err(StateError::OtherPuzzle {
                saved_for,
                puzzle_id: self.puzzle_id.clone(),
            }),
        }
    }

    /// The state as the site saves it: `{puzzleId, cells, hintsUsed, elapsed, solvedAt?}`
    /// (elapsed counts to the last pause).
    #[cfg(feature = "json")]
    pub fn to_json(&self) -> String {
        saved::to_json(self, self.elapsed_ms)
    }

    /// The save with `elapsed` counted to `now_ms` while the clock runs, the state left as
    /// it is. A page that saves after every move would otherwise store only the time up to
    /// the last pause, and a reload would lose the minutes since.
    #[cfg(feature = "json")]
    pub fn to_json_at(&self, now_ms: i64) -> String {
        saved::to_json(self, self.elapsed(now_ms))
    }
}

#[cfg(feature = "json")]
mod saved {
    use super::*;
    use crate::json_reader::{self, Node};
    use crate::json_writer::JsonWriter;

    /// A saved cell as read (in the tests, also the oracle for the written bytes).
    #[cfg_attr(all(test, feature = "serde"), derive(serde::Serialize))]
    #[cfg_attr(all(test, feature = "serde"), serde(rename_all = "camelCase"))]
    pub struct CellIn {
        pub(super) r: u64,
        pub(super) c: u64,
        pub(super) value: Option<u64>,
        pub(super) is_clue: bool,
        pub(super) is_locked: bool,
        pub(super) status: String,
    }

    /// A saved state as read.
    #[cfg_attr(all(test, feature = "serde"), derive(serde::Serialize))]
    #[cfg_attr(all(test, feature = "serde"), serde(rename_all = "camelCase"))]
    pub struct StateIn {
        pub puzzle_id: String,
        pub(super) cells: Vec<CellIn>,
        pub(super) hints_used: u64,
        pub(super) elapsed: u64,
        #[cfg_attr(
            all(test, feature = "serde"),
            serde(skip_serializing_if = "Option::is_none")
        )]
        pub(super) solved_at: Option<i64>,
    }

    fn cell_in(n: &Node<'_>) -> Result<CellIn, json_reader::Error> {
        let o = n.object(&["r", "c", "value", "isClue", "isLocked", "status"], true)?;
        Ok(CellIn {
            r: o.required("r")?.u64()?,
            c: o.required("c")?.u64()?,
            value: o.optional("value").map(Node::u64).transpose()?,
            is_clue: o.required("isClue")?.bool()?,
            is_locked: o.required("isLocked")?.bool()?,
            status: o.required("status")?.str()?.into(),
        })
    }

    pub fn to_json(s: &GridState, elapsed: u64) -> String {
        let mut w = JsonWriter::with_capacity(128 + 80 * s.size() * s.size());
        w.begin_object();
        w.field_str("puzzleId", &s.puzzle_id);
        w.key("cells");
        w.begin_array();
        for c in s.cells() {
            w.begin_object();
            w.field_uint("r", c.r.into());
            w.field_uint("c", c.c.into());
            w.key("value");
            match c.value {
                Some(v) => w.uint(v.into()),
                None => w.null(),
            }
            w.field_bool("isClue", c.is_clue);
            w.field_bool("isLocked", c.is_locked);
            w.field_str("status", c.status.as_str());
            w.end_object();
        }
        w.end_array();
        w.field_uint("hintsUsed", s.hints_used.into());
        w.field_uint("elapsed", elapsed);
        if let Some(t) = s.solved_at {
            w.key("solvedAt");
            w.int(t);
        }
        w.end_object();
        w.finish()
    }

    impl From<json_reader::Located> for StateError {
        fn from(at: json_reader::Located) -> StateError {
            StateError::Json {
                message: format!("{at}"),
            }
        }
    }

    pub fn parse(json: &str) -> Result<StateIn, StateError> {
        let read = || {
            let tree = json_reader::parse(json)?;
            // Keys a later version may add are passed over, as a FlipIT save's are: a
            // page served an older script (a cached bundle, a rolled-back release) keeps
            // the player's progress instead of refusing it and starting afresh.
            let o = tree.object(
                &["puzzleId", "cells", "hintsUsed", "elapsed", "solvedAt"],
                true,
            )?;
            Ok(StateIn {
                puzzle_id: o.required("puzzleId")?.str()?.into(),
                cells: o.required("cells")?.list(cell_in)?,
                hints_used: o.required("hintsUsed")?.u64()?,
                elapsed: o.required("elapsed")?.u64()?,
                solved_at: o.optional("solvedAt").map(Node::i64).transpose()?,
            })
        };
        read().map_err(|e: json_reader::Error| e.located(json).into())
    }

    /// Whether a save holds another puzzle's grid: one some game could have written (the
    /// cells of a supported size, row-major, each 0, 1 or empty) with another size or
    /// other givens. Anything else is left to [`apply`], which calls it corrupt.
    pub fn for_another_puzzle(s: &GridState, j: &StateIn) -> bool {
        use crate::binairo::lines::{MAX_SIZE, is_supported_size};
        let n = s.size();
        let k = j.cells.len();
        let Some(m) = (0..=MAX_SIZE).find(|&m| m * m == k && is_supported_size(m)) else {
            return false;
        };
        let well_formed = j.cells.iter().enumerate().all(|(i, c)| {
            c.r == (i / m) as u64 && c.c == (i % m) as u64 && c.value.is_none_or(|v| v <= 1)
        });
        let other_givens = || {
            j.cells.iter().enumerate().any(|(i, c)| {
                c.is_clue != s.clue[i] || (c.is_clue && c.value != s.values[i].map(u64::from))
            })
        };
        well_formed && (m != n || other_givens())
    }

    pub fn apply(s: &mut GridState, j: StateIn) -> Result<(), StateError> {
        let n = s.size();
        let corrupt = |reason: String| StateError::Corrupt { reason };
        if j.cells.len() != n * n {
            return Err(corrupt(format!(
                "{} cells for a {n}x{n} grid",
                j.cells.len()
            )));
        }
        for (i, c) in j.cells.iter().enumerate() {
            if c.r != (i / n) as u64 || c.c != (i % n) as u64 {
                return Err(corrupt(format!(
                    "cell {i} is not row-major (r {} c {})",
                    c.r, c.c
                )));
            }
            let value = match c.value {
                None => None,
                Some(v @ 0..=1) => Some(v as u8),
                Some(v) => return Err(corrupt(format!("cell {i} has value {v}"))),
            };
            if !["ok", "typo", "unknown"].contains(&c.status.as_str()) {
                return Err(corrupt(format!("cell {i} has status {:?}", c.status)));
            }
            if c.is_locked && value.is_none() {
                return Err(corrupt(format!("cell {i} is locked but empty")));
            }
            s.values[i] = value;
            s.locked[i] = c.is_locked && !c.is_clue;
        }
        // A lock is only ever put on a complete line that keeps R1 and R2, and its cells
        // never change while locked. A save that breaks that would leave cells nothing can
        // unlock, in a line that can never be right.
        let fixed = |line: Line| {
            let report = s.report(line);
            let whole = (0..n).all(|p| {
                let (r, c) = line.cell(p);
                s.clue[r * n + c] || s.locked[r * n + c]
            });
            whole && report.no_triples && report.balanced
        };
        // Bit k: row (or column) k is such a line.
        let (mut rows, mut columns) = (0u32, 0u32);
        for k in 0..n as u8 {
            rows |= u32::from(fixed(Line::Row(k))) << k;
            columns |= u32::from(fixed(Line::Column(k))) << k;
        }
        for i in (0..n * n).filter(|&i| s.locked[i]) {
            if (rows >> (i / n)) & 1 == 0 && (columns >> (i % n)) & 1 == 0 {
                return Err(corrupt(format!(
                    "cell {i} is locked, but no line through it is locked whole and keeps the rules"
                )));
            }
        }
        s.hints_used = u32::try_from(j.hints_used)
            .map_err(|_| corrupt(String::from("hintsUsed is too large")))?;
        if j.elapsed > MAX_ELAPSED_MS {
            return Err(corrupt(String::from("elapsed is too large")));
        }
        s.elapsed_ms = j.elapsed;
        if let Some(t) = j.solved_at {
            crate::daily::check_ms(t).map_err(|_| {
                corrupt(String::from(
                    "solvedAt is outside the dates a clock can give (8.64e15 ms either side of 1970)",
                ))
            })?;
        }
        s.solved_at = j.solved_at;
        s.running_since = None;
        if s.solved_at.is_some() && !s.is_solved() {
            return Err(corrupt(String::from(
                "solvedAt is set but the grid is not solved",
            )));
        }
        Ok(())
    }
}

/// Edge kind symbol for pictures.
pub(crate) fn hint_symbol(kind: HintKind) -> &'static str {
    match kind {
        HintKind::Equal => "=",
        HintKind::Different => "\u{d7}",
    }
}

#[cfg(all(test, feature = "serde"))]
mod tests {
    use super::*;
    use crate::binairo::{Line, Options, generate_descriptor_with};
    use proptest::prelude::*;

    /// The saved shape through `serde_json`: the test oracle for the written bytes.
    fn serde_text(s: &GridState) -> String {
        let cells = s
            .cells()
            .into_iter()
            .map(|c| saved::CellIn {
                r: c.r.into(),
                c: c.c.into(),
                value: c.value.map(u64::from),
                is_clue: c.is_clue,
                is_locked: c.is_locked,
                status: String::from(c.status.as_str()),
            })
            .collect();
        serde_json::to_string(&saved::StateIn {
            puzzle_id: s.puzzle_id.clone(),
            cells,
            hints_used: s.hints_used.into(),
            elapsed: s.elapsed_ms,
            solved_at: s.solved_at,
        })
        .unwrap()
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        /// After any play (taps, sets, locks, hints, undo, a finish, a pause), the saved
        /// text is byte for byte what `serde_json` writes, and it restores the same state.
        #[test]
        fn saved_state_bytes_are_serde_json(
            size in prop_oneof![Just(4usize), Just(6), Just(8)],
            day in 0i64..2000,
            moves in proptest::collection::vec((0u8..8, 0usize..8, 0usize..8, 0u8..3), 0..40),
            finish in any::<bool>(),
            now in 0i64..i64::MAX / 4,
            puzzle_id in "[\\x00-\\x1f\"\\\\a-z\\x7f\u{e9}]{0,12}",
        ) {
            let id = crate::daily::Date::from_days_since_epoch(10_957 + day);
            let id = alloc::format!("{id}");
            let o = Options { size, rank: Some(1), ..Options::default() };
            let d = generate_descriptor_with(&id, &o).unwrap();
            let mut s = GridState::new(&d);
            s.resume(now);
            for (kind, r, c, v) in moves {
                let (r, c) = (r % size, c % size);
                let _ = match kind {
                    0 => s.tap(r, c).map(drop),
                    1 => s.set(r, c, (v < 2).then_some(v)),
                    2 => s.lock(Line::Row(r as u8)),
                    6 => {
                        for c in 0..size {
                            let _ = s.set(r, c, d.solution.get(r, c));
                        }
                        s.lock(Line::Row(r as u8))
                    }
                    3 => s.hint().map(drop),
                    4 => { s.undo(); Ok(()) }
                    7 => s.restart(),
                    _ => { s.pause(now + i64::from(v) * 1000); Ok(()) }
                };
            }
            if finish {
                for r in 0..size {
                    for c in 0..size {
                        let _ = s.set(r, c, d.solution.get(r, c));
                    }
                }
                s.finish_if_solved(now + 5000);
            }
            prop_assert_eq!(s.to_json(), serde_text(&s));
            let back = GridState::from_json(&s.to_json(), s.puzzle_id(), s.puzzle().clone()).unwrap();
            prop_assert_eq!(back.to_json(), s.to_json());
            let mut odd = s.clone();
            odd.puzzle_id = puzzle_id;
            prop_assert_eq!(odd.to_json(), serde_text(&odd));
        }

        /// `can_undo`/`can_redo` say what `undo`/`redo` would do, after any play.
        #[test]
        fn can_undo_and_redo_foretell_undo_and_redo(
            moves in proptest::collection::vec((0u8..8, 0usize..6, 0usize..6, 0u8..3), 0..30),
            finish in any::<bool>(),
        ) {
            let d = generate_descriptor_with("2026-11-24", &Options::default()).unwrap();
            let mut s = GridState::new(&d);
            let check = |s: &GridState| {
                prop_assert_eq!(s.can_undo(), s.clone().undo());
                prop_assert_eq!(s.can_redo(), s.clone().redo());
                Ok(())
            };
            for (kind, r, c, v) in moves {
                let _ = match kind {
                    0 => s.tap(r, c).map(drop),
                    1 => s.set(r, c, (v < 2).then_some(v)),
                    2 => s.lock(Line::Column(c as u8)),
                    3 => { s.undo(); Ok(()) }
                    4 => { s.redo(); Ok(()) }
                    5 => s.hint().map(drop),
                    6 => s.restart(),
                    _ => {
                        // A whole column of the solution, locked: restarts have locks to lift.
                        for r in 0..6 {
                            let _ = s.set(r, c, d.solution.get(r, c));
                        }
                        s.lock(Line::Column(c as u8))
                    }
                };
                check(&s)?;
            }
            if finish {
                for r in 0..6 {
                    for c in 0..6 {
                        let _ = s.set(r, c, d.solution.get(r, c));
                    }
                }
                s.finish_if_solved(5000);
                check(&s)?;
            }
        }
    }
}
