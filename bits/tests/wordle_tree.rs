//! The shipped lookup tree and the golden vectors shared with the other languages.
#![cfg(feature = "wordle")]

use bits::wordle::{
    self, HISTORICAL, Plut, PlutError, Step, WORDS, encode, feedback, next_guess, parse_pattern,
    pattern, solve,
};
use serde_json::Value;

const TREE: &[u8] = include_bytes!("../data/wordle/lookup_lants.bin");

fn vectors() -> Value {
    serde_json::from_str(include_str!("vectors/wordle.json")).unwrap()
}

fn hex(s: &str) -> Vec<u8> {
    (0..s.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&s[i..i + 2], 16).unwrap())
        .collect()
}

fn histogram(stats: &wordle::Stats) -> Value {
    let mut m = serde_json::Map::new();
    for (k, &c) in stats.histogram.iter().enumerate() {
        if c > 0 {
            m.insert(k.to_string(), c.into());
        }
    }
    Value::Object(m)
}

#[test]
fn shipped_tree_keeps_every_word_within_six() {
    let plut = Plut::parse(TREE).unwrap();
    assert_eq!(plut.start(), encode("lants").unwrap());
    assert_eq!(plut.depth(), 6);
    let all = wordle::evaluate(&plut, &WORDS);
    assert!(all.failures.is_empty());
    // A walk's counts hold together; changed by hand, they do not.
    let some = wordle::evaluate(&plut, &[WORDS[0], WORDS[1], encode("qqqqq").unwrap()]);
    assert!(all.holds_together() && some.holds_together());
    for broken in [
        wordle::Stats {
            total: some.total + 1,
            ..some.clone()
        },
        wordle::Stats {
            max: some.max + 1,
            ..some.clone()
        },
        wordle::Stats {
            words: some.words + 1,
            ..some.clone()
        },
        wordle::Stats {
            failures: vec![u32::MAX],
            ..some.clone()
        },
    ] {
        assert!(!broken.holds_together(), "{broken:?}");
    }
    assert_eq!(all.max, 6);
    assert_eq!(all.over(6), 0);
    assert_eq!(all.over(0), WORDS.len());
    assert_eq!(all.over(5), all.histogram[6]);
    // A cap past every count is no count, at the type's end too.
    assert_eq!(all.over(usize::MAX), 0);
    // Byte-for-byte round trip through the owned tree.
    assert_eq!(plut.to_tree().to_bytes().unwrap(), TREE);
}

#[test]
fn shipped_tree_stats_match_the_vectors_and_readme() {
    let v = vectors();
    let t = &v["tree"];
    let plut = Plut::parse(TREE).unwrap();
    assert_eq!(t["bytes"].as_u64().unwrap() as usize, TREE.len());
    assert_eq!(t["nodes"].as_u64().unwrap() as usize, plut.node_count());
    let all = wordle::evaluate(&plut, &WORDS);
    let hist = wordle::evaluate(&plut, &HISTORICAL);
    for (stats, want) in [(&all, &t["all"]), (&hist, &t["historical"])] {
        assert_eq!(stats.words as u64, want["words"].as_u64().unwrap());
        assert_eq!(stats.total, want["total"].as_u64().unwrap());
        assert_eq!(stats.max as u64, want["max"].as_u64().unwrap());
        assert_eq!(histogram(stats), want["distribution"]);
    }
    let readme = include_str!("../../README.md");
    let avg = |s: &wordle::Stats| {
        let m = s.average_milli();
        format!("{}.{:03}", m / 1000, m % 1000)
    };
    assert!(readme.contains(&format!("| all 12,947 words | {} |", avg(&all))));
    assert!(readme.contains(&format!("| 2,309 historical answers | {} |", avg(&hist))));
}

