//! What is known about a grid in progress, and the line techniques both solvers share.
//!
//! Every row and every column is kept as a pair of line masks (`ones`, `zeros`), so a
//! technique is a handful of shifts on a `u16` whichever way the line runs, and setting a
//! cell updates its row and its column together.

use super::lines::{LineSet, MAX_SIZE, bit, full, ones};
use super::packed;
use super::puzzle::{Dir, Hint, HintKind, Puzzle};

/// A contradiction: the board cannot be completed. `line` is where it showed (a
/// dirty-set index), `usize::MAX` when not known.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Contradiction {
    pub line: usize,
}

impl Contradiction {
    pub const SOMEWHERE: Contradiction = Contradiction { line: usize::MAX };
}

/// Index of a line in the dirty set: rows `0..n`, columns `16..16 + n`.
pub(crate) const COLS: usize = 16;

/// Hint masks per line: bit of cell `i` set means a hint between cells `i` and `i + 1`
/// of that line (`right` hints live in rows, `down` hints in columns).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct HintMasks {
    pub eq: [u16; 2 * COLS],
    pub diff: [u16; 2 * COLS],
}

impl HintMasks {
    pub fn new(puzzle: &Puzzle) -> HintMasks {
        HintMasks::from_hints(puzzle.size(), puzzle.hints())
    }

    pub fn from_hints(n: usize, hints: &[Hint]) -> HintMasks {
        let mut m = HintMasks::default();
        for h in hints {
            let (line, pos) = HintMasks::slot(h);
            let set = if h.kind == HintKind::Equal {
                &mut m.eq
            } else {
                &mut m.diff
            };
            set[line] |= bit(n, pos);
        }
        m
    }

    /// The line a hint lies along and its position there: a `right` hint in its row at
    /// its column, a `down` hint in its column at its row.
    fn slot(h: &Hint) -> (usize, usize) {
        match h.dir {
            Dir::Right => (h.r as usize, h.c as usize),
            Dir::Down => (COLS + h.c as usize, h.r as usize),
        }
    }

    /// Takes hint `h` away.
    pub fn remove(&mut self, n: usize, h: &Hint) {
        let (line, pos) = HintMasks::slot(h);
        self.eq[line] &= !bit(n, pos);
        self.diff[line] &= !bit(n, pos);
    }

    /// Turns hint `h` (present) into its opposite: `=` into `×` and `×` into `=`.
    pub fn reverse(&mut self, n: usize, h: &Hint) {
        let (line, pos) = HintMasks::slot(h);
        self.eq[line] ^= bit(n, pos);
        self.diff[line] ^= bit(n, pos);
    }
}

/// Ones and zeros of every line; rows at `0..n`, columns at `COLS..COLS + n`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Board {
    pub n: usize,
    pub ones: [u16; 2 * COLS],
    pub zeros: [u16; 2 * COLS],
}

impl Board {
    pub fn empty(n: usize) -> Board {
        Board {
            n,
            ones: [0; 2 * COLS],
            zeros: [0; 2 * COLS],
        }
    }

    /// The board of a puzzle's givens, or a contradiction if two givens already clash
    /// with a rule that a single line shows.
    pub fn from_puzzle(puzzle: &Puzzle) -> Board {
        let mut b = Board::empty(puzzle.size());
        for cl in puzzle.clues() {
            b.set(cl.r as usize, cl.c as usize, cl.bit);
        }
        b
    }

    /// The board showing the cells of `solution` (row masks) selected by `known`.
    pub fn from_givens(n: usize, solution: &[u16], known: &[u16]) -> Board {
        if n <= 8 {
            let mut b = Board::empty(n);
            // The generator builds a board for every removal it tries: the columns come
            // from one bit transpose of the rows instead of a loop over every given.
            let f = full(n);
            for r in 0..n {
                b.ones[r] = solution[r] & known[r] & f;
                b.zeros[r] = !solution[r] & known[r] & f;
            }
            packed::fill_columns(&mut b);
            return b;
        }
        Board::from_givens_by_cell(n, solution, known)
    }

