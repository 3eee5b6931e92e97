//! The play state: undo, live checking, hints with their sentences, save/restore, timer.
#![cfg(feature = "serde")]

use bits::binairo::schedule::all_grids_6;
use bits::binairo::{
    Advice, Clue, Dir, GridState, Hint, HintKind, Line, Options, Puzzle, Restored, StateError,
    Status, Technique, generate_descriptor, generate_descriptor_with,
};
use bits::daily::Date;
use proptest::prelude::*;

fn fill(s: &mut GridState, g: &bits::binairo::Grid) {
    let n = s.size();
    for r in 0..n {
        for c in 0..n {
            let _ = s.set(r, c, g.get(r, c));
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]
    #[test]
    fn moves_then_undo_all_restores_start(seed in 0u32..200, moves in proptest::collection::vec((0usize..6, 0usize..6, 0u8..6), 1..100)) {
        let d = generate_descriptor(&format!("practice-u{seed}")).unwrap();
        let start = GridState::new(&d);
        let mut s = start.clone();
        // Filling a line takes up to seven moves: room for all of them, back to the start.
        s.set_history_limit(1000);
        for (r, c, op) in moves {
            match op {
                0 | 1 => { let _ = s.tap(r, c); }
                2 => { let _ = s.set(r, c, Some((r + c) as u8 % 2)); }
                3 => { let _ = s.set(r, c, None); }
                4 => {
                    // A restart leaves the givens alone, and one undo takes it back.
                    let before = s.cells();
                    s.restart().unwrap();
                    let cleared = s.cells();
                    prop_assert_eq!(&cleared, &start.cells());
                    if cleared != before {
                        prop_assert!(s.undo());
                        prop_assert_eq!(s.cells(), before);
                        prop_assert!(s.redo());
                        prop_assert_eq!(s.cells(), cleared);
                    }
                }
                _ => {
                    // A line of the solution, then locked, so restarts meet locks to lift.
                    let line = if c % 2 == 0 { Line::Row(r as u8) } else { Line::Column(r as u8) };
                    for p in 0..6 {
                        let (lr, lc) = line.cell(p);
                        let _ = s.set(lr, lc, d.solution().get(lr, lc));
                    }
                    let _ = s.lock(line);
                }
            }
        }
        while s.undo() {}
        prop_assert_eq!(s.cells(), start.cells());
        while s.redo() {}
        while s.undo() {}
        prop_assert_eq!(s.cells(), start.cells());
    }
}

/// A restart empties the board but keeps what a leaderboard reads: the time played and
/// the hints taken.
#[test]
fn a_restart_keeps_the_clock_and_the_hints() {
    let d = generate_descriptor("2026-11-21").unwrap();
    let mut s = GridState::new(&d);
    // Nothing to clear: no move recorded.
    s.restart().unwrap();
    assert!(!s.can_undo());
    s.resume(0);
    s.hint().unwrap();
    // A full row of the solution, locked.
    for c in 0..6 {
        let _ = s.set(0, c, d.solution().get(0, c));
    }
    s.lock(Line::Row(0)).unwrap();
    let (x, y) = (0..36)
        .map(|i| (i / 6, i % 6))
        .find(|&(r, c)| r > 0 && s.cells()[r * 6 + c].value.is_none())
        .unwrap();
    s.tap(x, y).unwrap();
    let played = s.cells();
    s.restart().unwrap();
    assert_eq!(s.cells(), GridState::new(&d).cells());
    assert!(s.cells().iter().all(|c| !c.is_locked));
    assert_eq!(s.hints_used(), 1);
    assert!(s.clock_running());
    assert_eq!(s.elapsed(90_000), 90_000);
    // The save says the same: an empty board, the hint and the time.
    s.pause(90_000);
    let mut back = GridState::new(&d);
    assert_eq!(back.restore(&s.to_json()), Ok(Restored::Resumed));
    assert_eq!((back.hints_used(), back.elapsed(0)), (1, 90_000));
    assert_eq!(back.cells(), GridState::new(&d).cells());
    // One undo brings the board back, locks included.
    assert!(s.undo());
    assert_eq!(s.cells(), played);
    assert!(s.redo() && s.undo());
    assert_eq!(s.cells(), played);
    // A finished puzzle does not start again.
    fill(&mut s, d.solution());
    assert!(s.finish_if_solved(100_000));
    let done = s.clone();
    assert_eq!(s.restart(), Err(StateError::Solved));
    assert_eq!(s, done);
}

#[test]
fn solved_exactly_for_the_unique_solution() {
    let grids = all_grids_6();
    for id in ["2026-11-16", "2026-11-19", "2026-11-21"] {
        let d = generate_descriptor(id).unwrap();
        let mut solved = 0;
        for g in &grids {
            let mut s = GridState::new(&d);
            fill(&mut s, g);
            if s.is_solved() {
                solved += 1;
                assert_eq!(*g, *d.solution());
            }
        }
        assert_eq!(solved, 1, "{id}");
        let mut s = GridState::new(&d);
        assert!(!s.is_solved());
        fill(&mut s, d.solution());
        assert!(s.finish_if_solved(1000));
        assert_eq!(s.solved_at(), Some(1000));
        assert_eq!(s.hint(), Err(StateError::Solved));
    }
}

#[test]
fn a_finished_state_takes_no_more_moves() {
    let d = generate_descriptor("2026-11-21").unwrap();
    let mut s = GridState::new(&d);
    s.resume(0);
    fill(&mut s, d.solution());
    // Solved but not yet finished: moves are still open (the caller decides when).
    assert!(s.is_solved() && s.solved_at().is_none());
    assert!(s.undo() && s.redo());
    assert!(s.finish_if_solved(61_000));
    let free = (0..36)
        .find(|&i| {
            !d.clues()
                .iter()
                .any(|cl| cl.r as usize * 6 + cl.c as usize == i)
        })
        .unwrap();
    let before = s.clone();
    assert_eq!(s.tap(free / 6, free % 6), Err(StateError::Solved));
    assert_eq!(s.set(free / 6, free % 6, None), Err(StateError::Solved));
    assert_eq!(s.lock(Line::Row(0)), Err(StateError::Solved));
    assert!(!s.undo() && !s.redo());
    // Nor does a save replace the solve: not the save from before it, nor its own.
    for save in [GridState::new(&d).to_json(), s.to_json()] {
        assert_eq!(s.restore(&save), Err(StateError::Solved));
    }
    // Bad coordinates are still reported as such.
    assert_eq!(s.tap(9, 0), Err(StateError::Cell { r: 9, c: 0 }));
    assert_eq!(s, before);
    assert!(s.finish_if_solved(99_000));
    assert_eq!((s.solved_at(), s.elapsed(99_000)), (Some(61_000), 61_000));
    // So its save is always one a fresh state takes up.
    let mut again = GridState::new(&d);
    assert_eq!(again.restore(&s.to_json()), Ok(Restored::Resumed));
    assert_eq!(again.to_json(), s.to_json());
    // A solve is recorded within JavaScript's date range, whatever the clock said, so its
    // save restores; a save naming an instant past it is one no clock made.
    const JS_RANGE: i64 = 8_640_000_000_000_000;
    for (now, recorded) in [
        (i64::MAX, JS_RANGE),
        (i64::MIN, -JS_RANGE),
        (JS_RANGE, JS_RANGE),
    ] {
        let mut late = GridState::new(&d);
        fill(&mut late, d.solution());
        assert!(late.finish_if_solved(now));
        assert_eq!(late.solved_at(), Some(recorded));
        let mut back = GridState::new(&d);
        assert_eq!(back.restore(&late.to_json()), Ok(Restored::Resumed));
        assert_eq!(back.solved_at(), Some(recorded));
        let past = late.to_json().replace(
            &format!("\"solvedAt\":{recorded}"),
            &format!("\"solvedAt\":{}", recorded + recorded.signum()),
        );
        assert_ne!(past, late.to_json());
        let mut refused = GridState::new(&d);
        assert!(matches!(
            refused.restore(&past),
            Err(StateError::Corrupt { .. })
        ));
        assert_eq!(refused, GridState::new(&d));
    }
}

#[test]
fn hints_alone_solve_a_year_of_rank_1_and_2_puzzles() {
    let start = Date::parse("2026-01-01").unwrap().days_since_epoch();
    let mut solved = 0;
    for day in start..start + 365 {
        let id = Date::from_days_since_epoch(day).to_string();
        let d = generate_descriptor(&id).unwrap();
        let rank = d.metadata().difficulty_rank;
        if rank == 3 {
            continue;
        }
        let mut s = GridState::from_public(&d.public_view());
        let mut steps = 0;
        while !s.is_solved() {
            match s.hint().unwrap() {
                Advice::Step {
                    r,
                    c,
                    value,
                    technique,
                    explanation,
                    ..
                } => {
                    assert!(
                        technique.level() <= rank,
                        "{id}: {technique} beyond rank {rank}"
                    );
                    assert!(explanation.ends_with('.'));
                    s.set(r as usize, c as usize, Some(value)).unwrap();
                }
                m => panic!("{id}: unexpected {m:?}"),
            }
            steps += 1;
            assert!(steps <= 36);
        }
        assert_eq!(s.hints_used(), steps);
        solved += 1;
    }
    assert!(solved > 200);
}

fn puzzle(n: usize, clues: &[(u8, u8, u8)], hints: &[Hint]) -> GridState {
    let clues = clues
        .iter()
        .map(|&(r, c, bit)| Clue { r, c, bit })
        .collect();
    GridState::for_puzzle(
        "practice-t",
        Puzzle::new(n, clues, hints.to_vec(), true).unwrap(),
    )
}

fn step(s: &mut GridState) -> (u8, u8, u8, Technique, String) {
    match s.hint().unwrap() {
        Advice::Step {
            r,
            c,
            value,
            technique,
            explanation,
            ..
        } => (r, c, value, technique, explanation),
        m => panic!("{m:?}"),
    }
}

#[test]
fn level_1_sentences() {
    let mut s = puzzle(6, &[(0, 1, 1), (0, 2, 1)], &[]);
    assert_eq!(
        step(&mut s),
        (
            0,
            0,
            0,
            Technique::Pair,
            "Row 1 has two 1s side by side at columns 2\u{2013}3, so the cell next to them is 0."
                .into()
        )
    );
    let mut s = puzzle(6, &[(0, 0, 1), (0, 2, 1)], &[]);
    assert_eq!(
        step(&mut s),
        (
            0,
            1,
            0,
            Technique::Sandwich,
            "Row 1 has 1s at columns 1 and 3, so the cell between them is 0.".into()
        )
    );
    let eq = Hint {
        r: 0,
        c: 0,
        dir: Dir::Right,
        kind: HintKind::Equal,
    };
    let mut s = puzzle(6, &[(0, 0, 1)], &[eq]);
    assert_eq!(step(&mut s), (0, 1, 1, Technique::Hint, "The = hint says this cell and row 1 column 1 are equal, and that cell is 1, so this cell is 1.".into()));
    let x = Hint {
        r: 2,
        c: 3,
        dir: Dir::Down,
        kind: HintKind::Different,
    };
    let mut s = puzzle(6, &[(3, 3, 0)], &[x]);
    assert_eq!(step(&mut s), (2, 3, 1, Technique::Hint, "The \u{d7} hint says this cell and row 4 column 4 are different, and that cell is 0, so this cell is 1.".into()));
    let mut s = puzzle(4, &[(0, 0, 1), (0, 3, 1)], &[]);
    assert_eq!(
        step(&mut s),
        (
            0,
            1,
            0,
            Technique::Completion,
            "Row 1 already has two 1s, so this cell is 0.".into()
        )
    );
}

#[test]
fn level_2_and_3_sentences() {
    // Collect the first step of each advanced technique from real hint sequences.
    let mut seen = std::collections::BTreeMap::new();
    'outer: for k in 0..200 {
        for rank in [2u8, 3] {
            let d = generate_descriptor_with(
                &format!("practice-h{k}"),
                &Options {
                    rank: Some(rank),
                    ..Options::default()
                },
            )
            .unwrap();
            let mut s = GridState::new(&d);
            while !s.is_solved() {
                let (r, c, v, t, e) = step(&mut s);
                assert_eq!(d.solution().get(r as usize, c as usize), Some(v));
                seen.entry(t).or_insert(e);
                s.set(r as usize, c as usize, Some(v)).unwrap();
            }
            if seen.len() == Technique::ALL.len() {
                break 'outer;
            }
        }
    }
    let counting = &seen[&Technique::Counting];
    assert!(
        counting.starts_with("Every way left to finish ") && counting.contains(" of them) puts "),
        "{counting}"
    );
    let distinct = &seen[&Technique::DistinctLines];
    assert!(
        distinct.starts_with("Putting ") && distinct.contains(" a copy of "),
        "{distinct}"
    );
    let contra = &seen[&Technique::Contradiction];
    assert!(
        contra.starts_with("If this cell were ") && contra.contains(" would break a rule"),
        "{contra}"
    );
}

