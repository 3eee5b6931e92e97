//! The rules of Binairo+ and a checker that says which rule fails where.
//!
//! R1 no three equal cells adjacent in a line; R2 every line holds as many 0s as 1s;
//! R3 rows pairwise distinct and columns pairwise distinct; R4 givens are kept;
//! R5 adjacency hints hold. The seed's server (Binary Grid) accepts R1 + R2 only, so R3
//! can be switched off.

use super::grid::{Grid, GridError, each_cell};
use super::lines::{MAX_SIZE, bit, full, triple_starts};
use super::packed;
use super::puzzle::{Dir, Hint, HintKind, Puzzle};
use alloc::vec::Vec;
use core::fmt;

/// A line kind that is neither `"row"` nor `"column"`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineKindError {
    /// The kind given.
    pub given: alloc::string::String,
}

impl fmt::Display for LineKindError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "a line is \"row\" or \"column\", not {:?}", self.given)
    }
}

impl core::error::Error for LineKindError {}

/// A row or a column, 0-based.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Line {
    /// Row `r`.
    Row(u8),
    /// Column `c`.
    Column(u8),
}

impl Line {
    /// The cell at `pos` along this line.
    pub fn cell(self, pos: usize) -> (usize, usize) {
        match self {
            Line::Row(r) => (r as usize, pos),
            Line::Column(c) => (pos, c as usize),
        }
    }

    /// 0-based index.
    pub fn index(self) -> usize {
        match self {
            Line::Row(i) | Line::Column(i) => i as usize,
        }
    }

    /// "Row" or "Column".
    pub fn kind_name(self) -> &'static str {
        match self {
            Line::Row(_) => "Row",
            Line::Column(_) => "Column",
        }
    }

    /// "row" or "column".
    pub fn noun(self) -> &'static str {
        match self {
            Line::Row(_) => "row",
            Line::Column(_) => "column",
        }
    }

    /// The kind of line a caller names by its noun (the inverse of [`Line::noun`]): a
    /// binding reads `("row", 2)` with it.
    pub fn of_noun(noun: &str) -> Result<fn(u8) -> Line, LineKindError> {
        match noun {
            "row" => Ok(Line::Row),
            "column" => Ok(Line::Column),
            _ => Err(LineKindError { given: noun.into() }),
        }
    }

    /// What runs along the line: "columns" for a row, "rows" for a column.
    pub fn along(self) -> &'static str {
        match self {
            Line::Row(_) => "columns",
            Line::Column(_) => "rows",
        }
    }
}

/// "Row 301 is outside the grid": the sentence for a line index of any size, which
/// [`crate::binairo::StateError::NoLine`] says for one a [`Line`] can hold. The bindings
/// take wider indices than a line's `u8` and refuse them in the same words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OutsideGrid {
    /// A row (else a column).
    pub row: bool,
    /// The 0-based index asked for (`u64`: 128-bit formatting would add 0.7 KB to the
    /// WebAssembly package for indices no caller has).
    pub index: u64,
}

impl OutsideGrid {
    /// The words for `line`.
    pub fn of(line: Line) -> OutsideGrid {
        OutsideGrid {
            row: matches!(line, Line::Row(_)),
            index: line.index() as u64,
        }
    }
}

impl fmt::Display for OutsideGrid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        LineOutside {
            row: self.row,
            number: OneBased(self.index),
        }
        .fmt(f)
    }
}

/// [`OutsideGrid`]'s sentence for a line numbered from 1 already, in a number of any width:
/// a binding that takes indices past `u64` (a Python int) says one in the same words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineOutside<T> {
    /// A row (else a column).
    pub row: bool,
    /// The line's number, counted from 1.
    pub number: T,
}

impl<T: fmt::Display> fmt::Display for LineOutside<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kind = if self.row { "Row" } else { "Column" };
        write!(f, "{kind} {} is outside the grid", self.number)
    }
}

/// A 0-based index said counted from 1, exactly for every `u64`: the one sum a `u64`
/// cannot hold is written out, so index `u64::MAX` is not said as the one before it.
pub(crate) struct OneBased(pub u64);

