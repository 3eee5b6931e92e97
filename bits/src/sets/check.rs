//! Judging a player's answer: grammar, dice on the table, goal.
//!
//! The checks run in that order and the first failure is the verdict's problem, so a
//! player fixes the text first, then the dice, then the value. The value is reported
//! whenever the text parses, even when dice are missing, so a UI can show it live.

use alloc::string::String;
use core::fmt;

use super::dice::{DIE_KINDS, Die};
use super::parse::{ParseError, parse_tokens, tokenize, units_before};
use super::puzzle::Table;

/// What is wrong with an answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Problem {
    /// The text does not follow the grammar.
    Parse(ParseError),
    /// The answer uses a die that is not on the table at all.
    DieNotOnTable {
        /// The die.
        die: Die,
        /// Index of the token using it.
        token: usize,
        /// Byte offset of that token.
        at: usize,
    },
    /// The answer uses a die more often than the table has it; the token is the first use
    /// beyond the available count.
    DieOverused {
        /// The die.
        die: Die,
        /// How many such dice the table has.
        available: u8,
        /// Index of the first token too many.
        token: usize,
        /// Byte offset of that token.
        at: usize,
    },
    /// The answer names the wrong number of cards.
    WrongValue {
        /// How many cards it names.
        value: u8,
        /// How many it should.
        goal: u8,
    },
}

impl Problem {
    /// A short machine-readable name.
    pub const fn code(&self) -> &'static str {
        match self {
            Problem::Parse(e) => e.kind.code(),
            Problem::DieNotOnTable { .. } => "die-not-on-table",
            Problem::DieOverused { .. } => "die-overused",
            Problem::WrongValue { .. } => "wrong-value",
        }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_placed(f, "byte", |at| at)
    }
}

impl Problem {
    /// The sentence with its place as an index into the caller's own string, counted in
    /// `units` (see [`ParseError::message_in`]); `Display` counts bytes, as `at` does.
    pub fn message_in(&self, answer: &str, units: impl Fn(&str) -> usize) -> String {
        let mut out = String::new();
        // Writing to a `String` cannot fail.
        let _ = self.write_placed(&mut out, "index", |at| units_before(answer, at, &units));
        out
    }

    /// The sentence with each place as `unit` `place(at)`: one wording for bytes and
    /// indices.
    fn write_placed(
        &self,
        w: &mut dyn fmt::Write,
        unit: &str,
        place: impl Fn(usize) -> usize,
    ) -> fmt::Result {
        match self {
            Problem::Parse(e) => {
                w.write_str("not a valid answer: ")?;
                e.write_placed(w, unit, place(e.at))
            }
            Problem::DieNotOnTable { die, token, at } => write!(
                w,
                "there is no {die} die on the table ({unit} {}, token {token})",
                place(*at)
            ),
            Problem::DieOverused {
                die,
                available,
                token,
                at,
            } => write!(
                w,
                "{die} is used more than the {available} {die} {} on the table {} ({unit} {}, token {token})",
                if *available == 1 { "die" } else { "dice" },
                if *available == 1 { "allows" } else { "allow" },
                place(*at)
            ),
            Problem::WrongValue { value, goal } => write!(
                w,
                "the set names {value} {}; the goal is {goal}",
                cards(*value)
            ),
        }
    }
}

fn cards(n: u8) -> &'static str {
    if n == 1 { "card" } else { "cards" }
}

/// The judgement of an answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Verdict {
    /// How many cards the answer names, when it parses.
    pub value: Option<u8>,
    /// The puzzle's goal.
    pub goal: u8,
    /// Dice the answer uses, when it parses.
    pub cube_count: Option<u8>,
    /// The first thing wrong, or `None` for a solution.
    pub problem: Option<Problem>,
}

impl Verdict {
    /// Whether the answer solves the puzzle.
    pub const fn is_valid(&self) -> bool {
        self.problem.is_none()
    }

    /// A sentence for the player.
    pub fn message(&self) -> String {
        alloc::format!("{self}")
    }

    /// The sentence a verdict carries in every binding: places as indices into `answer`
    /// counted in characters, so a verdict is the same bytes from Rust, C, Python and
    /// JavaScript. (A thrown [`ParseError`] places its fault in each
    /// binding's own string units instead, as its `at` does: bytes in Rust and C,
    /// characters in Python, UTF-16 units in JavaScript, which differ from characters
    /// after any character outside the Basic Multilingual Plane.)
    pub fn message_for(&self, answer: &str) -> String {
        self.message_in(answer, |s| s.chars().count())
    }

    /// The verdict's short machine-readable name: `"ok"` for a solution, else the
    /// problem's [`Problem::code`].
    pub const fn code(&self) -> &'static str {
        match &self.problem {
            Some(p) => p.code(),
            None => "ok",
        }
    }

    /// [`Verdict::message`] with places as indices into the caller's `answer`, counted in
    /// `units` (see [`Problem::message_in`]).
    pub fn message_in(&self, answer: &str, units: impl Fn(&str) -> usize) -> String {
        match &self.problem {
            Some(p) => p.message_in(answer, units),
            None => self.message(),
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.problem {
            None => write!(
                f,
                "solved: the set names {} {}, the goal",
                self.goal,
                cards(self.goal)
            ),
            Some(p) => p.fmt(f),
        }
    }
}

/// Judges `answer` against `table`.
pub fn check(table: &Table, answer: &str) -> Verdict {
    let goal = table.goal();
    let fail = |problem| Verdict {
        value: None,
        goal,
        cube_count: None,
        problem: Some(problem),
    };
    let tokens = match tokenize(answer) {
        Ok(t) => t,
        Err(e) => return fail(Problem::Parse(e)),
    };
    let parsed = match parse_tokens(&tokens, answer.len()) {
        Ok(a) => a,
        Err(e) => return fail(Problem::Parse(e)),
    };
    let value = table.deal().evaluate(&parsed).value();
    let mut available = [0u8; DIE_KINDS];
    for d in table.dice() {
        available[d.kind()] += 1;
    }
    let mut used = [0u8; DIE_KINDS];
    let mut problem = None;
    let mut cubes = 0u8;
    for (i, t) in tokens.iter().enumerate() {
        let super::parse::TokenKind::Die(die) = t.kind else {
            continue;
        };
        cubes += 1;
        let k = die.kind();
        used[k] += 1;
        if used[k] > available[k] && problem.is_none() {
            problem = Some(if available[k] == 0 {
                Problem::DieNotOnTable {
                    die,
                    token: i,
                    at: t.start,
                }
            } else {
                Problem::DieOverused {
                    die,
                    available: available[k],
                    token: i,
                    at: t.start,
                }
            });
        }
    }
    if problem.is_none() && value != goal {
        problem = Some(Problem::WrongValue { value, goal });
    }
    Verdict {
        value: Some(value),
        goal,
        cube_count: Some(cubes),
        problem,
    }
}
