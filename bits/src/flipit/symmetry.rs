//! The eight symmetries of the board, and how many three-click puzzles really differ.
//!
//! The goal pattern is unchanged by every rotation and reflection of the square, and a
//! symmetry maps the neighbourhood of a cell onto the neighbourhood of its image. So a
//! rotated or mirrored three-click puzzle is the puzzle of the rotated or mirrored click
//! set: a player who has seen one has, in a sense, seen all its images. The blog counts
//! 16 × 15 × 14 = 3,360 daily puzzles; they are 560 click sets, and fewer still up to
//! symmetry — [`three_click_classes`] computes how many.

use super::board::{CELLS, GOAL, SIDE, apply_clicks};

/// A symmetry of the square board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Symmetry {
    /// Leaves every cell in place.
    Identity,
    /// A quarter turn clockwise.
    Rotate90,
    /// A half turn.
    Rotate180,
    /// A quarter turn anticlockwise.
    Rotate270,
    /// Left and right swapped (column `c` ↔ column 3 − c).
    MirrorColumns,
    /// Top and bottom swapped (row `r` ↔ row 3 − r).
    MirrorRows,
    /// Reflection in the main diagonal (row ↔ column).
    Transpose,
    /// Reflection in the other diagonal.
    AntiTranspose,
}

impl Symmetry {
    /// All eight, identity first.
    pub const ALL: [Symmetry; 8] = [
        Symmetry::Identity,
        Symmetry::Rotate90,
        Symmetry::Rotate180,
        Symmetry::Rotate270,
        Symmetry::MirrorColumns,
        Symmetry::MirrorRows,
        Symmetry::Transpose,
        Symmetry::AntiTranspose,
    ];

    /// Where the cell at `(row, column)` goes (both taken modulo 4, the board's side, so
    /// that any pair names a cell).
    pub const fn map(self, row: usize, column: usize) -> (usize, usize) {
        let (row, column) = (row % SIDE, column % SIDE);
        let last = SIDE - 1;
        match self {
            Symmetry::Identity => (row, column),
            Symmetry::Rotate90 => (column, last - row),
            Symmetry::Rotate180 => (last - row, last - column),
            Symmetry::Rotate270 => (last - column, row),
            Symmetry::MirrorColumns => (row, last - column),
            Symmetry::MirrorRows => (last - row, column),
            Symmetry::Transpose => (column, row),
            Symmetry::AntiTranspose => (last - column, last - row),
        }
    }

    /// The image of a board or click set.
    pub const fn apply(self, mask: u16) -> u16 {
        let mut out = 0u16;
        let mut i = 0;
        while i < CELLS {
            if (mask >> i) & 1 == 1 {
                let (r, c) = self.map(i / SIDE, i % SIDE);
                out |= 1 << (r * SIDE + c);
            }
            i += 1;
        }
        out
    }
}

/// The smallest of the eight images of a board or click set: two masks are equal up to
/// symmetry exactly when their canonical forms are equal.
pub fn canonical(mask: u16) -> u16 {
    Symmetry::ALL
        .iter()
        .map(|s| s.apply(mask))
        .min()
        .unwrap_or(mask)
}

/// All C(16, 3) = 560 three-cell click sets, in ascending numeric order (which is the
/// colexicographic order of the cell triples).
pub fn three_click_sets() -> impl Iterator<Item = u16> {
    (0..=u16::MAX).filter(|m| m.count_ones() == 3)
}

/// How many of the 560 three-click puzzles are distinct up to the board's rotations and
/// reflections, counted over the starting patterns a player sees.
pub fn three_click_classes() -> usize {
    // One bit per possible board: a set rather than a sort, which would pull a sorting
    // routine into the WebAssembly package for this one count.
    let mut seen = [0u64; 1 << 10];
    let mut classes = 0;
    for clicks in three_click_sets() {
        let form = canonical(apply_clicks(GOAL, clicks));
        let (word, bit) = (usize::from(form >> 6), 1u64 << (form & 63));
        if seen[word] & bit == 0 {
            seen[word] |= bit;
            classes += 1;
        }
    }
    classes
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::flipit::board::{CLICK_MASKS, flips};
    use crate::flipit::solve::solve;
    use alloc::vec::Vec;
    use proptest::prelude::*;

    #[test]
    fn symmetries_form_a_group_of_eight_distinct_permutations() {
        // A pattern with no symmetry of its own has eight different images.
        let asym = 0b0000_0000_0010_0011u16; // cells 0, 1, 5
        let mut images: Vec<u16> = Symmetry::ALL.iter().map(|s| s.apply(asym)).collect();
        images.sort_unstable();
        images.dedup();
        assert_eq!(images.len(), 8);
        for s in Symmetry::ALL {
            assert_eq!(s.apply(GOAL), GOAL, "{s:?} moves the goal");
            for t in Symmetry::ALL {
                // Closed under composition.
                let composed = s.apply(t.apply(asym));
                assert!(Symmetry::ALL.iter().any(|u| u.apply(asym) == composed));
            }
        }
        assert_eq!(Symmetry::Rotate90.apply(1), 1 << 3); // top-left corner → top-right
    }

    #[test]
    fn symmetries_commute_with_clicks() {
        for s in Symmetry::ALL {
            for (i, &m) in CLICK_MASKS.iter().enumerate() {
                assert_eq!(s.apply(m), flips(s.apply(1 << i)));
            }
        }
    }

    /// Burnside's lemma: the number of orbits is the average number of fixed points.
    fn burnside_three_sets() -> usize {
        let fixed: usize = Symmetry::ALL
            .iter()
            .map(|s| three_click_sets().filter(|&m| s.apply(m) == m).count())
            .sum();
        assert_eq!(fixed % 8, 0);
        fixed / 8
    }

    #[test]
    fn class_count_agrees_three_ways() {
        let classes = three_click_classes();
        assert_eq!(three_click_sets().count(), 560);
        // Over click sets instead of starting patterns.
        let mut forms: Vec<u16> = three_click_sets().map(canonical).collect();
        forms.sort_unstable();
        forms.dedup();
        assert_eq!(forms.len(), classes);
        assert_eq!(burnside_three_sets(), classes);
        // Every class's canonical puzzle still needs exactly three clicks.
        for clicks in three_click_sets() {
            let start = canonical(apply_clicks(GOAL, clicks));
            assert_eq!(solve(start).count_ones(), 3);
        }
    }

    proptest! {
        #[test]
        fn canonical_is_invariant(mask: u16, k in 0usize..8) {
            let image = Symmetry::ALL[k].apply(mask);
            prop_assert_eq!(canonical(image), canonical(mask));
            prop_assert_eq!(image.count_ones(), mask.count_ones());
        }
    }
}
