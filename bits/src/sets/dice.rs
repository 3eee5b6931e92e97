//! Dice: the tokens a player arranges into a solution.
//!
//! Each die shows one token. The seed's JSON writes a die as `{type, value}` with the
//! types `color`, `operator` (the binary operators and the postfix complement `′`),
//! `setConstant` (`U`, `∅`) and `restriction` (`=`, `⊆`).

use core::fmt;

use super::card::Color;

/// A binary set operator. All three have the same precedence and associate to the left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Op {
    /// `∪`: cards in either operand.
    Union,
    /// `∩`: cards in both operands.
    Intersection,
    /// `−`: cards in the left operand and not in the right one.
    Difference,
}

impl Op {
    /// The three operators in the order generation draws them.
    pub const ALL: [Op; 3] = [Op::Union, Op::Intersection, Op::Difference];

    /// The canonical symbol.
    pub const fn symbol(self) -> &'static str {
        match self {
            Op::Union => "∪",
            Op::Intersection => "∩",
            Op::Difference => "−",
        }
    }

    /// Applies the operator to two card sets given as bitmasks.
    pub const fn apply(self, a: u8, b: u8) -> u8 {
        match self {
            Op::Union => a | b,
            Op::Intersection => a & b,
            Op::Difference => a & !b,
        }
    }
}

/// A restriction relation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Relation {
    /// `A = B`: removes every card in exactly one of A and B.
    Equal,
    /// `A ⊆ B`: removes every card in A but not in B.
    Subset,
}

impl Relation {
    /// The canonical symbol.
    pub const fn symbol(self) -> &'static str {
        match self {
            Relation::Equal => "=",
            Relation::Subset => "⊆",
        }
    }

    /// The cards (as a bitmask) that violate `a R b` and are therefore removed.
    pub const fn violations(self, a: u8, b: u8) -> u8 {
        match self {
            Relation::Equal => a ^ b,
            Relation::Subset => a & !b,
        }
    }
}

/// One die.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Die {
    /// A colour: the cards showing it.
    Color(Color),
    /// A binary operator.
    Op(Op),
    /// The postfix complement `′`.
    Complement,
    /// `U`: every card still in play.
    Universe,
    /// `∅`: no card.
    Empty,
    /// A restriction relation (`=` or `⊆`).
    Relation(Relation),
}

/// Number of distinct dice faces; [`Die::kind`] ranges below it.
pub const DIE_KINDS: usize = 12;

impl Die {
    /// Every face, in [`Die::kind`] order.
    pub const ALL: [Die; DIE_KINDS] = [
        Die::Color(Color::Red),
        Die::Color(Color::Blue),
        Die::Color(Color::Green),
        Die::Color(Color::Gold),
        Die::Universe,
        Die::Empty,
        Die::Op(Op::Union),
        Die::Op(Op::Intersection),
        Die::Op(Op::Difference),
        Die::Complement,
        Die::Relation(Relation::Equal),
        Die::Relation(Relation::Subset),
    ];

    /// A dense index 0–11 of the face (position in [`Die::ALL`]).
    pub const fn kind(self) -> usize {
        match self {
            Die::Color(c) => c as usize,
            Die::Universe => 4,
            Die::Empty => 5,
            Die::Op(Op::Union) => 6,
            Die::Op(Op::Intersection) => 7,
            Die::Op(Op::Difference) => 8,
            Die::Complement => 9,
            Die::Relation(Relation::Equal) => 10,
            Die::Relation(Relation::Subset) => 11,
        }
    }

    /// The canonical text of the face (`red`, `∪`, `′`, `U`, `∅`, `⊆`, …).
    pub const fn symbol(self) -> &'static str {
        match self {
            Die::Color(c) => c.name(),
            Die::Op(op) => op.symbol(),
            Die::Complement => "′",
            Die::Universe => "U",
            Die::Empty => "∅",
            Die::Relation(r) => r.symbol(),
        }
    }

    /// The seed's JSON `type` of the face.
    pub const fn json_type(self) -> &'static str {
        match self {
            Die::Color(_) => "color",
            Die::Op(_) | Die::Complement => "operator",
            Die::Universe | Die::Empty => "setConstant",
            Die::Relation(_) => "restriction",
        }
    }

    /// The face written `text`: the canonical symbol or one of the ASCII aliases listed
    /// in [`super::parse`] (`u`, `|`, `+`, `n`, `&`, `-`, `'`, `<=`, `0`, `{}`, …).
    pub fn from_symbol(text: &str) -> Option<Die> {
        let die = match text {
            "∪" | "u" | "|" | "+" => Die::Op(Op::Union),
            "∩" | "n" | "&" => Die::Op(Op::Intersection),
            "−" | "-" | "∖" | "\\" => Die::Op(Op::Difference),
            "′" | "'" | "’" => Die::Complement,
            "U" => Die::Universe,
            "∅" | "0" | "{}" | "Ø" => Die::Empty,
            "=" => Die::Relation(Relation::Equal),
            "⊆" | "<=" => Die::Relation(Relation::Subset),
            word => {
                let lower = word.to_ascii_lowercase();
                Die::Color(Color::from_name(&lower)?)
            }
        };
        Some(die)
    }

    /// The face of a seed-style JSON die, checking that `type` matches `value`.
    pub fn from_json(ty: &str, value: &str) -> Option<Die> {
        let die = Die::from_symbol(value)?;
        (die.json_type() == ty).then_some(die)
    }

    /// Whether the die can stand alone as an operand (a colour, `U` or `∅`).
    pub const fn is_operand(self) -> bool {
        matches!(self, Die::Color(_) | Die::Universe | Die::Empty)
    }
}

impl fmt::Display for Die {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.symbol())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_are_dense_and_symbols_round_trip() {
        for (i, die) in Die::ALL.into_iter().enumerate() {
            assert_eq!(die.kind(), i);
            assert_eq!(Die::from_symbol(die.symbol()), Some(die));
            assert_eq!(Die::from_json(die.json_type(), die.symbol()), Some(die));
        }
        assert_eq!(Die::from_json("operator", "red"), None);
        assert_eq!(Die::from_symbol("<"), None);
        assert_eq!(Die::from_symbol("Gold"), Some(Die::Color(Color::Gold)));
    }

    #[test]
    fn relations_remove_violating_cards() {
        // Cards 0..4 with A = {0, 1}, B = {1, 2}.
        assert_eq!(Relation::Equal.violations(0b0011, 0b0110), 0b0101);
        assert_eq!(Relation::Subset.violations(0b0011, 0b0110), 0b0001);
    }
}
