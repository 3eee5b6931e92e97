//! The shape of a solution: an optional restriction row and a set-name row.
//!
//! The printed form ([`core::fmt::Display`]) is the *canonical text*: Unicode symbols,
//! one space around binary operators and relations, `′` glued to its operand, rows
//! joined by ` / `, and only the parentheses the grammar needs (operators associate to
//! the left, so a binary right operand or a complemented binary expression is
//! parenthesised, nothing else). Two answers are the same answer exactly when their
//! canonical texts are equal; the solver counts distinct solutions that way.

use alloc::boxed::Box;
use alloc::vec::Vec;
use core::fmt;

use super::card::Color;
use super::dice::{Die, Op, Relation};

/// A set expression.
///
/// A tree of boxes, walked by recursion (printing, evaluation, comparison and drop
/// alike), so its depth costs stack. The parser nests at most
/// [`super::parse::MAX_DEPTH`] parentheses over at most [`super::parse::MAX_TOKENS`]
/// tokens, and a table's 8 dice bound any solution; a tree built by hand tens of
/// thousands of levels deep can exhaust a thread's stack.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Expr {
    /// The cards showing a colour.
    Color(Color),
    /// `U`: every card in play.
    Universe,
    /// `∅`: no card.
    Empty,
    /// `A′`: the cards in play that are not in `A`.
    Complement(Box<Expr>),
    /// `A op B`.
    Binary(Op, Box<Expr>, Box<Expr>),
}

impl Expr {
    /// `A op B`.
    pub fn binary(op: Op, left: Expr, right: Expr) -> Expr {
        Expr::Binary(op, Box::new(left), Box::new(right))
    }

    /// `A′`.
    pub fn complement(inner: Expr) -> Expr {
        Expr::Complement(Box::new(inner))
    }

    /// Appends the dice the expression uses, in reading order.
    pub fn push_dice(&self, out: &mut Vec<Die>) {
        match self {
            Expr::Color(c) => out.push(Die::Color(*c)),
            Expr::Universe => out.push(Die::Universe),
            Expr::Empty => out.push(Die::Empty),
            Expr::Complement(inner) => {
                inner.push_dice(out);
                out.push(Die::Complement);
            }
            Expr::Binary(op, l, r) => {
                l.push_dice(out);
                out.push(Die::Op(*op));
                r.push_dice(out);
            }
        }
    }
}

impl fmt::Display for Expr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Expr::Color(c) => f.write_str(c.name()),
            Expr::Universe => f.write_str("U"),
            Expr::Empty => f.write_str("∅"),
            Expr::Complement(inner) => match **inner {
                Expr::Binary(..) => write!(f, "({inner})′"),
                _ => write!(f, "{inner}′"),
            },
            Expr::Binary(op, l, r) => match **r {
                Expr::Binary(..) => write!(f, "{l} {} ({r})", op.symbol()),
                _ => write!(f, "{l} {} {r}", op.symbol()),
            },
        }
    }
}

/// A restriction row: `A R B R C …`, one relation between each neighbouring pair.
///
/// A chain states every neighbouring relation: `A = B ⊆ C` means `A = B` and `B ⊆ C`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Restriction {
    /// The leftmost expression.
    pub first: Expr,
    /// Each further relation with the expression to its right (at least one).
    pub rest: Vec<(Relation, Expr)>,
}

impl Restriction {
    /// Appends the dice the row uses, in reading order.
    pub fn push_dice(&self, out: &mut Vec<Die>) {
        self.first.push_dice(out);
        for (rel, e) in &self.rest {
            out.push(Die::Relation(*rel));
            e.push_dice(out);
        }
    }
}

impl fmt::Display for Restriction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.first)?;
        for (rel, e) in &self.rest {
            write!(f, " {} {e}", rel.symbol())?;
        }
        Ok(())
    }
}

/// A complete solution: an optional restriction row, then the set name.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Answer {
    /// The restriction row, if any.
    pub restriction: Option<Restriction>,
    /// The set-name row, whose size over the remaining cards must equal the goal.
    pub set_name: Expr,
}

impl Answer {
    /// Every die the answer uses, in reading order.
    pub fn dice(&self) -> Vec<Die> {
        let mut out = Vec::new();
        if let Some(r) = &self.restriction {
            r.push_dice(&mut out);
        }
        self.set_name.push_dice(&mut out);
        out
    }

    /// The number of dice (cubes) the answer uses.
    pub fn cube_count(&self) -> usize {
        self.dice().len()
    }
}

impl fmt::Display for Answer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(r) = &self.restriction {
            write!(f, "{r} / ")?;
        }
        write!(f, "{}", self.set_name)
    }
}