impl From<usize> for OneBased {
    fn from(i: usize) -> OneBased {
        OneBased(i as u64)
    }
}

impl fmt::Display for OneBased {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0.checked_add(1) {
            Some(n) => write!(f, "{n}"),
            None => f.write_str("18446744073709551616"),
        }
    }
}

impl fmt::Display for Line {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.kind_name(), self.index() + 1)
    }
}

/// A broken rule, with where it breaks. Coordinates are 0-based; messages are 1-based.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Violation {
    /// R1: three equal values at positions `start..start + 3` of `line`.
    Triple {
        /// The line.
        line: Line,
        /// First position of the run.
        start: u8,
        /// The repeated value.
        value: u8,
    },
    /// R2: a line whose 1s and 0s are not equal in number.
    Balance {
        /// The line.
        line: Line,
        /// Number of 1s.
        ones: u8,
        /// Number of 0s.
        zeros: u8,
    },
    /// R3: `line` repeats the earlier line `same_as` of the same kind.
    Duplicate {
        /// The later line.
        line: Line,
        /// Index of the earlier, equal line.
        same_as: u8,
    },
    /// R4: a given cell holds the wrong value.
    Given {
        /// Row.
        r: u8,
        /// Column.
        c: u8,
        /// The given value.
        expected: u8,
    },
    /// R5: an adjacency hint does not hold.
    Hint {
        /// Row of the hint's first cell.
        r: u8,
        /// Column of the hint's first cell.
        c: u8,
        /// Where the second cell is.
        dir: Dir,
        /// What the hint requires.
        kind: HintKind,
    },
}

impl Violation {
    /// The rejection a submission breaking this rule gets.
    pub fn reject_code(&self) -> super::submit::RejectCode {
        use super::submit::RejectCode;
        match self {
            Violation::Triple { .. } => RejectCode::Triple,
            Violation::Balance { .. } => RejectCode::Balance,
            Violation::Duplicate { .. } => RejectCode::Duplicate,
            Violation::Given { .. } => RejectCode::Given,
            Violation::Hint { .. } => RejectCode::Adjacency,
        }
    }

    /// Machine-readable code used in submission verdicts.
    pub fn code(&self) -> &'static str {
        self.reject_code().as_str()
    }

    /// A cell the violation involves (its first cell), for verdicts' `r`/`c`.
    pub fn cell(&self) -> Option<(u8, u8)> {
        match *self {
            Violation::Triple { line, start, .. } => {
                let (r, c) = line.cell(start as usize);
                Some((r as u8, c as u8))
            }
            Violation::Balance { .. } | Violation::Duplicate { .. } => None,
            Violation::Given { r, c, .. } | Violation::Hint { r, c, .. } => Some((r, c)),
        }
    }
}

/// A small count in words ("three"), as the messages say it.
pub(crate) fn count_word(n: u8) -> &'static str {
    const WORDS: [&str; 17] = [
        "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
        "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
    ];
    WORDS.get(n as usize).copied().unwrap_or("many")
}

/// "s" after a count other than one ("one 0", "two 0s", "no 1s").
fn plural(n: u8) -> &'static str {
    if n == 1 { "" } else { "s" }
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Violation::Triple { line, start, value } => write!(
                f,
                "{line} has three {value}s in a row at {} {}\u{2013}{}",
                line.along(),
                u32::from(start) + 1,
                u32::from(start) + 3
            ),
            Violation::Balance { line, ones, zeros } => write!(
                f,
                "{line} has {} 1{} and {} 0{}; it needs {} of each",
                count_word(ones),
                plural(ones),
                count_word(zeros),
                plural(zeros),
                count_word(((u16::from(ones) + u16::from(zeros)) / 2) as u8)
            ),
            Violation::Duplicate { line, same_as } => write!(
                f,
                "{line} is the same as {} {}; every {} must be different",
                line.noun(),
                u32::from(same_as) + 1,
                line.noun()
            ),
            Violation::Given { r, c, expected } => write!(
                f,
                "Row {} column {} is a given {expected} and cannot change",
                u32::from(r) + 1,
                u32::from(c) + 1
            ),
            Violation::Hint { r, c, dir, kind } => {
                // Widened: a hand-made violation may sit on the carrier's last index.
                let (r, c) = (u32::from(r), u32::from(c));
                let (r2, c2) = match dir {
                    Dir::Right => (r, c + 1),
                    Dir::Down => (r + 1, c),
                };
                let (word, sym) = match kind {
                    HintKind::Equal => ("equal", '='),
                    HintKind::Different => ("different", '×'),
                };
                write!(
                    f,
                    "Cells at row {} column {} and row {} column {} must be {word} (the {sym} hint)",
                    r + 1,
                    c + 1,
                    r2 + 1,
                    c2 + 1
                )
            }
        }
    }
}

