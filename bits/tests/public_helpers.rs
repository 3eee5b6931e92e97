//! The public low-level helpers take any arguments: a side past 16, a cell outside its
//! line, bits past a line's cells, a hand-built deduction without its evidence. They
//! answer (the bits outside a line ignored, a cell outside it empty) and never panic —
//! in a debug build too, where an overflowing shift or subtraction would.

use bits::binairo::explain::explain;
use bits::binairo::grid::{line_string, transpose};
use bits::binairo::lines::{MAX_SIZE, bit, full, is_valid_line, valid_lines};
use bits::binairo::rules::{first_triple, in_triple, line_status};
use bits::binairo::{Deduction, Line, Technique};
use bits::flipit::Symmetry;
use proptest::prelude::*;

/// The plain reading of a line: cell `i` (0 = first) of `n`, as `Some(value)` when known.
fn cells(n: usize, ones: u16, known: u16) -> Vec<Option<u8>> {
    (0..n.min(MAX_SIZE))
        .map(|i| {
            let b = 1u16 << (n.min(MAX_SIZE) - 1 - i);
            (known & b != 0).then_some(u8::from(ones & b != 0))
        })
        .collect()
}

/// The first three equal known cells in a row, by looking at every window.
fn first_triple_plain(line: &[Option<u8>]) -> Option<(u8, u8)> {
    line.windows(3).enumerate().find_map(|(i, w)| match w {
        [Some(a), Some(b), Some(c)] if a == b && b == c => Some((i as u8, *a)),
        _ => None,
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4096))]

    #[test]
    fn line_helpers_answer_any_arguments(n in 0usize..40, i in 0usize..40, ones: u16, known: u16) {
        let b = bit(n, i);
        prop_assert_eq!(b != 0, i < n && n <= MAX_SIZE);
        prop_assert_eq!(full(n).count_ones() as usize, n.min(MAX_SIZE));
        // Only supported-length lines can be valid, and only with bits inside them.
        if is_valid_line(n, ones) {
            prop_assert!(n <= MAX_SIZE && ones & !full(n) == 0 && n % 2 == 0);
        }
        prop_assert!(line_string(n, ones).len() <= MAX_SIZE);
        // Within a mask's 16 cells: the same as looking at every window of three.
        let line = cells(n, ones, known);
        if n <= MAX_SIZE {
            prop_assert_eq!(first_triple(n, ones, known), first_triple_plain(&line));
            let status = line_status(n, ones, known);
            prop_assert_eq!(status.complete, line.iter().all(Option::is_some));
            prop_assert_eq!(status.no_triples, first_triple_plain(&line).is_none());
        } else {
            let _ = line_status(n, ones, known);
            let _ = first_triple(n, ones, known);
        }
        let covered = n <= MAX_SIZE && i < n && (0..3).any(|k| {
            i.checked_sub(k).is_some_and(|s| first_triple_plain(&line[s..]).is_some_and(|(t, _)| t == 0))
        });
        prop_assert_eq!(in_triple(n, ones, known, i), covered);
    }

    #[test]
    fn transpose_takes_any_side(n in 0usize..40, rows in prop::array::uniform16(any::<u16>())) {
        let cols = transpose(n, &rows);
        let m = n.min(MAX_SIZE);
        for (c, &col) in cols.iter().enumerate() {
            prop_assert_eq!(col & !full(m), 0, "column {} of side {}", c, n);
            if c >= m {
                prop_assert_eq!(col, 0);
            }
        }
        // Within the side it is the plain transpose.
        for (r, &row) in rows.iter().enumerate().take(m) {
            for (c, &col) in cols.iter().enumerate().take(m) {
                prop_assert_eq!(row & bit(m, c) != 0, col & bit(m, r) != 0);
            }
        }
    }

    #[test]
    fn symmetries_map_any_pair_onto_the_board(row: usize, column: usize) {
        for s in Symmetry::ALL {
            let (r, c) = s.map(row, column);
            prop_assert!(r < 4 && c < 4);
            prop_assert_eq!((r, c), s.map(row % 4, column % 4));
        }
    }

    #[test]
    fn estimates_grow_and_never_overflow(m: usize, small in 0usize..200_000) {
        // Any size answers; the sizes a list has (up to 65,535 words) grow strictly.
        let e = bits::wordle::estimate(m);
        prop_assert!(bits::wordle::estimate(m.saturating_add(1)) >= e);
        prop_assert!(bits::wordle::estimate(small + 1) > bits::wordle::estimate(small));
    }

    /// A deduction is plain data: one built by hand, evidence or not, gets a sentence.
    #[test]
    fn any_deduction_is_explained(
        tech in 0usize..7,
        value: u8,
        r: u8,
        c: u8,
        evidence in prop::collection::vec(any::<(u8, u8)>(), 0..3),
        copy_of: Option<u8>,
        n in 0usize..40,
    ) {
        let technique = [
            Technique::Pair, Technique::Sandwich, Technique::Hint, Technique::Completion,
            Technique::Counting, Technique::DistinctLines, Technique::Contradiction,
        ][tech];
        let d = Deduction {
            r, c, value, technique, line: Line::Row(r), evidence, completions: 0,
            copy_of, broken: None, hint: None,
        };
        prop_assert!(!explain(&d, n).is_empty());
    }
}

#[test]
fn the_line_helpers_agree_with_the_valid_line_tables() {
    for n in (4..=MAX_SIZE).step_by(2) {
        let valid = valid_lines(n);
        let by_test: Vec<u16> = (0..=full(n)).filter(|&x| is_valid_line(n, x)).collect();
        assert_eq!(by_test, valid, "side {n}");
    }
}
