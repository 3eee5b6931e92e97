//! What every fuzz target does with its input, shared with the stable replay test
//! (`bits/tests/fuzz_corpora.rs` includes this file by path) so the two cannot drift.
//!
//! Each function takes arbitrary bytes, feeds them to one parser or loader of the core and
//! checks the invariants that are cheap to check: a loaded value re-serialises to JSON that
//! loads back equal, a walk agrees with the tree it walks. A panic anywhere is a finding.
//! Inputs that are not UTF-8 are skipped by the text loaders: their public signatures take
//! `&str`, so such bytes cannot reach them.

// Each fuzz target uses one of these functions; the replay test uses them all.
#![allow(dead_code)]

use std::sync::OnceLock;

use bits::binairo::{
    Descriptor, Difficulty, GridState, PublicView, Puzzle, Restored, Submission,
    binary_grid_puzzle, count_solutions,
};
use bits::daily::{Date, PuzzleId, ms_from_f64, validate_puzzle_id};
use bits::wordle::{self, MappedTable, Plut, Step};
use bits::{grid_follows_rules, sets, validation};

/// A target's name (its corpus is `bits/fuzz/corpus/<name>`) and entry point.
pub type Target = (&'static str, fn(&[u8]));

/// Every target.
pub const TARGETS: &[Target] = &[
    ("descriptor", descriptor),
    ("public_view", public_view),
    ("puzzle_json", puzzle_json),
    ("submission", submission),
    ("grid_state", grid_state),
    ("sets_answer", sets_answer),
    ("sets_table", sets_table),
    ("plut", plut),
    ("feedback_table", feedback_table),
    ("ids", ids),
    ("flipit_game", flipit_game),
];

/// The date of the Sets daily and Binary Grid puzzle the targets work against.
const PUZZLE_ID: &str = "2026-11-21";

/// The golden descriptors: the first one is the puzzle the submission and play-state
/// targets work against, the same one their seed inputs were written for.
const DESCRIPTORS: &str = include_str!("../tests/vectors/binairo_descriptors.json");

fn text(data: &[u8]) -> Option<&str> {
    std::str::from_utf8(data).ok()
}

fn fixed_descriptor() -> &'static Descriptor {
    static D: OnceLock<Descriptor> = OnceLock::new();
    D.get_or_init(|| {
        let v: serde_json::Value = serde_json::from_str(DESCRIPTORS).expect("vector file");
        let json = v[0]["descriptor"]
            .as_str()
            .expect("first vector's descriptor");
        Descriptor::from_json(json).expect("the first golden descriptor loads")
    })
}

fn sets_daily() -> &'static sets::Puzzle {
    static P: OnceLock<sets::Puzzle> = OnceLock::new();
    P.get_or_init(|| sets::generate(PUZZLE_ID).expect("the Sets daily generates"))
}

/// Full descriptor JSON (a cache entry): a loaded descriptor obeys the rules, its JSON
/// reloads equal and re-serialises to the same bytes, and its public view round-trips.
pub fn descriptor(data: &[u8]) {
    let Some(s) = text(data) else { return };
    let Ok(d) = Descriptor::from_json(s) else {
        return;
    };
    assert!(
        grid_follows_rules(d.solution()),
        "loaded solution breaks a rule"
    );
    let json = d.to_json();
    let again = Descriptor::from_json(&json).expect("a loaded descriptor's JSON reloads");
    assert_eq!(again, d);
    assert_eq!(again.to_json(), json);
    let view = d.public_view();
    let view_json = view.to_json();
    assert_eq!(
        PublicView::from_json(&view_json).expect("its public view loads"),
        view
    );
    // The play state a page starts from the same text: a fresh state of this puzzle.
    let state = GridState::from_descriptor_json(s).expect("a loaded descriptor starts a game");
    assert_eq!(state.to_json(), GridState::new(&d).to_json());
}

/// Public view JSON (what players get): reloads equal from its own JSON; a state built
/// from it serialises and restores.
pub fn public_view(data: &[u8]) {
    let Some(s) = text(data) else { return };
    let Ok(v) = PublicView::from_json(s) else {
        return;
    };
    let json = v.to_json();
    let again = PublicView::from_json(&json).expect("a loaded public view's JSON reloads");
    assert_eq!(again, v);
    assert_eq!(again.to_json(), json);
    let state = GridState::from_public(&v);
    let saved = state.to_json();
    let mut fresh = GridState::from_public(&v);
    assert_eq!(
        fresh.restore(&saved).expect("own save restores"),
        Restored::Resumed
    );
    assert_eq!(fresh.to_json(), saved);
}

/// Largest puzzle the target also solves: the exact solver's time grows steeply with the
/// size, and a slow but correct search is not what this target looks for.
const SOLVE_UP_TO: usize = 8;