#[test]
fn mistakes_are_pointed_out_not_built_on() {
    let d = generate_descriptor("2026-11-18").unwrap();
    let mut s = GridState::new(&d);
    // A wrong value somewhere that breaks no visible rule yet.
    let (r, c) = (0..36)
        .map(|i| (i / 6, i % 6))
        .find(|&(r, c)| {
            !d.clues()
                .iter()
                .any(|cl| cl.r as usize == r && cl.c as usize == c)
        })
        .unwrap();
    let wrong = 1 - d.solution().get(r, c).unwrap();
    s.set(r, c, Some(wrong)).unwrap();
    assert_eq!(s.mistakes(), Some(vec![(r as u8, c as u8)]));
    match s.hint().unwrap() {
        Advice::Mistake {
            r: mr,
            c: mc,
            explanation,
        } => {
            assert_eq!((mr, mc), (Some(r as u8), Some(c as u8)));
            assert!(explanation.contains("is wrong"), "{explanation}");
        }
        a => panic!("{a:?}"),
    }
    // The public view finds it too, from the puzzle's own unique solution.
    let mut p = GridState::from_public(&d.public_view());
    p.set(r, c, Some(wrong)).unwrap();
    assert!(matches!(p.hint().unwrap(), Advice::Mistake { .. }));
    assert_eq!(p.mistakes(), None);
    // A broken rule is named.
    let mut t = puzzle(6, &[], &[]);
    for c in 0..3 {
        t.set(0, c, Some(1)).unwrap();
    }
    assert_eq!(t.cells()[0].status, Status::Typo);
    assert_eq!(t.cells()[3].status, Status::Unknown);
    match t.hint().unwrap() {
        Advice::Mistake { explanation, .. } => assert_eq!(
            explanation,
            "Row 1 has three equal cells in a row; fix that before going on."
        ),
        a => panic!("{a:?}"),
    }
    // A repeated line names the line it repeats: rows 3 and 4 both 010110, columns
    // still open (so no column breaks a rule first).
    let mut dup = puzzle(6, &[], &[]);
    for r in [2, 3] {
        for (c, v) in [0, 1, 0, 1, 1, 0].into_iter().enumerate() {
            dup.set(r, c, Some(v)).unwrap();
        }
    }
    match dup.hint().unwrap() {
        Advice::Mistake { explanation, .. } => assert_eq!(
            explanation,
            "Row 3 repeats row 4; fix that before going on."
        ),
        a => panic!("{a:?}"),
    }
    // Two broken lines: the cell pointed at is in the line the sentence names, though a
    // marked cell of the other comes first in reading order.
    let mut u = puzzle(6, &[], &[]);
    for i in 0..3 {
        u.set(i, 5, Some(1)).unwrap();
        u.set(3, i, Some(1)).unwrap();
    }
    assert_eq!(u.cells()[5].status, Status::Typo);
    match u.hint().unwrap() {
        Advice::Mistake { r, c, explanation } => {
            assert!(explanation.starts_with("Row 4 "), "{explanation}");
            assert_eq!(r, Some(3), "{explanation} at {c:?}");
            assert!(c.is_some_and(|c| c < 3));
        }
        a => panic!("{a:?}"),
    }
}