impl core::error::Error for Violation {}

/// R1–R3 on a complete grid: the fast yes/no answer (the site's `gridFollowsRules`,
/// extended with R3).
///
/// ```
/// use bits::binairo::Grid;
/// let g = Grid::from_row_strings(&["1010", "0101", "1100", "0011"]).unwrap();
/// assert!(bits::grid_follows_rules(&g));
/// ```
pub fn grid_follows_rules(grid: &Grid) -> bool {
    follows_rules(grid, true)
}

/// R1 + R2 (and R3 when `distinct`) on a complete grid.
pub fn follows_rules(grid: &Grid, distinct: bool) -> bool {
    let n = grid.size();
    if n <= 8 {
        packed::follows_rules(packed::pack(grid.rows()), n, distinct)
    } else {
        follows_rules_by_lines(grid, distinct)
    }
}

/// The line-by-line check: what grids above 8×8 use, and the reference the packed
/// check is tested against.
pub(crate) fn follows_rules_by_lines(grid: &Grid, distinct: bool) -> bool {
    let n = grid.size();
    let fl = full(n);
    let half = (n / 2) as u32;
    let line_ok = |x: u16| x.count_ones() == half && triple_starts(x) | triple_starts(!x & fl) == 0;
    let rows = grid.rows();
    if !rows.iter().all(|&x| line_ok(x)) {
        return false;
    }
    let cols = grid.columns();
    let cols = &cols[..n];
    cols.iter().all(|&x| line_ok(x)) && (!distinct || (all_distinct(rows) && all_distinct(cols)))
}

/// Pairwise comparison: at most 16 lines, where a plain double loop beats hashing or
/// sorting (and `contains` per line, which costs a call each).
fn all_distinct(lines: &[u16]) -> bool {
    for (i, &x) in lines.iter().enumerate() {
        for &y in &lines[..i] {
            if x == y {
                return false;
            }
        }
    }
    true
}

/// The first broken rule of a complete grid in a fixed order: R1 (rows, then columns),
/// R2, then R3 when `distinct`.
pub fn check_grid(grid: &Grid, distinct: bool) -> Result<(), Violation> {
    // Nearly every grid checked is a correct one: the bit-parallel yes/no answer settles
    // it, and the line-by-line search below only runs to say what is wrong.
    if follows_rules(grid, distinct) {
        return Ok(());
    }
    let n = grid.size();
    let cols = grid.columns();
    let all = || {
        (0..n)
            .map(|r| (Line::Row(r as u8), grid.rows()[r]))
            .chain((0..n).map(|c| (Line::Column(c as u8), cols[c])))
    };
    for (line, x) in all() {
        if let Some((start, value)) = first_triple(n, x, full(n)) {
            return Err(Violation::Triple { line, start, value });
        }
    }
    for (line, x) in all() {
        let ones = x.count_ones() as u8;
        if ones as usize * 2 != n {
            return Err(Violation::Balance {
                line,
                ones,
                zeros: n as u8 - ones,
            });
        }
    }
    if distinct {
        for (i, line) in [Line::Row, Line::Column].into_iter().enumerate() {
            let set: &[u16] = if i == 0 { grid.rows() } else { &cols[..n] };
            for (k, x) in set.iter().enumerate() {
                if let Some(j) = set[..k].iter().position(|y| y == x) {
                    return Err(Violation::Duplicate {
                        line: line(k as u8),
                        same_as: j as u8,
                    });
                }
            }
        }
    }
    Ok(())
}

