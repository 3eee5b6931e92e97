//! The public low-level helpers take any arguments: a side past 16, a cell outside its
//! line, bits past a line's cells, a hand-built deduction without its evidence. They
//! answer (the bits outside a line ignored, a cell outside it empty) and never panic —
//! in a debug build too, where an overflowing shift or subtraction would.

use bits::binairo::explain::explain;
use bits::binairo::grid::{line_string, transpose};
use bits::binairo::lines::{MAX_SIZE, bit, full, is_valid_line, valid_lines};
use bits::binairo::rules::{first_triple, in_triple, line_status, line_statuses};
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

    /// A shuffle's first swap draws `floor(u · len / 2^32)` for any length, as a 128-bit
    /// product gives it (and `below` for lengths a `u32` counts).
    #[test]
    fn shuffle_swaps_draw_exactly_for_any_length(
        seed: u32,
        len in 2u64..(1u64 << 40).min(usize::MAX as u64),
    ) {
        let u = bits::rng::Mulberry32::new(seed).next_u32();
        let first = bits::rng::Mulberry32::new(seed).shuffle_swaps(len as usize).next();
        let j = (u128::from(u) * u128::from(len)) >> 32;
        prop_assert_eq!(first, Some((len as usize - 1, j as usize)));
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

    /// The colouring of a grid in play (bit masks, one transpose) against a reading of
    /// the rows' and columns' characters, on grids mostly full so that duplicates occur.
    #[test]
    fn line_statuses_match_a_plain_reading(
        half in 2usize..=8,
        cells in prop::collection::vec(prop::sample::select(vec!['0', '1', '0', '1', '0', '1', '.']), 256),
    ) {
        let n = 2 * half;
        let rows: Vec<String> = cells[..n * n].chunks(n).map(|r| r.iter().collect()).collect();
        let cols: Vec<String> = (0..n)
            .map(|c| (0..n).map(|r| cells[r * n + c]).collect())
            .collect();
        let s = line_statuses(&rows).unwrap();
        for (lines, got) in [(&rows, &s.rows), (&cols, &s.columns)] {
            prop_assert_eq!(got.len(), n);
            for (i, line) in lines.iter().enumerate() {
                let count = |ch| line.chars().filter(|&x| x == ch).count();
                let complete = count('.') == 0;
                let window3 = line.as_bytes().windows(3).any(|w| w[0] != b'.' && w[0] == w[1] && w[1] == w[2]);
                let p = got[i];
                prop_assert_eq!(p.status.balanced, count('0') <= half && count('1') <= half);
                prop_assert_eq!(p.status.no_triples, !window3);
                prop_assert_eq!(p.status.complete, complete);
                let twin = lines.iter().enumerate().any(|(j, other)| j != i && other == line);
                prop_assert_eq!(p.duplicate, complete && twin);
            }
        }
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

/// A grid in play is refused as [`bits::binairo::Grid::from_row_strings`] refuses one,
/// except that `.` is a cell.
#[test]
fn line_statuses_refuse_what_is_no_grid_in_play() {
    let said = |rows: &[&str]| line_statuses(rows).unwrap_err().to_string();
    assert_eq!(
        said(&["0101", "0x01", "1010", "0101"]),
        "row 2 column 2 is not 0, 1 or empty"
    );
    assert_eq!(
        said(&["0101", "010", "1010", "0101"]),
        "row 2 has 3 cells; a square grid needs 4"
    );
    assert_eq!(
        said(&["010", "010", "101"]),
        "grid side 3 is not an even number from 4 to 16"
    );
    let s = line_statuses(&["01..", "....", "....", "...."]).unwrap();
    assert!(s.rows[0].status.balanced && !s.rows[0].status.complete);
}

#[test]
fn the_line_helpers_agree_with_the_valid_line_tables() {
    for n in (4..=MAX_SIZE).step_by(2) {
        let valid = valid_lines(n);
        let by_test: Vec<u16> = (0..=full(n)).filter(|&x| is_valid_line(n, x)).collect();
        assert_eq!(by_test, valid, "side {n}");
    }
}

/// Hand-made values at the carriers' ends: every call answers, and every message is said
/// (small indices read one past their carrier; a `usize` index saturates, never wraps).
#[test]
fn hand_made_values_at_the_ends_get_answers() {
    use bits::binairo::{Dir, Grid, GridError, Hint, HintKind, StateError, Violation};
    use bits::rng::Mulberry32;
    use bits::sets::Die;
    use bits::sets::parse::{Token, TokenKind, parse_tokens};

    // Sets tokens a caller built: one that ends before it starts, and more than the
    // tokenizer ever gives (the parse recursed on each `′` until the stack overflowed).
    let red = TokenKind::Die(Die::Color(bits::sets::Color::Red));
    let backwards = Token {
        kind: TokenKind::RowBreak,
        start: 10,
        end: 0,
    };
    let e = parse_tokens(&[backwards, backwards], 10).unwrap_err();
    assert_eq!(e.len, 0);
    let mut many = vec![Token {
        kind: red,
        start: 0,
        end: 3,
    }];
    many.extend((0..200_000).map(|i| Token {
        kind: TokenKind::Die(Die::Complement),
        start: 3 + i,
        end: 4 + i,
    }));
    let e = parse_tokens(&many, 200_003).unwrap_err();
    assert_eq!(
        (e.kind, e.token),
        (bits::sets::ParseErrorKind::TooManyTokens, 64)
    );
    // A caller's units that do not grow place a span of 0, not an overflow.
    let e = bits::sets::parse_answer("red ∪ pink").unwrap_err();
    assert_eq!(e.span_in("red ∪ pink", |s| 100 - s.len()).1, 0);

    // A row past the last has no string, as a cell past it has no value.
    let g = Grid::from_row_strings(&["0101", "1010", "0110", "1001"]).unwrap();
    assert_eq!(g.row_string(3).as_deref(), Some("1001"));
    assert_eq!(
        (g.row_string(4), g.row_string(16), g.get(4, 0)),
        (None, None, None)
    );
    assert_eq!(
        bits::binairo::render::render_text(100_000, &[], &[])
            .lines()
            .count(),
        31
    );

    let said = [
        Violation::Triple {
            line: Line::Row(0),
            start: 254,
            value: 1,
        }
        .to_string(),
        Violation::Balance {
            line: Line::Row(0),
            ones: 200,
            zeros: 200,
        }
        .to_string(),
        Violation::Duplicate {
            line: Line::Column(0),
            same_as: 255,
        }
        .to_string(),
        Violation::Given {
            r: 255,
            c: 255,
            expected: 0,
        }
        .to_string(),
        Violation::Hint {
            r: 255,
            c: 255,
            dir: Dir::Right,
            kind: HintKind::Equal,
        }
        .to_string(),
        StateError::Clue { r: 255, c: 255 }.to_string(),
        StateError::Locked { r: 255, c: 255 }.to_string(),
        GridError::Cell {
            row: usize::MAX,
            col: usize::MAX,
        }
        .to_string(),
        GridError::Empty {
            row: usize::MAX,
            col: 0,
        }
        .to_string(),
        GridError::RowLength {
            row: usize::MAX,
            expected: 6,
            found: 5,
        }
        .to_string(),
    ];
    assert!(said[0].contains("255\u{2013}257"), "{}", said[0]);
    assert!(said[4].contains("row 256 column 257"), "{}", said[4]);
    assert!(said[5].starts_with("row 256 column 256"), "{}", said[5]);
    let far = usize::MAX as u128 + 1;
    assert!(
        said[7].contains(&format!("row {far} column {far} ")),
        "{}",
        said[7]
    );
    // The last index a u64 holds is said as the one after it, not the one before.
    for (index, row) in [
        (u64::MAX - 1, "18446744073709551615"),
        (u64::MAX, "18446744073709551616"),
    ] {
        let said = bits::binairo::OutsideGrid { row: true, index }.to_string();
        assert_eq!(said, format!("Row {row} is outside the grid"));
    }
    // The sentences for numbers of any width, which a binding uses past the core's own
    // types, say what the core says within them.
    use bits::binairo::{CellOutside, LineOutside, OutsideGrid};
    let line = LineOutside {
        row: false,
        number: "18446744073709551616",
    };
    let at_end = OutsideGrid {
        row: false,
        index: u64::MAX,
    };
    assert_eq!(line.to_string(), at_end.to_string());
    let past_usize = (usize::MAX as u128 + 1).to_string();
    let cell = CellOutside {
        row: past_usize.as_str(),
        column: "3",
    };
    let core = StateError::Cell {
        r: usize::MAX,
        c: 2,
    };
    assert_eq!(cell.to_string(), core.to_string());
    let cell = CellOutside { row: 3, column: 17 };
    assert_eq!(
        cell.to_string(),
        StateError::Cell { r: 2, c: 16 }.to_string()
    );
    let h = Hint {
        r: 255,
        c: 255,
        dir: Dir::Down,
        kind: HintKind::Different,
    };
    assert_eq!(h.other(), (255, 255));

    // Statistics set by hand that no walk gives.
    let stats = bits::wordle::Stats {
        words: 0,
        total: u64::MAX,
        max: 0,
        histogram: [usize::MAX; bits::wordle::MAX_STEPS + 1],
        failures: vec![1, 2],
    };
    assert_eq!(stats.average_milli(), 0);
    assert_eq!(stats.over(0), usize::MAX);
    let roate = bits::wordle::encode("roate").unwrap();
    assert_eq!(bits::wordle::word_weight(roate, &[u32::MAX; 26]), u32::MAX);

    // Swaps for more items than a u32 counts: drawn, not overflowed. Up to that, as `below`.
    #[cfg(target_pointer_width = "64")]
    assert!(
        Mulberry32::new(7)
            .shuffle_swaps(1 << 33)
            .next()
            .is_some_and(|(i, j)| i == (1 << 33) - 1 && j <= i)
    );
    let (mut a, mut b) = (Mulberry32::new(9), Mulberry32::new(9));
    let swaps: Vec<(usize, usize)> = a.shuffle_swaps(1000).collect();
    let plain: Vec<(usize, usize)> = (1..1000usize)
        .rev()
        .map(|i| (i, b.below(i as u32 + 1) as usize))
        .collect();
    assert_eq!(swaps, plain);
}
