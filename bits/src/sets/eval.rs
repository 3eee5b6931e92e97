//! Evaluating an answer against the dealt cards (SPEC §5).
//!
//! A restriction **removes the cards that violate it**: for `A = B` every card in exactly
//! one of A and B, for `A ⊆ B` every card in A but not in B; a chain removes the
//! violators of each of its relations. The set name is evaluated over the remaining
//! (active) cards — `U` is the active cards and `A′` is relative to them — and the
//! answer's value is the number of cards it names.
//!
//! Every operation is pointwise on cards, so evaluating an expression over all dealt
//! cards and then keeping the active ones gives the same set as evaluating it over the
//! active cards only. The solver relies on that: an expression's value does not depend
//! on the restriction it is used with.

use super::answer::{Answer, Expr, Restriction};
use super::card::{Card, CardSet, Color};
use super::puzzle::TableError;

/// The dealt cards, pre-digested for evaluation: one bitmask per colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Deal {
    colors: [u8; 4],
    all: u8,
}

impl Deal {
    /// The deal of `cards` (bit `i` of every set stands for `cards[i]`). Cards past the
    /// eighth are ignored; puzzles hold at most eight.
    pub fn new(cards: &[Card]) -> Deal {
        let mut colors = [0u8; 4];
        let mut all = 0u8;
        for (i, card) in cards.iter().take(8).enumerate() {
            all |= 1 << i;
            for c in card.colors() {
                colors[c as usize] |= 1 << i;
            }
        }
        Deal { colors, all }
    }

    /// The deal of `cards`, refusing what no puzzle deals: for cards from a caller, where
    /// [`Deal::new`] would drop the ninth and later ones without a word, and would count a
    /// repeated card once (a deal holds distinct cards, as a [`Table`] does).
    ///
    /// [`Table`]: super::Table
    pub fn try_new(cards: &[Card]) -> Result<Deal, TableError> {
        super::puzzle::dealt(cards)?;
        Ok(Deal::new(cards))
    }

    /// Every dealt card.
    pub const fn all(&self) -> CardSet {
        CardSet(self.all)
    }

    /// The dealt cards showing `color`.
    pub const fn with(&self, color: Color) -> CardSet {
        CardSet(self.colors[color as usize])
    }

    /// The value of `expr` over every dealt card.
    pub fn value(&self, expr: &Expr) -> CardSet {
        CardSet(self.mask(expr))
    }

    fn mask(&self, expr: &Expr) -> u8 {
        match expr {
            Expr::Color(c) => self.colors[*c as usize],
            Expr::Universe => self.all,
            Expr::Empty => 0,
            Expr::Complement(inner) => self.all & !self.mask(inner),
            Expr::Binary(op, l, r) => op.apply(self.mask(l), self.mask(r)),
        }
    }

    /// The cards a restriction keeps: those violating none of its relations.
    pub fn active(&self, restriction: &Restriction) -> CardSet {
        let mut removed = 0u8;
        let mut left = self.mask(&restriction.first);
        for (rel, e) in &restriction.rest {
            let right = self.mask(e);
            removed |= rel.violations(left, right);
            left = right;
        }
        CardSet(self.all & !removed)
    }

    /// Evaluates a whole answer.
    pub fn evaluate(&self, answer: &Answer) -> Evaluation {
        let active = match &answer.restriction {
            Some(r) => self.active(r),
            None => self.all(),
        };
        let named = CardSet(self.mask(&answer.set_name) & active.0);
        Evaluation { active, named }
    }
}

/// The result of evaluating an answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Evaluation {
    /// The cards left after the restriction (all cards without one).
    pub active: CardSet,
    /// The active cards the set name names.
    pub named: CardSet,
}

impl Evaluation {
    /// The answer's value: how many cards the set name names (compared with the goal).
    pub const fn value(&self) -> u8 {
        self.named.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sets::parse::parse_answer;
    use alloc::vec::Vec;

    /// The seed's worked example deal: indices [1, 2, 3, 4, 5, 10, 8, 7].
    fn seed_deal() -> Deal {
        let cards: Vec<Card> = [1, 2, 3, 4, 5, 10, 8, 7]
            .iter()
            .map(|&i| Card::from_index(i).unwrap())
            .collect();
        Deal::new(&cards)
    }

    fn eval(text: &str) -> Evaluation {
        seed_deal().evaluate(&parse_answer(text).unwrap())
    }

    #[test]
    fn a_callers_deal_is_checked() {
        let card = |i| Card::from_index(i).unwrap();
        assert!(Deal::try_new(&[card(1), card(5)]).is_ok());
        assert_eq!(
            Deal::try_new(&[card(1), card(5), card(1)]).err(),
            Some(TableError::DuplicateCard {
                first: 0,
                second: 2
            })
        );
        assert_eq!(
            Deal::try_new(&[card(1); 9]).err(),
            Some(TableError::TooManyCards { count: 9 })
        );
    }

    #[test]
    fn try_new_refuses_a_ninth_card() {
        let cards: Vec<Card> = (1..=9).map(|i| Card::from_index(i).unwrap()).collect();
        assert_eq!(Deal::try_new(&cards[..8]), Ok(Deal::new(&cards[..8])));
        assert_eq!(
            Deal::try_new(&cards),
            Err(TableError::TooManyCards { count: 9 })
        );
    }

    #[test]
    fn seed_worked_example() {
        let e = eval("red = blue / green ∪ gold ∪ red");
        assert_eq!(e.active.iter().collect::<Vec<_>>(), [2, 3, 4, 5]);
        assert_eq!(e.value(), 4);
    }

    #[test]
    fn universe_and_complement_are_relative_to_active_cards() {
        let e = eval("red = blue / U");
        assert_eq!(e.value(), 4);
        // Active 2,3,4,5: only card 4 shows red, so red′ names 2, 3, 5.
        let e = eval("red = blue / red′");
        assert_eq!(e.named.iter().collect::<Vec<_>>(), [2, 3, 5]);
        assert_eq!(eval("∅′").value(), 8);
    }

    #[test]
    fn subset_removes_cards_in_left_not_in_right() {
        // red ⊆ gold removes red cards without gold: cards 0 (red) and 4 (red blue).
        let e = eval("red ⊆ gold / U");
        assert_eq!(e.active.iter().collect::<Vec<_>>(), [1, 2, 3, 5, 6, 7]);
    }

    #[test]
    fn chains_apply_each_neighbouring_relation() {
        // red = blue removes 0, 1, 6, 7; blue = gold removes 1, 3, 4, 5, 6, 7.
        let e = eval("red = blue = gold / U");
        assert_eq!(e.active.iter().collect::<Vec<_>>(), [2]);
    }
}