/// The first run of three equal known cells in a line: `(start, value)`.
/// `ones` are the 1s, `known` the filled cells; bits past the line's `n` cells are not
/// cells, and are ignored.
pub fn first_triple(n: usize, ones: u16, known: u16) -> Option<(u8, u8)> {
    let known = known & full(n);
    let ones = ones & known;
    let zeros = known & !ones;
    let t1 = triple_starts(ones);
    let t0 = triple_starts(zeros);
    let t = t1 | t0;
    if t == 0 {
        return None;
    }
    // Bit b of `t` marks a run over bits b, b+1, b+2; the highest marks the leftmost run,
    // whose first cell is bit b + 2.
    let b = 15 - t.leading_zeros() as usize;
    let start = n - 1 - (b + 2);
    Some((start as u8, u8::from(t1 & (1 << b) != 0)))
}

/// Every rule of a puzzle (R1–R5; R3 as the puzzle says) on a complete grid, in the order
/// a verdict reports them: givens, R1, R2, R3, hints.
pub fn check_puzzle(puzzle: &Puzzle, grid: &Grid) -> Result<(), Violation> {
    for cl in puzzle.clues() {
        if grid.get(cl.r as usize, cl.c as usize) != Some(cl.bit) {
            return Err(Violation::Given {
                r: cl.r,
                c: cl.c,
                expected: cl.bit,
            });
        }
    }
    check_grid(grid, puzzle.distinct())?;
    hints_hold(puzzle.hints(), grid)
}

/// R5 alone.
pub fn check_hints(puzzle: &Puzzle, grid: &Grid) -> Result<(), Violation> {
    hints_hold(puzzle.hints(), grid)
}

fn hints_hold(hints: &[Hint], grid: &Grid) -> Result<(), Violation> {
    for h in hints {
        let (r2, c2) = h.other();
        let a = grid.get(h.r as usize, h.c as usize).unwrap_or(0);
        let b = grid.get(r2 as usize, c2 as usize).unwrap_or(0);
        if !h.holds(a, b) {
            return Err(Violation::Hint {
                r: h.r,
                c: h.c,
                dir: h.dir,
                kind: h.kind,
            });
        }
    }
    Ok(())
}

/// The state of one line of a grid in play (cells may be empty), as the site's client
/// validation shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LineStatus {
    /// Neither value exceeds half the line, and a full line holds equal numbers.
    pub balanced: bool,
    /// No three equal filled cells in a row.
    pub no_triples: bool,
    /// Every cell is filled.
    pub complete: bool,
}

/// Status of a line of `n` cells with `ones` set among the `known` cells (bits past the
/// line's cells ignored).
pub fn line_status(n: usize, ones: u16, known: u16) -> LineStatus {
    let known = known & full(n);
    let half = (n / 2) as u32;
    let o = (ones & known).count_ones();
    let z = (known & !ones).count_ones();
    let complete = known & full(n) == full(n);
    LineStatus {
        balanced: o <= half && z <= half,
        no_triples: first_triple(n, ones, known).is_none(),
        complete,
    }
}

/// One line of a grid in play, as the page colours it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayLine {
    /// Its counts, triples and whether it is full.
    pub status: LineStatus,
    /// Complete and equal to another complete line of its kind (R3).
    pub duplicate: bool,
}

/// The live rule colouring of a grid in play: every row's status, then every column's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineStatuses {
    /// Top to bottom.
    pub rows: Vec<PlayLine>,
    /// Left to right.
    pub columns: Vec<PlayLine>,
}

