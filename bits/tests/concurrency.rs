//! Many threads generating, validating and playing at once get exactly what one thread
//! gets: the engine keeps no global mutable state, so nothing one call does can leak into
//! another running beside it.
//!
//! Each "session" below does what a server and a player do with one puzzle id —
//! generate the descriptor, check a right and a wrong submission, play the puzzle to the
//! end with hints, undo and redo, save and restore, plus the FlipIT and Sets dailies — and
//! writes everything it sees into a transcript. The transcripts of a serial run are the
//! reference; then threads released together by a barrier (so they hit any lazily built
//! table at the same moment) run the same sessions in different orders.

#![cfg(feature = "serde")]

use std::fmt::Write as _;
use std::sync::Barrier;
use std::thread;

use bits::binairo::{Advice, Descriptor, GridState, Options, Submission, validate_submission};
use bits::daily::Date;
use bits::{flipit, generate_descriptor_with, sets};
use serde_json::json;

/// Two weeks of dailies (every rank the week schedules) and practice ids, 6×6 and 8×8.
fn ids() -> Vec<(String, Options)> {
    let mut out: Vec<(String, Options)> = (1..=14)
        .map(|d| (format!("2026-11-{d:02}"), Options::default()))
        .collect();
    for (seed, size) in [("a", 6), ("b", 6), ("c", 8), ("d", 8)] {
        let options = Options {
            size,
            ..Options::default()
        };
        out.push((format!("practice-{seed}"), options));
    }
    out
}

fn submission(grid: &[Vec<u8>], time_ms: u32) -> Submission {
    Submission::from_value(&json!({ "grid": grid, "timeMs": time_ms }))
}

/// Plays `d` from a fresh state to the end with hints and writes what happens.
fn play(d: &Descriptor, t: &mut String) {
    let mut s = GridState::new(d);
    s.resume(1_000);
    let n = s.size();
    // One wrong value where the solution has a 1, then ask: the hint must see the mistake.
    let (r, c) = (0..n * n)
        .map(|i| (i / n, i % n))
        .find(|&(r, c)| s.value(r, c) == Ok(None) && d.solution().get(r, c) == Some(1))
        .expect("an open cell");
    s.set(r, c, Some(0)).unwrap();
    writeln!(t, "mistake {:?}", s.hint()).unwrap();
    assert!(s.undo());
    assert!(s.redo());
    assert!(s.undo());
    let mut moves = 0;
    while !s.is_solved() {
        match s.hint().unwrap() {
            Advice::Step {
                r,
                c,
                value,
                explanation,
                ..
            } => {
                writeln!(t, "{r} {c} {value} {explanation}").unwrap();
                s.set(usize::from(r), usize::from(c), Some(value)).unwrap();
            }
            other => panic!("{}: hint {other:?} on a clean grid", d.puzzle_id()),
        }
        moves += 1;
        assert!(moves <= n * n, "hints do not finish the puzzle");
    }
    assert!(s.finish_if_solved(61_000));
    let saved = s.to_json();
    let mut again = GridState::new(d);
    again.restore(&saved).unwrap();
    assert_eq!(again.to_json(), saved);
    writeln!(t, "{saved}\n{:?}", s.mistakes()).unwrap();
}

/// Everything one puzzle id gives, as text.
fn session(id: &str, options: &Options) -> String {
    let mut t = String::new();
    let d = generate_descriptor_with(id, options).unwrap();
    writeln!(t, "{}\n{}", d.to_json(), d.public_view().to_json()).unwrap();
    let again = Descriptor::from_json(&d.to_json()).unwrap();
    assert_eq!(again, d);

    let n = d.size();
    let mut grid: Vec<Vec<u8>> = (0..n)
        .map(|r| (0..n).map(|c| d.solution().get(r, c).unwrap()).collect())
        .collect();
    let ok = validate_submission(&d, &submission(&grid, 93_000));
    grid[n - 1][n - 1] ^= 1;
    let wrong = validate_submission(&d, &submission(&grid, 93_000));
    writeln!(t, "{}\n{}", ok.to_json(), wrong.to_json()).unwrap();

    play(&d, &mut t);

    if let Ok(date) = Date::parse(id) {
        let f = flipit::daily(date).unwrap();
        let mut game = flipit::Game::new(f);
        for cell in flipit::Solution::of(f.number()).clicks {
            game.click(cell).unwrap();
        }
        assert!(game.is_solved());
        writeln!(t, "{}\n{}", f.to_json(), game.to_json()).unwrap();
        let p = sets::daily(date).unwrap();
        let check = sets::check(&p.table, &p.generated.to_string());
        assert!(
            check.is_valid(),
            "{id}: the generated Sets answer is refused"
        );
        writeln!(t, "{}\n{}", p.to_json(), check.message()).unwrap();
    }
    t
}

#[test]
fn threads_get_what_one_thread_gets() {
    let ids = ids();
    let serial: Vec<String> = ids.iter().map(|(id, o)| session(id, o)).collect();

    const THREADS: usize = 8;
    let start = Barrier::new(THREADS);
    let results: Vec<Vec<(usize, String)>> = thread::scope(|s| {
        let handles: Vec<_> = (0..THREADS)
            .map(|k| {
                let (ids, start) = (&ids, &start);
                s.spawn(move || {
                    start.wait();
                    // Thread k starts k sessions in and goes backwards when k is odd, so
                    // the same id runs on different threads at different moments.
                    let mut order: Vec<usize> = (0..ids.len()).collect();
                    order.rotate_left(k * ids.len() / THREADS);
                    if k % 2 == 1 {
                        order.reverse();
                    }
                    order
                        .into_iter()
                        .map(|i| (i, session(&ids[i].0, &ids[i].1)))
                        .collect()
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });

    for (k, run) in results.iter().enumerate() {
        assert_eq!(run.len(), ids.len());
        for (i, transcript) in run {
            assert_eq!(
                transcript, &serial[*i],
                "thread {k} got a different result for {}",
                ids[*i].0
            );
        }
    }
}
