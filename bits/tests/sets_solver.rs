//! The solver against a brute-force reference that writes out every answer the dice allow.
//!
//! The reference treats dice as distinguishable positions, builds every tree over every
//! subset of positions, prints it, re-parses the text (which must read back to the same
//! text) and evaluates the parsed answer. Distinct solutions are distinct texts.

use std::collections::{BTreeMap, BTreeSet};

use bits::sets::{Answer, Card, Deal, Die, Expr, Restriction, parse_answer, solve};
use proptest::prelude::*;

struct Brute<'a> {
    dice: &'a [Die],
    deal: Deal,
    memo: BTreeMap<u32, Vec<Expr>>,
}

impl Brute<'_> {
    /// Every distinct expression using exactly the dice at the positions of `mask`.
    fn trees(&mut self, mask: u32) -> Vec<Expr> {
        if let Some(t) = self.memo.get(&mask) {
            return t.clone();
        }
        let mut out: BTreeMap<String, Expr> = BTreeMap::new();
        let positions: Vec<usize> = (0..self.dice.len())
            .filter(|&i| mask >> i & 1 == 1)
            .collect();
        if positions.len() == 1 {
            let leaf = match self.dice[positions[0]] {
                Die::Color(c) => Some(Expr::Color(c)),
                Die::Universe => Some(Expr::Universe),
                Die::Empty => Some(Expr::Empty),
                _ => None,
            };
            if let Some(e) = leaf {
                out.insert(e.to_string(), e);
            }
        }
        for &p in &positions {
            let rest = mask & !(1 << p);
            match self.dice[p] {
                Die::Complement if rest != 0 => {
                    for t in self.trees(rest) {
                        let e = Expr::complement(t);
                        out.insert(e.to_string(), e);
                    }
                }
                Die::Op(op) => {
                    // Every non-empty proper submask of rest.
                    let mut s = (rest.wrapping_sub(1)) & rest;
                    while s != 0 {
                        let ls = self.trees(s);
                        let rs = self.trees(rest & !s);
                        for l in &ls {
                            for r in &rs {
                                let e = Expr::binary(op, l.clone(), r.clone());
                                out.insert(e.to_string(), e);
                            }
                        }
                        s = (s - 1) & rest;
                    }
                }
                _ => {}
            }
        }
        let v: Vec<Expr> = out.into_values().collect();
        self.memo.insert(mask, v.clone());
        v
    }

    /// Every restriction chain: (positions used, chain).
    fn chains(&mut self, used: u32, chain: &Restriction, out: &mut Vec<(u32, Restriction)>) {
        let full = (1u32 << self.dice.len()) - 1;
        for p in 0..self.dice.len() {
            let Die::Relation(rel) = self.dice[p] else {
                continue;
            };
            if used >> p & 1 == 1 {
                continue;
            }
            let rest = full & !used & !(1 << p);
            let mut s = rest;
            while s != 0 {
                for t in self.trees(s) {
                    let mut next = chain.clone();
                    next.rest.push((rel, t));
                    let u = used | 1 << p | s;
                    out.push((u, next.clone()));
                    self.chains(u, &next, out);
                }
                s = (s - 1) & rest;
            }
        }
    }

    /// All solution texts, each checked by re-parsing and evaluating.
    fn solutions(&mut self, goal: u8) -> BTreeSet<(usize, bool, String)> {
        let n = self.dice.len();
        let full = (1u32 << n) - 1;
        let mut answers: Vec<Answer> = Vec::new();
        let mut chains = Vec::new();
        for first in 1..=full {
            for t in self.trees(first) {
                let start = Restriction {
                    first: t,
                    rest: Vec::new(),
                };
                self.chains(first, &start, &mut chains);
            }
        }
        for set in 1..=full {
            for t in self.trees(set) {
                answers.push(Answer {
                    restriction: None,
                    set_name: t.clone(),
                });
                for (used, chain) in &chains {
                    if used & set == 0 {
                        answers.push(Answer {
                            restriction: Some(chain.clone()),
                            set_name: t.clone(),
                        });
                    }
                }
            }
        }
        let mut out = BTreeSet::new();
        for a in answers {
            let text = a.to_string();
            let parsed = parse_answer(&text).expect("printed answers parse");
            assert_eq!(parsed.to_string(), text, "canonical text reads back");
            if self.deal.evaluate(&parsed).value() == goal {
                out.insert((parsed.cube_count(), parsed.restriction.is_some(), text));
            }
        }
        out
    }
}