/// Where the mistake hint for a broken rule points, as `(r, c)`, and its sentence.
fn mistake_said(s: &mut GridState) -> ((u8, u8), String) {
    match s.hint().unwrap() {
        Advice::Mistake {
            r: Some(r),
            c: Some(c),
            explanation,
        } => ((r, c), explanation),
        a => panic!("{a:?}"),
    }
}

fn mistake_at(s: &mut GridState) -> (u8, u8) {
    mistake_said(s).0
}

/// Whether the cell a mistake hint points at takes part in the rule its sentence names,
/// read plainly from the values and the puzzle's hints: a sentence about a broken rule
/// names its line first ("Row 3 has three equal cells in a row; …").
fn sentence_fits(s: &GridState, hints: &[Hint], (r, c): (u8, u8), said: &str) -> bool {
    let n = s.size();
    let cells = s.cells();
    let v = |r: usize, c: usize| cells[r * n + c].value;
    // "Row 3 column 2 is wrong: …" is no broken rule; its cell is checked elsewhere.
    if said.contains(" is wrong: ") {
        return true;
    }
    let (row, k) = match said.split(' ').take(2).collect::<Vec<_>>()[..] {
        ["Row", k] => (true, k.parse::<usize>().unwrap() - 1),
        ["Column", k] => (false, k.parse::<usize>().unwrap() - 1),
        _ => return false,
    };
    let (r, c) = (usize::from(r), usize::from(c));
    let at = |p: usize| if row { v(k, p) } else { v(p, k) };
    let pos = if row { c } else { r };
    if (if row { r } else { c }) != k {
        return false;
    }
    let mine = at(pos);
    if said.contains("three equal") {
        (pos.saturating_sub(2)..=pos.min(n - 3))
            .any(|start| (start..start + 3).all(|p| at(p).is_some() && at(p) == mine))
    } else if said.contains("too many") {
        2 * (0..n).filter(|&p| at(p).is_some() && at(p) == mine).count() > n
    } else if let Some(rest) = said.split(" repeats ").nth(1) {
        let twin = rest
            .split([' ', ';'])
            .nth(1)
            .unwrap()
            .parse::<usize>()
            .unwrap()
            - 1;
        (0..n).all(|p| at(p).is_some() && at(p) == if row { v(twin, p) } else { v(p, twin) })
    } else if said.contains("hint") {
        hints.iter().any(|h| {
            let (r2, c2) = h.other();
            let (a, b) = (
                (usize::from(h.r), usize::from(h.c)),
                (usize::from(r2), usize::from(c2)),
            );
            let along = if row {
                a.0 == k && b.0 == k
            } else {
                a.1 == k && b.1 == k
            };
            along
                && ((r, c) == a || (r, c) == b)
                && matches!((v(a.0, a.1), v(b.0, b.1)), (Some(x), Some(y)) if !h.holds(x, y))
        })
    } else {
        false
    }
}