/// [`LineStatuses`] of a grid in play given as row strings of `0`, `1` and `.` (empty),
/// for a page that colours lines without a play state (a [`super::GridState`] reports
/// its own lines, hints included). The grid must be square, 4–16 and even: the errors
/// are [`Grid::from_row_strings`]'s, but for a cell that is not `0`, `1` or `.`.
pub fn line_statuses<S: AsRef<str>>(rows: &[S]) -> Result<LineStatuses, GridError> {
    let n = rows.len();
    let mut ones = [[0u16; MAX_SIZE]; 2];
    let mut known = [[0u16; MAX_SIZE]; 2];
    each_cell(rows, |r, c, ch| {
        let set = match ch {
            '0' => false,
            '1' => true,
            '.' => return Ok(()),
            _ => return Err(GridError::PlayCell { row: r, col: c }),
        };
        // Rows in [0], columns (the transpose) in [1].
        known[0][r] |= bit(n, c);
        known[1][c] |= bit(n, r);
        if set {
            ones[0][r] |= bit(n, c);
            ones[1][c] |= bit(n, r);
        }
        Ok(())
    })?;
    let kind = |k: usize| -> Vec<PlayLine> {
        let (ones, known) = (&ones[k][..n], &known[k][..n]);
        (0..n)
            .map(|i| {
                let status = line_status(n, ones[i], known[i]);
                let duplicate = status.complete
                    && (0..n).any(|j| j != i && known[j] == full(n) && ones[j] == ones[i]);
                PlayLine { status, duplicate }
            })
            .collect()
    };
    Ok(LineStatuses {
        rows: kind(0),
        columns: kind(1),
    })
}

/// Whether cell `i` of a line is inside a run of three equal known cells (never, for a
/// cell outside the line; bits past its cells are ignored).
pub fn in_triple(n: usize, ones: u16, known: u16, i: usize) -> bool {
    let b = bit(n, i);
    let known = known & full(n);
    let o = ones & known;
    let z = known & !ones;
    let cover = |x: u16| {
        let t = triple_starts(x);
        t | (t << 1) | (t << 2)
    };
    (cover(o) | cover(z)) & b != 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    fn g(rows: &[&str]) -> Grid {
        Grid::from_row_strings(rows).unwrap()
    }

    #[test]
    fn a_line_kind_reads_back_from_its_noun() {
        for line in [Line::Row(3), Line::Column(3)] {
            assert_eq!(Line::of_noun(line.noun()).map(|make| make(3)), Ok(line));
        }
        let e = Line::of_noun("Row").unwrap_err();
        assert_eq!(
            e.to_string(),
            "a line is \"row\" or \"column\", not \"Row\""
        );
    }

    #[test]
    fn messages_say_where() {
        let bad = g(&["111000", "000111", "101010", "010101", "110100", "001011"]);
        let v = check_grid(&bad, true).unwrap_err();
        assert_eq!(
            v,
            Violation::Triple {
                line: Line::Row(0),
                start: 0,
                value: 1
            }
        );
        assert_eq!(
            v.to_string(),
            "Row 1 has three 1s in a row at columns 1\u{2013}3"
        );
        let v = Violation::Balance {
            line: Line::Column(1),
            ones: 4,
            zeros: 2,
        };
        assert_eq!(
            v.to_string(),
            "Column 2 has four 1s and two 0s; it needs three of each"
        );
        let v = Violation::Balance {
            line: Line::Row(0),
            ones: 3,
            zeros: 1,
        };
        assert_eq!(
            v.to_string(),
            "Row 1 has three 1s and one 0; it needs two of each"
        );
        let v = Violation::Duplicate {
            line: Line::Row(4),
            same_as: 1,
        };
        assert_eq!(
            v.to_string(),
            "Row 5 is the same as row 2; every row must be different"
        );
    }

    #[test]
    fn first_triple_reports_leftmost() {
        assert_eq!(first_triple(6, 0b011100, 0b111111), Some((1, 1)));
        assert_eq!(first_triple(6, 0b110011, 0b111111), None);
        assert_eq!(first_triple(6, 0b100011, 0b111111), Some((1, 0)));
        assert_eq!(first_triple(6, 0b001110, 0b001110), Some((2, 1)));
        assert_eq!(first_triple(6, 0b101010, 0b111111), None);
        assert!(in_triple(6, 0b001110, 0b001110, 4));
        assert!(!in_triple(6, 0b001110, 0b001110, 1));
        assert!(in_triple(6, 0b001110, 0b001110, 2));
    }
}