/// `{width, height, clues, adjacencies}` (the `bits solve` input): a loaded puzzle's
/// unique solution, when there is one, obeys the rules and its givens.
pub fn puzzle_json(data: &[u8]) {
    let Some(s) = text(data) else { return };
    let Ok(p) = Puzzle::from_json(s) else { return };
    if p.size() > SOLVE_UP_TO {
        return;
    }
    let found = count_solutions(&p, 2);
    if found.count == 1 {
        let g = found.first.expect("a unique puzzle names its solution");
        assert!(grid_follows_rules(&g));
        for c in p.clues() {
            assert_eq!(
                g.get(c.r.into(), c.c.into()),
                Some(c.bit),
                "solution drops a given"
            );
        }
    }
}

/// A submission as JSON (the `bits validate` input) against a daily and a Binary Grid
/// puzzle: every input gets a verdict, and an accepted grid is the solution.
pub fn submission(data: &[u8]) {
    let Some(s) = text(data) else { return };
    let Ok(v) = serde_json::from_str::<serde_json::Value>(s) else {
        return;
    };
    let sub = Submission::from_value(&v);
    let d = fixed_descriptor();
    let verdict = bits::validate_submission(d, &sub);
    let _ = verdict.to_value().to_string();
    // The crate's own reader (what the bindings and the CLI use) reads the same text to
    // the same verdict; it refuses only text that is not an object.
    match Submission::from_json(s) {
        Ok(own) => assert_eq!(
            bits::validate_submission(d, &own).to_json(),
            verdict.to_json()
        ),
        Err(e) => assert!(!v.is_object(), "an object refused: {e}"),
    }
    if verdict.is_valid() {
        let rows = d.solution().row_strings();
        for (r, row) in sub.grid.iter().enumerate() {
            for (c, cell) in row.iter().enumerate() {
                let want = rows[r].as_bytes()[c] - b'0';
                let got = match cell {
                    bits::binairo::CellValue::Zero => 0,
                    bits::binairo::CellValue::One => 1,
                    other => panic!("accepted a grid holding {other:?}"),
                };
                assert_eq!(got, want, "accepted a grid that is not the solution");
            }
        }
    }
    let bg = binary_grid_puzzle(PUZZLE_ID, Difficulty::Hard).expect("Binary Grid daily");
    let _ = bg.validate(&sub).to_value().to_string();
}

/// A saved play state restored into the daily's fresh state: a resumed state saves to
/// JSON that restores to the same state, and every query on it answers.
pub fn grid_state(data: &[u8]) {
    let Some(s) = text(data) else { return };
    let d = fixed_descriptor();
    let mut state = GridState::new(d);
    let before = state.to_json();
    match state.restore(s) {
        Ok(Restored::Resumed) => {}
        Ok(Restored::Discarded { .. }) | Err(_) => {
            assert_eq!(state.to_json(), before, "a refused save changed the state");
            return;
        }
    }
    let saved = state.to_json();
    let again =
        GridState::from_json(&saved, d.puzzle_id(), d.puzzle().clone()).expect("own save loads");
    assert_eq!(again.to_json(), saved);
    let _ = state.line_reports();
    let _ = state.cells();
    let solved = state.is_solved();
    let mistakes = state.mistakes().expect("the descriptor knows the solution");
    if solved {
        assert!(mistakes.is_empty(), "solved with mistakes");
    }
    let _ = state.hint();
    let _ = state.finish_if_solved(1);
}

/// A Sets answer typed by a player, checked against the daily's table; a parsed answer's
/// canonical text parses to the same answer.
pub fn sets_answer(data: &[u8]) {
    let Some(s) = text(data) else { return };
    let p = sets_daily();
    let verdict = p.table.check(s);
    let _ = verdict.message();
    if let Ok(a) = sets::parse_answer(s) {
        let shown = a.to_string();
        let again = sets::parse_answer(&shown).expect("an answer's own text parses");
        assert_eq!(again, a, "{s:?} shows as {shown:?}");
    }
}

/// A Sets puzzle JSON (full or public): a loaded table re-serialises to JSON that loads
/// back equal, and a deal of it evaluates.
pub fn sets_table(data: &[u8]) {
    let Some(s) = text(data) else { return };
    let Ok(table) = sets::Table::from_json(s) else {
        return;
    };
    let view = sets::PublicPuzzle {
        id: String::from("fuzz"),
        table: table.clone(),
        difficulty: sets_daily().difficulty,
    };
    let again = sets::Table::from_json(&view.to_json()).expect("a loaded table's JSON reloads");
    assert_eq!(again, table);
    let _ = table.deal();
    let _ = table.check("red");
}

/// Answers walked in each accepted tree (the historical list's first ones and the
/// tree's own start word).
const WALKED: usize = 32;