    /// `from_givens` for any side: each given's column set bit by bit.
    fn from_givens_by_cell(n: usize, solution: &[u16], known: &[u16]) -> Board {
        let mut b = Board::empty(n);
        for r in 0..n {
            let f = full(n);
            b.ones[r] = solution[r] & known[r];
            b.zeros[r] = !solution[r] & known[r] & f;
            let mut m = known[r] & f;
            while m != 0 {
                let bpos = 15 - m.leading_zeros() as usize;
                m &= !(1 << bpos);
                let c = n - 1 - bpos;
                if solution[r] & (1 << bpos) != 0 {
                    b.ones[COLS + c] |= bit(n, r);
                } else {
                    b.zeros[COLS + c] |= bit(n, r);
                }
            }
        }
        b
    }

    #[inline]
    pub fn set(&mut self, r: usize, c: usize, v: u8) {
        let n = self.n;
        if v == 1 {
            self.ones[r] |= bit(n, c);
            self.ones[COLS + c] |= bit(n, r);
        } else {
            self.zeros[r] |= bit(n, c);
            self.zeros[COLS + c] |= bit(n, r);
        }
    }

    /// Number of filled cells.
    pub fn filled(&self) -> u32 {
        (0..self.n)
            .map(|r| (self.ones[r] | self.zeros[r]).count_ones())
            .sum()
    }

    pub fn is_complete(&self) -> bool {
        let f = full(self.n);
        (0..self.n).all(|r| self.ones[r] | self.zeros[r] == f)
    }

    /// R3 on a complete board: no two rows alike and no two columns alike (a complete
    /// line is its ones).
    pub fn lines_distinct(&self) -> bool {
        let distinct = |lines: &[u16]| (1..lines.len()).all(|i| !lines[..i].contains(&lines[i]));
        distinct(&self.ones[..self.n]) && distinct(&self.ones[COLS..COLS + self.n])
    }

    /// The lines (as dirty-set bits) that hold at least one cell.
    pub fn all_lines(&self) -> u32 {
        let m = (1u32 << self.n) - 1;
        m | (m << COLS)
    }

    /// Applies forced masks to line `l`, updating the crossing lines and returning the
    /// dirty-set bits of every line that changed.
    #[inline]
    pub fn apply(&mut self, l: usize, new_ones: u16, new_zeros: u16) -> u32 {
        let n = self.n;
        self.ones[l] |= new_ones;
        self.zeros[l] |= new_zeros;
        let (cross_base, own) = if l < COLS { (COLS, l) } else { (0, l - COLS) };
        let own_bit = bit(n, own);
        let mut dirty = 1u32 << l;
        let mut m = new_ones | new_zeros;
        while m != 0 {
            let b = 15 - m.leading_zeros() as usize;
            m &= !(1 << b);
            let pos = n - 1 - b;
            let cross = cross_base + pos;
            if new_ones & (1 << b) != 0 {
                self.ones[cross] |= own_bit;
            } else {
                self.zeros[cross] |= own_bit;
            }
            dirty |= 1 << cross;
        }
        dirty
    }

    /// The first unknown cell of the most nearly complete line (a good branching cell).
    pub fn branch_cell(&self) -> Option<(usize, usize)> {
        let n = self.n;
        let f = full(n);
        let mut best: Option<(u32, usize)> = None;
        for l in (0..n).chain(COLS..COLS + n) {
            let unknown = (f & !(self.ones[l] | self.zeros[l])).count_ones();
            if unknown > 0 && best.is_none_or(|(u, _)| unknown < u) {
                best = Some((unknown, l));
            }
        }
        let (_, l) = best?;
        let unknown = f & !(self.ones[l] | self.zeros[l]);
        let pos = n - 1 - (15 - unknown.leading_zeros() as usize);
        Some(if l < COLS { (l, pos) } else { (pos, l - COLS) })
    }

    /// Row masks of a complete board.
    pub fn row_masks(&self) -> [u16; MAX_SIZE] {
        let mut rows = [0u16; MAX_SIZE];
        rows[..self.n].copy_from_slice(&self.ones[..self.n]);
        rows
    }
}

/// Cells forced to 1 and to 0 in one line by one technique (may overlap known cells; the
/// caller keeps only the new ones).
pub(crate) type Forced = (u16, u16);

/// Pairs: two equal neighbours force the cells on either side to the other value.
#[inline]
pub(crate) fn pair(n: usize, o: u16, z: u16) -> Forced {
    let f = full(n);
    let po = o & (o >> 1);
    let pz = z & (z >> 1);
    ((((pz << 2) | (pz >> 1)) & f), (((po << 2) | (po >> 1)) & f))
}