#[test]
fn feedback_and_encoding_vectors() {
    let v = vectors();
    for e in v["encoding"].as_array().unwrap() {
        assert_eq!(
            u64::from(encode(e["word"].as_str().unwrap()).unwrap()),
            e["code"].as_u64().unwrap()
        );
    }
    for f in v["feedback"].as_array().unwrap() {
        let g = encode(f["guess"].as_str().unwrap()).unwrap();
        let a = encode(f["answer"].as_str().unwrap()).unwrap();
        let code = feedback(g, a).unwrap();
        assert_eq!(u64::from(code), f["code"].as_u64().unwrap(), "{f}");
        assert_eq!(
            &pattern(code).unwrap()[..],
            f["pattern"].as_str().unwrap().as_bytes()
        );
    }
}

#[test]
fn solve_and_next_guess_vectors() {
    let v = vectors();
    let plut = Plut::parse(TREE).unwrap();
    for s in v["solve"].as_array().unwrap() {
        let answer = encode(s["answer"].as_str().unwrap()).unwrap();
        let path = solve(&plut, answer).unwrap();
        let guesses: Vec<u32> = s["guesses"]
            .as_array()
            .unwrap()
            .iter()
            .map(|g| encode(g.as_str().unwrap()).unwrap())
            .collect();
        let fbs: Vec<u8> = s["feedback"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| parse_pattern(p.as_str().unwrap()).unwrap())
            .collect();
        let got: Vec<u32> = path.steps().iter().map(|st| st.guess).collect();
        assert_eq!(got, guesses, "{s}");
        // next_guess replays the same game one step at a time.
        let mut history: Vec<Step> = Vec::new();
        for (i, (&g, &fb)) in guesses.iter().zip(&fbs).enumerate() {
            assert_eq!(next_guess(&plut, &history).unwrap(), Some(g), "step {i}");
            history.push(Step {
                guess: g,
                feedback: fb,
            });
        }
        assert_eq!(next_guess(&plut, &history).unwrap(), None);
    }
}

#[test]
fn history_that_leaves_the_tree_is_an_error() {
    let plut = Plut::parse(TREE).unwrap();
    // Longer than any walk: refused by its length, before any step is judged (the
    // bindings call the same check before they read a caller's steps).
    let start = Step {
        guess: plut.start(),
        feedback: 0,
    };
    let e = next_guess(&plut, &[start; 17]).unwrap_err();
    assert_eq!(e, bits::wordle::SolveError::TooLong);
    assert_eq!(e.to_string(), "walk longer than 16 guesses");
    assert_eq!(bits::wordle::check_history_len(16), Ok(()));
    // An answer as text: a word outside the list is refused as such.
    let e = bits::wordle::solve_word(&plut, "rajxf").unwrap_err();
    assert_eq!(e.to_string(), "'rajxf' is not in the word list");
    let crane = bits::wordle::solve_word(&plut, "crane").unwrap();
    assert_eq!(
        crane.steps().last().unwrap().guess,
        encode("crane").unwrap()
    );
    let wrong = Step {
        guess: encode("crane").unwrap(),
        feedback: 0,
    };
    assert!(matches!(
        next_guess(&plut, &[wrong]),
        Err(wordle::SolveError::HistoryMismatch { step: 0 })
    ));
    // A numeric code out of range is named as such, not as a pattern text's position.
    let bad = Step {
        guess: plut.start(),
        feedback: 250,
    };
    let e = next_guess(&plut, &[bad]).unwrap_err();
    assert_eq!(
        e,
        wordle::SolveError::Word(wordle::WordError::FeedbackCode { code: 250 })
    );
    assert_eq!(e.to_string(), "feedback code 250 is not from 0 to 242");
}

/// Adds to `node` (whose guess is `guess`, with `candidates` the answers still possible
/// there) what the seed's generator writes besides the branches: where the guess may itself
/// be the answer, an all-green entry repeating it, as a leaf, last (242 is the highest code).
fn add_all_green(node: &mut wordle::Node, guess: u32, candidates: &[u32]) {
    for e in &mut node.entries {
        if let Some(child) = &mut e.child {
            let class: Vec<u32> = candidates
                .iter()
                .copied()
                .filter(|&a| feedback(guess, a).unwrap() == e.feedback)
                .collect();
            add_all_green(child, e.guess, &class);
        }
    }
    if candidates.contains(&guess) {
        node.entries.push(wordle::Entry {
            feedback: wordle::ALL_GREEN,
            guess,
            child: None,
        });
    }
}