#[test]
fn a_broken_rule_points_at_the_wrong_cell_not_a_right_one() {
    // Row 1 of 2026-11-21's solution is 101001: a right 0 at column 4 and a wrong one at
    // column 6 make a triple with the given 0 between them; the right one comes first.
    let d = generate_descriptor("2026-11-21").unwrap();
    let mut s = GridState::new(&d);
    s.set(0, 3, Some(0)).unwrap();
    s.set(0, 5, Some(0)).unwrap();
    assert_eq!(s.mistakes(), Some(vec![(0, 5)]));
    assert_eq!(mistake_at(&mut s), (0, 5));
    let mut p = GridState::from_public(&d.public_view());
    p.set(0, 3, Some(0)).unwrap();
    p.set(0, 5, Some(0)).unwrap();
    assert_eq!(mistake_at(&mut p), (0, 5), "from the puzzle's own solution");
    // One wrong cell beside givens: the hint had named the given (0, 3).
    let d = generate_descriptor("2026-11-02").unwrap();
    let mut s = GridState::new(&d);
    s.set(0, 4, Some(1)).unwrap();
    assert_eq!(s.mistakes(), Some(vec![(0, 4)]));
    assert_eq!(mistake_at(&mut s), (0, 4));
    // Without a known solution (no givens fix one), a cell the player set, not a given.
    let mut t = puzzle(6, &[(0, 0, 1), (0, 1, 1)], &[]);
    t.set(0, 2, Some(1)).unwrap();
    assert_eq!(mistake_at(&mut t), (0, 2));
    // The sentence names the rule of the cell pointed at: row 3 of 2026-09-30 is 110010,
    // with a given 0 at column 4 and an = hint between columns 3 and 4. A wrong 1 at
    // column 3 breaks the hint; the triple is of columns 4-6, whose wrong cell is column 5.
    let d = generate_descriptor("2026-09-30").unwrap();
    for mut s in [GridState::new(&d), GridState::from_public(&d.public_view())] {
        s.set(2, 2, Some(1)).unwrap();
        s.set(2, 4, Some(0)).unwrap();
        s.set(2, 5, Some(0)).unwrap();
        let (at, said) = mistake_said(&mut s);
        assert!(
            sentence_fits(&s, d.adjacencies(), at, &said),
            "{at:?}: {said}"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]
    /// Any board of right values with a few wrong ones: a hint points at a wrong cell,
    /// whether the state holds the descriptor's solution or finds the puzzle's own.
    #[test]
    fn a_mistake_hint_names_a_wrong_cell(
        day in 0i64..730,
        fill in proptest::collection::vec(any::<bool>(), 36),
        flips in proptest::collection::vec(0usize..36, 1..4),
    ) {
        let id = Date::new(2026, 1, 1).unwrap().add_days(day).unwrap().to_string();
        let d = generate_descriptor(&id).unwrap();
        let mut states = [GridState::new(&d), GridState::from_public(&d.public_view())];
        for s in &mut states {
            for i in (0..36).filter(|&i| fill[i]) {
                let _ = s.set(i / 6, i % 6, d.solution().get(i / 6, i % 6));
            }
            for &i in &flips {
                let _ = s.set(i / 6, i % 6, d.solution().get(i / 6, i % 6).map(|v| 1 - v));
            }
        }
        let wrong = states[0].mistakes().unwrap();
        prop_assume!(!wrong.is_empty());
        for s in &mut states {
            let (at, said) = mistake_said(s);
            prop_assert!(wrong.contains(&at), "{id}: {at:?} is not among {wrong:?}");
            prop_assert!(sentence_fits(s, d.adjacencies(), at, &said), "{id}: {at:?}: {said}");
        }
    }
}

#[test]
fn moves_refuse_what_they_must() {
    let d = generate_descriptor("2026-11-16").unwrap();
    let mut s = GridState::new(&d);
    let cl = d.clues()[0];
    assert_eq!(
        s.tap(cl.r as usize, cl.c as usize),
        Err(StateError::Clue { r: cl.r, c: cl.c })
    );
    assert_eq!(s.tap(6, 0), Err(StateError::Cell { r: 6, c: 0 }));
    assert_eq!(
        s.lock(Line::Column(99)),
        Err(StateError::NoLine {
            line: Line::Column(99)
        })
    );
    assert_eq!(
        StateError::NoLine {
            line: Line::Column(99)
        }
        .to_string(),
        "Column 100 is outside the grid"
    );
    assert_eq!(s.set(0, 0, Some(2)), Err(StateError::Value { value: 2 }));
    assert_eq!(
        s.lock(Line::Row(0)),
        Err(StateError::NotVerified { line: Line::Row(0) })
    );
    // Lock a verified row, then it refuses changes; undo unlocks.
    for c in 0..6 {
        let _ = s.set(0, c, d.solution().get(0, c));
    }
    s.lock(Line::Row(0)).unwrap();
    // Locking it again changes nothing and leaves no step for undo to spend a press on.
    let before = s.clone();
    s.lock(Line::Row(0)).unwrap();
    assert_eq!(s, before);
    let free = (0..6)
        .find(|&c| !d.clues().iter().any(|cl| cl.r == 0 && cl.c as usize == c))
        .unwrap();
    assert!(matches!(s.tap(0, free), Err(StateError::Locked { .. })));
    assert!(s.undo());
    assert!(s.tap(0, free).is_ok());
    // Tap cycle.
    let mut t = puzzle(6, &[], &[]);
    assert_eq!(t.tap(1, 1), Ok(Some(0)));
    assert_eq!(t.tap(1, 1), Ok(Some(1)));
    assert_eq!(t.tap(1, 1), Ok(None));
    // Bounded history.
    t.set_history_limit(3);
    for _ in 0..10 {
        t.tap(2, 2).unwrap();
    }
    assert!(t.undo() && t.undo() && t.undo() && !t.undo());
    // Lowering the limit bounds what redo brings back too.
    assert!(t.redo() && t.redo() && t.redo() && !t.redo());
    assert!(t.undo() && t.undo() && t.undo());
    t.set_history_limit(1);
    assert!(t.redo() && t.redo() && t.redo() && !t.redo());
    assert!(t.undo() && !t.undo());
}

#[test]
fn line_reports_and_duplicates() {
    let mut s = puzzle(
        4,
        &[],
        &[Hint {
            r: 3,
            c: 0,
            dir: Dir::Right,
            kind: HintKind::Equal,
        }],
    );
    for (c, v) in [1, 0, 1, 0].into_iter().enumerate() {
        s.set(0, c, Some(v)).unwrap();
        s.set(1, c, Some(v)).unwrap();
    }
    let r1 = s.line_report(Line::Row(1)).unwrap();
    assert_eq!(r1.duplicate_of, Some(0));
    assert!(r1.balanced && r1.no_triples && r1.complete);
    s.set(3, 0, Some(1)).unwrap();
    s.set(3, 1, Some(0)).unwrap();
    assert!(!s.line_report(Line::Row(3)).unwrap().hints_hold);
    assert_eq!(s.cells()[13].status, Status::Typo);
    let col = s.line_report(Line::Column(0)).unwrap();
    assert!(
        !col.complete && !col.balanced,
        "three 1s in a 4-cell column"
    );
    assert!(s.line_report(Line::Column(2)).unwrap().balanced);
    assert_eq!(
        s.line_report(Line::Row(4)),
        Err(StateError::NoLine { line: Line::Row(4) })
    );
}

#[test]
fn save_restore_and_new_day() {
    let d = generate_descriptor("2026-11-21").unwrap();
    let mut s = GridState::new(&d);
    assert!(!s.clock_running());
    s.resume(1_000);
    assert!(s.clock_running());
    s.tap(0, 0).ok();
    s.tap(5, 5).ok();
    let _ = s.hint();
    s.pause(31_000);
    assert!(!s.clock_running());
    assert_eq!(s.elapsed(99_999), 30_000);
    s.resume(40_000);
    assert_eq!(s.elapsed(45_000), 35_000);
    // While the clock runs, a save at a time counts to that time and changes nothing.
    let running = s.clone();
    let at = s.to_json_at(45_000);
    assert_eq!(s, running);
    assert!(at.contains("\"elapsed\":35000"), "{at}");
    assert!(s.to_json().contains("\"elapsed\":30000"));
    s.pause(45_000);
    let json = s.to_json();
    assert_eq!(at, json);
    // A restored clock stands still until resumed.
    let mut again = GridState::new(&d);
    again.resume(0);
    assert!(matches!(
        again.restore(&at),
        Ok(bits::binairo::Restored::Resumed)
    ));
    assert!(!again.clock_running());
    assert_eq!(
        s.to_json_at(99_999),
        json,
        "a paused clock saves the same at any time"
    );
    assert!(json.starts_with("{\"puzzleId\":\"2026-11-21\",\"cells\":[{\"r\":0,\"c\":0,"));
    let mut fresh = GridState::new(&d);
    assert_eq!(fresh.restore(&json), Ok(Restored::Resumed));
    assert_eq!(fresh.cells(), s.cells());
    assert_eq!(fresh.hints_used(), 1);
    assert_eq!(fresh.elapsed(0), 35_000);
    assert_eq!(fresh.to_json(), json);
    // Keys a later version may add, at the top and in a cell, are passed over: the save
    // is still the player's progress (a FlipIT save is read the same way).
    let newer = json
        .replacen(
            "{\"puzzleId\"",
            "{\"theme\":{\"dark\":true},\"puzzleId\"",
            1,
        )
        .replacen("\"isClue\"", "\"note\":[1],\"isClue\"", 1);
    assert_ne!(newer, json);
    let mut later = GridState::new(&d);
    assert_eq!(later.restore(&newer), Ok(Restored::Resumed));
    assert_eq!(later.to_json(), json);
    // Another day's save is discarded, and says so.
    let tomorrow = generate_descriptor("2026-11-22").unwrap();
    let mut next = GridState::new(&tomorrow);
    assert_eq!(
        next.restore(&json),
        Ok(Restored::Discarded {
            saved_for: "2026-11-21".into()
        })
    );
    assert_eq!(next, GridState::new(&tomorrow));
    // Taken up as this puzzle's own, it is an error, and the state is still untouched.
    assert!(matches!(
        next.restore_own(&json),
        Err(StateError::OtherPuzzle { saved_for, puzzle_id })
            if saved_for == "2026-11-21" && puzzle_id == "2026-11-22"
    ));
    assert_eq!(next, GridState::new(&tomorrow));
    let mut own = GridState::new(&d);
    assert_eq!(own.restore_own(&json), Ok(()));
    assert_eq!(own.to_json(), json);
    // Corrupt saves are typed errors and leave the state untouched.
    assert!(matches!(fresh.restore("{"), Err(StateError::Json { .. })));
    assert!(matches!(fresh.restore("[]"), Err(StateError::Json { .. })));
    let bad = json.replacen("\"value\":null", "\"value\":7", 1);
    assert!(matches!(
        fresh.restore(&bad),
        Err(StateError::Corrupt { .. })
    ));
    let bad = json.replacen("\"r\":0,\"c\":0", "\"r\":1,\"c\":0", 1);
    assert!(matches!(
        fresh.restore(&bad),
        Err(StateError::Corrupt { .. })
    ));
    let bad = json.replacen("\"hintsUsed\":1", "\"hintsUsed\":1,\"solvedAt\":5", 1);
    assert!(matches!(
        fresh.restore(&bad),
        Err(StateError::Corrupt { .. })
    ));
    // A save's hint count stays at its most rather than wrap to 0 on the next hint.
    let most = json.replacen("\"hintsUsed\":1", "\"hintsUsed\":4294967295", 1);
    let mut counted = GridState::new(&d);
    assert_eq!(counted.restore(&most), Ok(Restored::Resumed));
    assert!(!counted.is_solved());
    counted.hint().unwrap();
    assert_eq!(counted.hints_used(), u32::MAX);
    let bad = json.replacen("\"hintsUsed\":1", "\"hintsUsed\":4294967296", 1);
    assert!(matches!(
        fresh.restore(&bad),
        Err(StateError::Corrupt { .. })
    ));
    // The clock stops at 2^53 ms whatever it is fed, so its save always restores.
    let mut far = GridState::new(&d);
    far.resume(i64::MIN);
    far.pause(i64::MAX);
    far.resume(i64::MIN);
    assert_eq!(far.elapsed(i64::MAX), bits::binairo::state::MAX_ELAPSED_MS);
    far.pause(i64::MAX);
    assert_eq!(far.elapsed(0), bits::binairo::state::MAX_ELAPSED_MS);
    assert_eq!(
        GridState::new(&d).restore(&far.to_json()),
        Ok(Restored::Resumed)
    );
    let bad = json.replacen("\"elapsed\":35000", "\"elapsed\":9007199254740993", 1);
    assert!(matches!(
        fresh.restore(&bad),
        Err(StateError::Corrupt { .. })
    ));
    assert_eq!(fresh.cells(), s.cells());
    assert!(GridState::from_json(&json, "2026-11-21", d.puzzle().clone()).is_ok());
    let e = GridState::from_json(&json, "2026-11-22", tomorrow.puzzle().clone()).unwrap_err();
    assert_eq!(
        e.to_string(),
        "saved state is for puzzle 2026-11-21, not 2026-11-22"
    );
    assert!(matches!(e, StateError::OtherPuzzle { .. }), "{e:?}");
    // A save under the same id for another puzzle (other rank or size, another generator
    // version) is set aside as another day's is: its grid or givens differ.
    let other_rank = generate_descriptor_with(
        "2026-11-21",
        &Options {
            rank: Some(1),
            ..Options::default()
        },
    )
    .unwrap();
    let other_size = generate_descriptor_with(
        "2026-11-21",
        &Options {
            size: 8,
            ..Options::default()
        },
    )
    .unwrap();
    for other in [&other_rank, &other_size] {
        let mut t = GridState::new(other);
        assert_eq!(
            t.restore(&json),
            Ok(Restored::Discarded {
                saved_for: "2026-11-21".into()
            })
        );
        assert_eq!(t, GridState::new(other));
        assert!(matches!(
            GridState::from_json(&json, "2026-11-21", other.puzzle().clone()),
            Err(e @ StateError::OtherPuzzle { .. })
                if e.to_string() == "saved state is for another puzzle 2026-11-21 (its size or givens differ)"
        ));
    }
    // But a save no game could have written is corrupt, whatever its cell count: 64 cells
    // that are not an 8x8 grid's, a given with a value no cell holds.
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let mut long = v.clone();
    let cells = long["cells"].as_array_mut().unwrap();
    let extra: Vec<_> = cells[..28].to_vec();
    cells.extend(extra);
    let mut seven = v.clone();
    let given = d.clues()[0];
    seven["cells"][usize::from(given.r) * 6 + usize::from(given.c)]["value"] = 7.into();
    for bad in [long, seven] {
        let mut t = GridState::new(&d);
        assert!(matches!(
            t.restore(&bad.to_string()),
            Err(StateError::Corrupt { .. })
        ));
        assert_eq!(t, GridState::new(&d));
    }
}

#[test]
fn svg_pictures() {
    let d = generate_descriptor("2026-11-21").unwrap();
    let svg = bits::binairo::svg::descriptor_svg(&d);
    assert!(svg.starts_with("<svg ") && svg.ends_with("</svg>"));
    assert_eq!(svg.matches("<circle").count(), d.adjacencies().len());
    assert_eq!(bits::binairo::svg::public_svg(&d.public_view()), svg);
    let mut s = GridState::new(&d);
    s.set(0, 0, Some(1)).ok();
    s.set(0, 1, Some(1)).ok();
    s.set(0, 2, Some(1)).ok();
    assert!(bits::binairo::svg::state_svg(&s).contains("#fde2e1"));
}

#[test]
fn restored_locks_are_locks_play_could_have_made() {
    let d = generate_descriptor("2026-11-21").unwrap();
    let mut s = GridState::new(&d);
    for c in 0..6 {
        // Givens refuse; they already hold the solution's value.
        let _ = s.set(0, c, d.solution().get(0, c));
    }
    s.lock(Line::Row(0)).unwrap();
    for r in 0..6 {
        let _ = s.set(r, 5, d.solution().get(r, 5));
    }
    s.lock(Line::Column(5)).unwrap();
    let json = s.to_json();
    let mut fresh = GridState::new(&d);
    assert_eq!(fresh.restore(&json), Ok(Restored::Resumed));
    assert_eq!(fresh.cells(), s.cells());
    // Forged saves on a puzzle without givens: row 0 filled and all six cells locked.
    let forge = |row: [u8; 6], locked: usize| {
        let mut t = puzzle(6, &[], &[]);
        for (c, v) in row.into_iter().enumerate() {
            t.set(0, c, Some(v)).unwrap();
        }
        t.to_json()
            .replacen("\"isLocked\":false", "\"isLocked\":true", locked)
    };
    let mut t = puzzle(6, &[], &[]);
    assert_eq!(
        t.restore(&forge([1, 0, 1, 0, 1, 0], 6)),
        Ok(Restored::Resumed)
    );
    assert!(t.cells()[..6].iter().all(|c| c.is_locked));
    assert!(t.tap(0, 0).is_err() && t.tap(1, 0).is_ok());
    // A triple in a locked row, an unbalanced locked row, a row locked in part.
    for bad in [
        forge([1, 1, 1, 0, 0, 0], 6),
        forge([1, 0, 1, 0, 1, 1], 6),
        forge([1, 0, 1, 0, 1, 0], 5),
    ] {
        let mut t = puzzle(6, &[], &[]);
        let before = t.clone();
        assert!(
            matches!(t.restore(&bad), Err(StateError::Corrupt { .. })),
            "{bad}"
        );
        assert_eq!(t, before);
    }
}

#[test]
fn a_state_from_json_is_for_a_descriptor_exactly_when_it_has_a_solution() {
    use bits::binairo::DescriptorError;
    let d = generate_descriptor("2026-11-21").unwrap();
    let full = GridState::from_descriptor_json(&d.to_json()).unwrap();
    assert_eq!(full, GridState::new(&d));
    let public = GridState::from_descriptor_json(&d.public_view().to_json()).unwrap();
    assert_eq!(public, GridState::from_public(&d.public_view()));
    // A descriptor with a wrong seed is refused for its seed, not read as a public view
    // with a stray `solution`.
    let seed = format!("\"seed\":{},", d.seeds().seed);
    let forged = d.to_json().replacen(&seed, "\"seed\":1,", 1);
    assert_ne!(forged, d.to_json());
    assert!(matches!(
        GridState::from_descriptor_json(&forged),
        Err(DescriptorError::Seed { .. })
    ));
    let forged = d.public_view().to_json().replacen(&seed, "\"seed\":1,", 1);
    assert!(matches!(
        GridState::from_descriptor_json(&forged),
        Err(DescriptorError::Seed { .. })
    ));
    assert!(matches!(
        GridState::from_descriptor_json("[1]"),
        Err(DescriptorError::Json { .. })
    ));
}

/// A puzzle with many solutions has no wrong values, only ones no rule refuses yet: the
/// first solution a search finds is not "the" solution (a 1 at row 1 column 1 of an empty
/// grid was called wrong, though 2,070 grids have one there).
#[test]
fn no_value_is_wrong_in_a_puzzle_with_several_solutions() {
    for v in [0, 1] {
        let mut s = puzzle(6, &[], &[]);
        s.set(0, 0, Some(v)).unwrap();
        assert_eq!(s.hint(), Err(StateError::NoDeduction), "value {v}");
    }
    // With one solution, a wrong value that breaks no rule yet is still found.
    let d = generate_descriptor("2026-11-21").unwrap();
    let mut s = GridState::from_public(&d.public_view());
    let n = s.size();
    let open = (0..n * n).find(|&i| s.cells()[i].value.is_none()).unwrap();
    let (r, c) = (open / n, open % n);
    let wrong = 1 - d.solution().get(r, c).unwrap();
    s.set(r, c, Some(wrong)).unwrap();
    assert!(
        matches!(s.hint(), Ok(Advice::Mistake { .. })),
        "{:?}",
        s.hint()
    );
}

/// A cell index of any size is refused in words, without overflowing.
#[test]
fn far_cells_are_refused_in_words() {
    let mut s = puzzle(6, &[], &[]);
    let e = s.tap(usize::MAX, 0).unwrap_err();
    assert_eq!(
        e.to_string(),
        // Counted from 1 exactly, whatever the width of usize.
        format!(
            "row {} column 1 is outside the grid",
            usize::MAX as u128 + 1
        )
    );
}

/// Another tab's save that shows this board (its clock ran on, it asked for a hint) keeps
/// this tab's undo and redo; a save showing another board, even by a lock alone, starts
/// the history afresh.
#[test]
fn a_save_of_the_same_board_keeps_the_history() {
    let d = generate_descriptor("2026-11-21").unwrap();
    let mut a = GridState::new(&d);
    let open: Vec<(usize, usize)> = (0..36)
        .filter(|&i| a.cells()[i].value.is_none())
        .map(|i| (i / 6, i % 6))
        .take(3)
        .collect();
    a.resume(0);
    for &(r, c) in &open {
        a.tap(r, c).unwrap();
    }
    assert!(a.undo());
    let before = a.cells();
    // The other tab took up a's save, counted a minute and a hint, and saved.
    let mut b = GridState::new(&d);
    assert_eq!(b.restore(&a.to_json_at(10_000)), Ok(Restored::Resumed));
    b.resume(10_000);
    let _ = b.hint();
    let later = b.to_json_at(70_000);
    assert_eq!(a.restore(&later), Ok(Restored::Resumed));
    assert_eq!(a.cells(), before);
    assert_eq!((a.elapsed(0), a.hints_used()), (70_000, 1));
    assert!(a.can_undo() && a.can_redo());
    assert!(a.redo() && a.undo() && a.undo());
    assert_eq!(a.value(open[1].0, open[1].1), Ok(None));
    // A save of another board: a's steps would not lead to it, so there are none.
    let mut other = GridState::new(&d);
    other.tap(open[2].0, open[2].1).unwrap();
    assert_eq!(a.restore(&other.to_json()), Ok(Restored::Resumed));
    assert!(!a.can_undo() && !a.can_redo());
    // The same values with a line locked are another board too.
    let mut a = GridState::new(&d);
    fill_row(&mut a, &d, 0);
    let mut b = a.clone();
    b.lock(Line::Row(0)).unwrap();
    assert_eq!(a.restore(&b.to_json()), Ok(Restored::Resumed));
    assert!(!a.can_undo());
    assert!(a.cells()[0].is_locked || a.cells()[0].is_clue);
}

fn fill_row(s: &mut GridState, d: &bits::binairo::Descriptor, r: usize) {
    for c in 0..6 {
        if !s.cells()[r * 6 + c].is_clue {
            s.set(r, c, d.solution().get(r, c)).unwrap();
        }
    }
}