/// Sandwiches: two equal cells one apart force the cell between them.
#[inline]
pub(crate) fn sandwich(n: usize, o: u16, z: u16) -> Forced {
    let f = full(n);
    (((z & (z >> 2)) << 1) & f, ((o & (o >> 2)) << 1) & f)
}

/// Hints: a known cell and an `=` / `×` hint give its neighbour.
#[inline]
pub(crate) fn hint(o: u16, z: u16, eq: u16, diff: u16) -> Forced {
    // eq/diff bit `b` pairs the cells at bits `b` and `b - 1`.
    let fwd = |x: u16, m: u16| (x & m) >> 1;
    let back = |x: u16, m: u16| (x & (m >> 1)) << 1;
    (
        fwd(o, eq) | back(o, eq) | fwd(z, diff) | back(z, diff),
        fwd(z, eq) | back(z, eq) | fwd(o, diff) | back(o, diff),
    )
}

/// Completion: a line holding half its cells of one value has the rest of the other.
#[inline]
pub(crate) fn completion(n: usize, o: u16, z: u16) -> Forced {
    let f = full(n);
    let half = (n / 2) as u32;
    let fz = if ones(o) == half { f & !o } else { 0 };
    let fo = if ones(z) == half { f & !z } else { 0 };
    (fo, fz)
}

/// Whether a line already breaks a rule that its own cells show: too many of a value,
/// a cell both ways, three equal in a row, or a violated hint.
#[inline]
pub(crate) fn line_broken(n: usize, o: u16, z: u16, eq: u16, diff: u16) -> bool {
    let half = (n / 2) as u32;
    let t = |x: u16| x & (x >> 1) & (x >> 2);
    o & z != 0
        || ones(o) > half
        || ones(z) > half
        || t(o) != 0
        || t(z) != 0
        || ((o & (z << 1)) | (z & (o << 1))) & eq != 0
        || ((o & (o << 1)) | (z & (z << 1))) & diff != 0
}

/// Counting: the completions of the line that agree with its known cells and in-line
/// hints (and differ from every line in `exclude`), and the cells they all agree on.
/// `None` when no completion exists.
#[inline]
pub(crate) fn remaining(
    o: u16,
    z: u16,
    eq: u16,
    diff: u16,
    patterns: &[u16],
    exclude: &[u16],
) -> Option<(Forced, u32)> {
    let mut all_ones = u16::MAX;
    let mut all_zeros = u16::MAX;
    let mut count = 0u32;
    for &p in patterns {
        if p & o != o || p & z != 0 {
            continue;
        }
        let edges = (p ^ (p >> 1)) << 1; // bit b: cells b and b-1 differ
        if edges & eq != 0 || edges & diff != diff {
            continue;
        }
        if exclude.contains(&p) {
            continue;
        }
        all_ones &= p;
        all_zeros &= !p;
        count += 1;
    }
    (count > 0).then_some(((all_ones, all_zeros), count))
}

/// [`remaining`] for sides up to 8 by the tables of [`LineSet`]: the same answer (the
/// forced masks within the line), without a test per valid line.
#[inline]
pub(crate) fn remaining_in(
    set: &LineSet,
    o: u16,
    z: u16,
    eq: u16,
    diff: u16,
    exclude: &[u16],
) -> Option<(Forced, u32)> {
    let fit = set.fitting(o, z, eq, diff, exclude);
    (fit != 0).then(|| (set.agreed(fit), fit.count_ones()))
}