/// A PLUT lookup file: an accepted file re-serialises to bytes that parse to the same
/// tree, and every walk and `next_guess` replay of it agree.
pub fn plut(data: &[u8]) {
    let Ok(p) = Plut::parse(data) else { return };
    let tree = p.to_tree();
    let bytes = tree.to_bytes().expect("a parsed tree writes");
    let again = Plut::parse(&bytes).expect("a parsed tree's bytes parse");
    assert_eq!(again.to_tree(), tree);
    assert_eq!(again.node_count(), p.node_count());
    let answers = wordle::HISTORICAL.iter().copied().take(WALKED);
    for answer in answers.chain([p.start()]) {
        let Ok(path) = wordle::solve(&p, answer) else {
            continue;
        };
        let steps = path.steps();
        assert_eq!(steps.last().map(|s| s.guess), Some(answer));
        for k in 0..steps.len() {
            let next = wordle::next_guess(&p, &steps[..k]).expect("a walked history replays");
            assert_eq!(next, Some(steps[k].guess));
        }
        assert_eq!(wordle::next_guess(&p, steps), Ok(None));
    }
    let _ = wordle::evaluate(&p, &wordle::HISTORICAL[..WALKED]);
    let _ = wordle::next_guess(&p, &[Step::default()]);
}

/// Largest word list the feedback-table target builds (N² bytes).
const TABLE_WORDS: usize = 8;

/// A `feedback_table.bin` on disk: the first byte picks a word list (its low bits the
/// length, its top bit whether the rest is XORed onto the correct table so mutations land
/// near valid files), the rest is the file. An accepted table holds the right feedback
/// on its diagonal and at every cell the loader sampled.
pub fn feedback_table(data: &[u8]) {
    let Some((&head, body)) = data.split_first() else {
        return;
    };
    let n = usize::from(head & 0x7f) % (TABLE_WORDS + 1);
    let words = &wordle::WORDS[..n];
    let mut file = body.to_vec();
    if head & 0x80 != 0 {
        let good = wordle::build_table(words, wordle::Layout::GuessMajor, 1).expect("table");
        file.resize(good.len().max(file.len()), 0);
        for (f, g) in file.iter_mut().zip(&good) {
            *f ^= g;
        }
    }
    let path = std::env::temp_dir().join(format!("bits-fuzz-table-{}.bin", std::process::id()));
    std::fs::write(&path, &file).expect("write the candidate table");
    let opened = MappedTable::open(&path, words);
    if let Ok(t) = &opened {
        assert_eq!(t.words(), n);
        assert_eq!(t.bytes().len(), n * n);
        for i in 0..n {
            assert_eq!(t.bytes()[i * n + i], wordle::ALL_GREEN);
        }
    }
    drop(opened);
    let _ = std::fs::remove_file(&path);
}

/// Puzzle ids, date keys and the other short fields the site sends: a parsed date prints
/// as the text it came from, and the three id checks agree with each other.
pub fn ids(data: &[u8]) {
    if data.len() >= 8 {
        let f = f64::from_le_bytes(data[..8].try_into().expect("8 bytes"));
        if let Ok(ms) = ms_from_f64(f) {
            let _ = bits::daily::pt_date(ms);
        }
        let _ = validation::validate_time_ms(f);
    }
    let Some(s) = text(data) else { return };
    if let Ok(d) = Date::parse(s) {
        assert_eq!(
            d.to_string(),
            s,
            "a date parses only from its canonical form"
        );
        assert_eq!(Date::parse(&d.to_string()), Ok(d));
    }
    let id = PuzzleId::parse(s);
    assert_eq!(id.is_ok(), validate_puzzle_id(s).is_ok());
    if let Ok(id) = id {
        if let Some(d) = id.date() {
            assert_eq!(d.to_string(), s);
        }
    }
    let bg = binary_grid_puzzle(s, Difficulty::Easy);
    assert_eq!(bg.is_ok(), Date::parse(s).is_ok());
    let _ = Difficulty::parse(s);
    let _ = validation::validate_uuid(s);
    let _ = validation::validate_initials(s);
    let _ = bits::flipit::parse_number(s);
    let _ = wordle::encode(s);
    let _ = wordle::parse_pattern(s);
}

/// A saved FlipIT game: an accepted save re-serialises to JSON that loads back equal.
pub fn flipit_game(data: &[u8]) {
    let Some(s) = text(data) else { return };
    // The same text as a puzzle: a loaded puzzle's JSON reloads equal.
    if let Ok(p) = bits::flipit::Puzzle::from_json(s) {
        let json = p.to_json();
        let again = bits::flipit::Puzzle::from_json(&json).expect("a loaded puzzle's JSON reloads");
        assert_eq!(again, p);
        assert_eq!(again.to_json(), json);
    }
    let Ok(g) = bits::flipit::Game::from_json(s) else {
        return;
    };
    let json = g.to_json();
    let again = bits::flipit::Game::from_json(&json).expect("a loaded game's JSON reloads");
    assert_eq!(again, g);
    assert_eq!(again.to_json(), json);
}