/// A file laid out as the seed's generator writes it (all-green leaves included, as the
/// seed's tree diagram shows) loads, round-trips byte for byte and plays every game as the
/// shipped file does.
#[test]
fn the_seed_generators_all_green_entries_are_read() {
    let shipped = Plut::parse(TREE).unwrap();
    let mut tree = shipped.to_tree();
    add_all_green(&mut tree.root, tree.start, &WORDS);
    let seed_style = tree.to_bytes().unwrap();
    let extra = (seed_style.len() - TREE.len()) / wordle::ENTRY_LEN;
    // One per node whose guess is still a possible answer: most of them.
    assert!(
        extra > shipped.node_count() / 2,
        "{extra} all-green entries"
    );
    let plut = Plut::parse(&seed_style).unwrap();
    assert_eq!(plut.to_tree().to_bytes().unwrap(), seed_style);
    assert_eq!(plut.node_count(), shipped.node_count());
    assert_eq!(
        wordle::evaluate(&plut, &WORDS),
        wordle::evaluate(&shipped, &WORDS)
    );
    for &w in WORDS.iter().step_by(97) {
        let path = solve(&plut, w).unwrap();
        assert_eq!(path, solve(&shipped, w).unwrap());
        for k in 0..path.guesses() {
            assert_eq!(
                next_guess(&plut, &path.steps()[..k]),
                next_guess(&shipped, &path.steps()[..k])
            );
        }
    }
    // An all-green entry that leads on is refused: nothing follows all green (by the
    // writer, with the reader's error, so no such file is ever written).
    let mut bad = shipped.to_tree();
    let first = bad.root.entries[0].child.clone();
    bad.root.entries.push(wordle::Entry {
        feedback: wordle::ALL_GREEN,
        guess: bad.start,
        child: first,
    });
    assert!(matches!(bad.to_bytes(), Err(PlutError::Feedback { .. })));
}

#[test]
fn bad_plut_vectors_are_refused() {
    let v = vectors();
    for b in v["badPlut"].as_array().unwrap() {
        let bytes = hex(b["hex"].as_str().unwrap());
        assert!(Plut::parse(&bytes).is_err(), "{}", b["why"]);
    }
    assert!(matches!(
        Plut::parse(&TREE[..TREE.len() - 1]),
        Err(PlutError::Truncated { .. })
    ));
}

#[test]
fn byte_flips_across_the_tree_are_refused_or_walk_safely() {
    // Flip bytes across the file: parse either refuses or yields a tree whose walks end
    // (solved or with an error) without panicking.
    let probes: Vec<u32> = WORDS.iter().copied().step_by(997).collect();
    for at in (0..TREE.len()).step_by(TREE.len() / 400) {
        let mut b = TREE.to_vec();
        b[at] ^= 0xA5;
        if let Ok(p) = Plut::parse(&b) {
            for &w in &probes {
                let _ = solve(&p, w);
            }
        }
    }
}

mod hostile {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(512))]

        /// Arbitrary bytes behind a valid header: parse refuses or accepts, never panics,
        /// and every walk of an accepted file ends.
        #[test]
        fn random_bodies_never_panic(body in proptest::collection::vec(any::<u8>(), 0..400)) {
            let mut b = TREE[..32].to_vec();
            b.extend_from_slice(&body);
            if let Ok(p) = Plut::parse(&b) {
                for &w in WORDS.iter().step_by(1301) {
                    let _ = solve(&p, w);
                }
            }
        }

        /// A few random byte writes anywhere in the real tree.
        #[test]
        fn random_edits_never_panic(edits in proptest::collection::vec((0usize..233_020, any::<u8>()), 1..6)) {
            let mut b = TREE.to_vec();
            for (at, v) in edits {
                if let Some(slot) = b.get_mut(at) {
                    *slot = v;
                }
            }
            if let Ok(p) = Plut::parse(&b) {
                for &w in WORDS.iter().step_by(1301) {
                    let _ = solve(&p, w);
                    let _ = next_guess(&p, &[Step { guess: p.start(), feedback: 0 }]);
                }
            }
        }
    }
}