/// Level-1 techniques of one line combined, for the fast paths. Returns the new cells, or
/// a contradiction.
#[inline]
pub(crate) fn basic_line(
    n: usize,
    o: u16,
    z: u16,
    eq: u16,
    diff: u16,
) -> Result<Forced, Contradiction> {
    if line_broken(n, o, z, eq, diff) {
        return Err(Contradiction::SOMEWHERE);
    }
    let (a1, a0) = pair(n, o, z);
    let (b1, b0) = sandwich(n, o, z);
    let (c1, c0) = hint(o, z, eq, diff);
    let (d1, d0) = completion(n, o, z);
    let fo = a1 | b1 | c1 | d1;
    let fz = a0 | b0 | c0 | d0;
    if fo & fz != 0 || fo & z != 0 || fz & o != 0 {
        return Err(Contradiction::SOMEWHERE);
    }
    Ok((fo & !o, fz & !z))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// The transposed board of sides up to 8 is the one built given by given.
        #[test]
        fn from_givens_by_transpose_equals_by_cell(
            n in prop_oneof![Just(4usize), Just(6), Just(8)],
            solution in proptest::array::uniform8(any::<u16>()),
            known in proptest::array::uniform8(any::<u16>()),
        ) {
            let f = full(n);
            let (sol, kn): (Vec<u16>, Vec<u16>) =
                solution.iter().zip(&known).take(n).map(|(&s, &k)| (s & f, k & f)).unzip();
            let fast = Board::from_givens(n, &sol, &kn);
            let slow = Board::from_givens_by_cell(n, &sol, &kn);
            prop_assert_eq!((fast.ones, fast.zeros), (slow.ones, slow.zeros));
        }
    }

    #[test]
    fn line_techniques() {
        let n = 6;
        // 0b011000: cells 1,2 are 1 → cells 0 and 3 are 0.
        assert_eq!(pair(n, 0b011000, 0), (0, 0b100100));
        // 1?1 at cells 0 and 2 → cell 1 is 0.
        assert_eq!(sandwich(n, 0b101000, 0), (0, 0b010000));
        // cell 0 is 1 and an = hint between cells 0 and 1.
        assert_eq!(hint(0b100000, 0, 0b100000, 0), (0b010000, 0));
        assert_eq!(hint(0b010000, 0, 0b100000, 0), (0b100000, 0));
        assert_eq!(hint(0b010000, 0, 0, 0b100000), (0, 0b100000));
        assert_eq!(completion(n, 0b101010, 0), (0, 0b010101));
        assert!(line_broken(n, 0b111000, 0, 0, 0));
        assert!(line_broken(n, 0b100000, 0b010000, 0b100000, 0));
        assert!(!line_broken(n, 0b100000, 0b010000, 0, 0b100000));
    }

    /// `remaining` over the list of valid lines, as the reference.
    fn by_list(n: usize, o: u16, z: u16, eq: u16, diff: u16, ex: &[u16]) -> Option<(Forced, u32)> {
        let patterns = crate::binairo::lines::small_valid_lines(n).unwrap();
        remaining(o, z, eq, diff, patterns, ex).map(|((a, b), c)| ((a & full(n), b & full(n)), c))
    }

    #[test]
    #[cfg_attr(
        miri,
        ignore = "every 6x6 line state takes minutes under Miri; the proptest runs there"
    )]
    fn line_set_equals_the_list_on_every_6_cell_line() {
        // Every known-cell state and hint of a 6-cell line, without and with the line
        // 101010 excluded.
        let (n, set) = (6, LineSet::of(6).unwrap());
        for o in 0..64u16 {
            for z in (0..64u16).filter(|z| z & o == 0) {
                for edges in 0..32u16 {
                    for kinds in [0u16, 31, 0b10101] {
                        let (eq, diff) = ((edges & kinds) << 1, (edges & !kinds) << 1);
                        for ex in [&[][..], &[0b101010]] {
                            assert_eq!(
                                remaining_in(set, o, z, eq, diff, ex),
                                by_list(n, o, z, eq, diff, ex),
                                "o {o:06b} z {z:06b} eq {eq:06b} diff {diff:06b}"
                            );
                        }
                    }
                }
            }
        }
    }

    use alloc::vec::Vec;

    proptest! {
        /// Any inputs at all, and excluded lines taken mostly from the valid ones.
        #[test]
        fn line_set_equals_the_list(
            n in proptest::sample::select(&[4usize, 6, 8][..]),
            o: u16, z: u16, eq: u16, diff: u16,
            narrow: bool,
            ex in proptest::collection::vec((0usize..34, any::<u16>(), any::<bool>()), 0..6),
        ) {
            let patterns = crate::binairo::lines::small_valid_lines(n).unwrap();
            // Half the cases keep every input inside the line, where fits are common.
            let (o, z, eq, diff) = if narrow {
                let f = full(n);
                (o & f, z & f & !o, eq & f & !1, diff & f & !1 & !eq)
            } else {
                (o, z, eq, diff)
            };
            let ex: Vec<u16> = ex.iter()
                .map(|&(i, raw, valid)| if valid { patterns[i % patterns.len()] } else { raw })
                .collect();
            prop_assert_eq!(
                remaining_in(LineSet::of(n).unwrap(), o, z, eq, diff, &ex),
                by_list(n, o, z, eq, diff, &ex)
            );
        }
    }
}
