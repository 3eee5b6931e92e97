//! A puzzle: side, givens (clues) and adjacency hints, the input every solver takes.

use super::lines;
use alloc::vec::Vec;
use core::fmt;

/// A given cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Clue {
    /// 0-based row.
    pub r: u8,
    /// 0-based column.
    pub c: u8,
    /// The value, 0 or 1.
    pub bit: u8,
}

/// Which neighbour a hint points at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Dir {
    /// The cell to the right, `(r, c + 1)`.
    Right,
    /// The cell below, `(r + 1, c)`.
    Down,
}

/// What a hint says about its two cells.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum HintKind {
    /// `=`: the cells hold the same value.
    Equal,
    /// `×`: the cells differ.
    Different,
}

/// An adjacency hint on the edge between `(r, c)` and its neighbour in `dir`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Hint {
    /// 0-based row of the first cell.
    pub r: u8,
    /// 0-based column of the first cell.
    pub c: u8,
    /// Where the second cell is.
    pub dir: Dir,
    /// Equal or different.
    pub kind: HintKind,
}

impl Hint {
    /// The second cell. Saturating: a hand-made hint on index 255 (outside every grid, as
    /// its second cell then is too) gets an answer, not an overflow.
    pub fn other(&self) -> (u8, u8) {
        match self.dir {
            Dir::Right => (self.r, self.c.saturating_add(1)),
            Dir::Down => (self.r.saturating_add(1), self.c),
        }
    }

    /// Whether two values satisfy the hint.
    pub fn holds(&self, a: u8, b: u8) -> bool {
        (a == b) == (self.kind == HintKind::Equal)
    }

    /// `=` or `×`, as drawn.
    pub fn symbol(&self) -> char {
        match self.kind {
            HintKind::Equal => '=',
            HintKind::Different => '×',
        }
    }
}

/// Why a puzzle definition was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum PuzzleError {
    /// The side is odd, below 4 or above 16.
    Size {
        /// The side that was given.
        size: usize,
    },
    /// A clue lies outside the grid or its bit is not 0/1 (`index` into the clue list).
    Clue {
        /// Index in the clue list.
        index: usize,
    },
    /// Two clues name the same cell.
    DuplicateClue {
        /// Index of the second clue for the cell.
        index: usize,
    },
    /// A hint's cells lie outside the grid (`index` into the hint list).
    Hint {
        /// Index in the hint list.
        index: usize,
    },
    /// Two hints name the same edge.
    DuplicateHint {
        /// Index of the second hint for the edge.
        index: usize,
    },
}

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleError::Size { size } => {
                write!(f, "grid side {size} is not an even number from 4 to 16")
            }
            PuzzleError::Clue { index } => {
                write!(f, "clue {index} lies outside the grid or is not 0/1")
            }
            PuzzleError::DuplicateClue { index } => {
                write!(f, "clue {index} names a cell that already has a clue")
            }
            PuzzleError::Hint { index } => write!(f, "hint {index} lies outside the grid"),
            PuzzleError::DuplicateHint { index } => {
                write!(f, "hint {index} names an edge that already has a hint")
            }
        }
    }
}

impl core::error::Error for PuzzleError {}

/// A checked puzzle: every clue and hint lies inside an `n × n` grid, none twice.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Puzzle {
    n: u8,
    clues: Vec<Clue>,
    hints: Vec<Hint>,
    distinct: bool,
}

impl Puzzle {
    /// Checks and builds a puzzle. `distinct` turns R3 (rows and columns pairwise
    /// distinct) on; the Binary Grid profile plays without it.
    pub fn new(
        n: usize,
        clues: Vec<Clue>,
        hints: Vec<Hint>,
        distinct: bool,
    ) -> Result<Puzzle, PuzzleError> {
        if !lines::is_supported_size(n) {
            return Err(PuzzleError::Size { size: n });
        }
        let mut seen = [0u16; lines::MAX_SIZE];
        for (index, cl) in clues.iter().enumerate() {
            let (r, c) = (cl.r as usize, cl.c as usize);
            if r >= n || c >= n || cl.bit > 1 {
                return Err(PuzzleError::Clue { index });
            }
            if seen[r] & (1 << c) != 0 {
                return Err(PuzzleError::DuplicateClue { index });
            }
            seen[r] |= 1 << c;
        }
        let mut right = [0u16; lines::MAX_SIZE];
        let mut down = [0u16; lines::MAX_SIZE];
        for (index, h) in hints.iter().enumerate() {
            let (r, c) = (h.r as usize, h.c as usize);
            let ok = match h.dir {
                Dir::Right => r < n && c + 1 < n,
                Dir::Down => r + 1 < n && c < n,
            };
            if !ok {
                return Err(PuzzleError::Hint { index });
            }
            let used = if h.dir == Dir::Right {
                &mut right
            } else {
                &mut down
            };
            if used[r] & (1 << c) != 0 {
                return Err(PuzzleError::DuplicateHint { index });
            }
            used[r] |= 1 << c;
        }
        Ok(Puzzle {
            n: n as u8,
            clues,
            hints,
            distinct,
        })
    }

    /// Side length.
    pub fn size(&self) -> usize {
        self.n as usize
    }

    /// The givens.
    pub fn clues(&self) -> &[Clue] {
        &self.clues
    }

    /// The adjacency hints.
    pub fn hints(&self) -> &[Hint] {
        &self.hints
    }

    /// Every cell, row-major: a given's value, `None` where the player decides. The one
    /// place the givens become cells, for the play state, the pictures and the bindings.
    pub fn given_cells(&self) -> Vec<Option<u8>> {
        let n = self.size();
        let mut cells = alloc::vec![None; n * n];
        for cl in &self.clues {
            cells[cl.r as usize * n + cl.c as usize] = Some(cl.bit);
        }
        cells
    }

    /// Whether R3 (distinct rows and columns) applies.
    pub fn distinct(&self) -> bool {
        self.distinct
    }
}