fn compare(cards: &[Card], dice: &[Die], goal: u8) {
    let mut brute = Brute {
        dice,
        deal: Deal::new(cards),
        memo: BTreeMap::new(),
    };
    let expected = brute.solutions(goal);
    let got = solve(cards, dice, goal);
    assert_eq!(
        got.count,
        expected.len() as u64,
        "count for {dice:?} goal {goal}"
    );
    match (expected.first(), got.shortest) {
        (None, None) => {}
        (Some((cubes, restricted, text)), Some(s)) => {
            assert_eq!(
                (
                    usize::from(s.cube_count),
                    s.has_restriction,
                    s.text.as_str()
                ),
                (*cubes, *restricted, text.as_str()),
                "shortest for {dice:?} goal {goal}"
            );
        }
        (e, g) => panic!("expected {e:?}, got {g:?}"),
    }
}

fn cards_of(indices: &[u8]) -> Vec<Card> {
    indices
        .iter()
        .map(|&i| Card::from_index(i).unwrap())
        .collect()
}

fn dice_of(text: &str) -> Vec<Die> {
    text.split_whitespace()
        .map(|s| Die::from_symbol(s).unwrap())
        .collect()
}

#[test]
fn seed_worked_example_matches_brute_force() {
    let cards = cards_of(&[1, 2, 3, 4, 5, 10, 8, 7]);
    let dice = dice_of("red = blue green ∪ gold ∪ red");
    compare(&cards, &dice, 4);
    let s = solve(&cards, &dice, 4);
    // The seed's example claims a 3-cube solution; there is none. Every active card
    // (green, gold, red-blue, green-gold) must be covered, which takes all 8 dice.
    let short = s.shortest.unwrap();
    assert_eq!(short.cube_count, 8);
    assert!(short.has_restriction);
    assert_eq!(short.text, "blue = red / gold ∪ (green ∪ red)");
    assert_eq!(s.count, 72);
}

#[test]
fn chains_complements_and_constants_match_brute_force() {
    let cards = cards_of(&[0, 15, 6, 9, 11, 3, 12, 4]);
    compare(&cards, &dice_of("red = blue ⊆ gold ′ ∪"), 3);
    compare(&cards, &dice_of("U ∅ ′ − ∩ green = red"), 5);
    compare(&cards, &dice_of("red red ∪ ∪ ′ ′ = ="), 2);
}

#[test]
fn vector_solve_cases_match_brute_force() {
    let v: serde_json::Value =
        serde_json::from_str(include_str!("vectors/sets.json")).expect("vectors parse");
    for case in v["solve"].as_array().unwrap() {
        let t = bits::sets::Table::from_json(&case["table"].to_string()).unwrap();
        compare(t.cards(), t.dice(), t.goal());
    }
}

/// Any face, colours weighted up so that most tables have many solutions.
fn any_die() -> impl Strategy<Value = Die> {
    prop_oneof![
        1 => (0..Die::ALL.len()).prop_map(|k| Die::ALL[k]),
        1 => (0..4usize).prop_map(|k| Die::ALL[k]),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]
    #[test]
    fn solver_matches_brute_force(
        cards in Just((0u8..16).collect::<Vec<_>>()).prop_shuffle(),
        dice in prop::collection::vec(any_die(), 1..=8),
        goal in prop_oneof![1 => 0u8..=8, 3 => 1u8..=4],
    ) {
        compare(&cards_of(&cards[..8]), &dice, goal);
    }
}
