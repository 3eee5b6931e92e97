//! The deduction solver: sound (what it finishes is the unique solution), its one-step
//! trace agrees with the fast closure, and each technique shows up with its evidence.

use bits::binairo::{
    Clue, Deducer, Options, Outcome, Puzzle, Technique, count_solutions, generate_descriptor_with,
};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]
    #[test]
    fn sound_and_trace_agrees(seed in 0u32..5000, keep in 0usize..36, drop_hints in 0usize..4, rank in 1u8..=3) {
        let d = generate_descriptor_with(&format!("practice-{seed}"), &Options { rank: Some(1), ..Options::default() }).unwrap();
        // Add some solution cells as extra clues and drop some hints: a different puzzle
        // with the same solution.
        let mut clues = d.clues().to_vec();
        for i in 0..keep {
            let (r, c) = ((i * 7 + seed as usize) % 36 / 6, (i * 7 + seed as usize) % 6);
            if !clues.iter().any(|cl| cl.r as usize == r && cl.c as usize == c) {
                clues.push(Clue { r: r as u8, c: c as u8, bit: d.solution().get(r, c).unwrap() });
            }
        }
        let mut hints = d.adjacencies().to_vec();
        hints.truncate(hints.len().saturating_sub(drop_hints));
        let p = Puzzle::new(6, clues, hints, true).unwrap();
        let deducer = Deducer::new(&p);
        let fast = deducer.solve(&p, rank);
        let (steps, traced) = deducer.trace(&p, rank);
        let solved = |o: Outcome| matches!(o, Outcome::Solved { .. });
        prop_assert_eq!(solved(fast), solved(traced));
        if let (Outcome::Solved { level: a }, Outcome::Solved { level: b }) = (fast, traced) {
            prop_assert_eq!(a, b);
            prop_assert_eq!(count_solutions(&p, 2).count, 1);
            for s in &steps {
                prop_assert_eq!(Some(s.value), d.solution().get(s.r as usize, s.c as usize));
                prop_assert!(s.technique.level() <= rank);
            }
        }
    }
}

#[test]
fn every_technique_is_used_somewhere() {
    let mut seen = std::collections::BTreeSet::new();
    for k in 0..40 {
        for rank in 1..=3 {
            let o = Options {
                rank: Some(rank),
                ..Options::default()
            };
            let d = generate_descriptor_with(&format!("practice-t{k}"), &o).unwrap();
            let p = d.puzzle();
            let (steps, outcome) = Deducer::new(p).trace(p, rank);
            assert!(matches!(outcome, Outcome::Solved { .. }));
            for s in steps {
                assert!(!s.evidence.is_empty() || s.technique == Technique::Contradiction);
                seen.insert(s.technique);
            }
        }
    }
    for t in Technique::ALL {
        assert!(seen.contains(&t), "{t} never used");
    }
}

/// A solver made for one size, handed a puzzle of another: nothing deduced, no panic
/// (debug builds used to overflow a shift).
#[test]
fn a_puzzle_of_another_size_is_stuck() {
    let six = bits::binairo::Puzzle::new(6, vec![], vec![], true).unwrap();
    let sixteen = bits::binairo::Puzzle::new(16, vec![], vec![], true).unwrap();
    let d = Deducer::new(&six);
    assert_eq!(d.solve(&sixteen, 3), bits::binairo::Outcome::Stuck);
    assert_eq!(d.rank(&sixteen), None);
    let (steps, outcome) = d.trace(&sixteen, 3);
    assert!(steps.is_empty() && outcome == bits::binairo::Outcome::Stuck);
    assert_eq!(
        Deducer::new(&sixteen).solve(&six, 3),
        bits::binairo::Outcome::Stuck
    );
}
