//! Puzzles: what is on the table, and the generated puzzle with its grading.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use super::answer::Answer;
use super::card::Card;
use super::check::{Verdict, check};
use super::dice::Die;
use super::eval::Deal;
use super::solve::{Shortest, Solutions, solve};

/// Most cards on a table (a card set is one byte).
pub const MAX_CARDS: usize = 8;
/// Most dice on a table (the game deals 8; the solver's work grows as 2ⁿ).
pub const MAX_DICE: usize = 8;

/// Why cards, dice and goal do not form a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum TableError {
    /// No card was dealt.
    NoCards,
    /// More than [`MAX_CARDS`] cards.
    TooManyCards {
        /// How many were given.
        count: usize,
    },
    /// The same card was dealt twice.
    DuplicateCard {
        /// Position of its first occurrence.
        first: usize,
        /// Position of the repeat.
        second: usize,
    },
    /// No die was given.
    NoDice,
    /// More than [`MAX_DICE`] dice.
    TooManyDice {
        /// How many were given.
        count: usize,
    },
    /// The goal is larger than the number of cards.
    GoalTooLarge {
        /// The goal.
        goal: u8,
        /// The number of cards.
        cards: usize,
    },
}

impl TableError {
    /// A stable machine-readable name: `no-cards`, `too-many-cards`, `duplicate-card`,
    /// `no-dice`, `too-many-dice`, `goal-too-large`.
    pub const fn code(&self) -> &'static str {
        match self {
            TableError::NoCards => "no-cards",
            TableError::TooManyCards { .. } => "too-many-cards",
            TableError::DuplicateCard { .. } => "duplicate-card",
            TableError::NoDice => "no-dice",
            TableError::TooManyDice { .. } => "too-many-dice",
            TableError::GoalTooLarge { .. } => "goal-too-large",
        }
    }
}

impl fmt::Display for TableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TableError::NoCards => f.write_str("a puzzle needs at least one card"),
            TableError::TooManyCards { count } => {
                write!(f, "{count} cards given; at most {MAX_CARDS} are dealt")
            }
            TableError::DuplicateCard { first, second } => {
                write!(f, "cards {first} and {second} are the same card")
            }
            TableError::NoDice => f.write_str("a puzzle needs at least one die"),
            TableError::TooManyDice { count } => {
                write!(f, "{count} dice given; at most {MAX_DICE} are allowed")
            }
            TableError::GoalTooLarge { goal, cards } => {
                write!(f, "goal {goal} is more than the {cards} cards dealt")
            }
        }
    }
}

impl core::error::Error for TableError {}

/// Refuses a deal of more than [`MAX_CARDS`] cards by its count alone.
///
/// Bindings call it before they read a caller's first card, so an over-long deal is
/// refused in these words whatever its cards hold, in every runtime.
///
/// ```
/// use bits::sets::{TableError, check_card_count};
/// assert_eq!(check_card_count(8), Ok(()));
/// let e = check_card_count(9).unwrap_err();
/// assert_eq!(e, TableError::TooManyCards { count: 9 });
/// assert_eq!(e.to_string(), "9 cards given; at most 8 are dealt");
/// ```
pub fn check_card_count(count: usize) -> Result<(), TableError> {
    if count > MAX_CARDS {
        return Err(TableError::TooManyCards { count });
    }
    Ok(())
}

/// Refuses what no deal holds: more than [`MAX_CARDS`] cards, or a card dealt twice
/// (naming both positions). For a [`Table`] and a caller's [`super::Deal`] alike.
pub(crate) fn dealt(cards: &[Card]) -> Result<(), TableError> {
    check_card_count(cards.len())?;
    for second in 1..cards.len() {
        if let Some(first) = cards[..second].iter().position(|&c| c == cards[second]) {
            return Err(TableError::DuplicateCard { first, second });
        }
    }
    Ok(())
}

/// What the player sees: distinct cards (1–8), dice (1–8) and a goal (at most the card count).
///
/// Generated puzzles always deal exactly 8 cards and 8 dice with a goal of 1–7; the looser
/// bounds here let other sources (tests, imported puzzles) be solved and checked too.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    cards: Vec<Card>,
    dice: Vec<Die>,
    goal: u8,
}

impl Table {
    /// Checks and builds a table.
    pub fn new(cards: Vec<Card>, dice: Vec<Die>, goal: u8) -> Result<Table, TableError> {
        if cards.is_empty() {
            return Err(TableError::NoCards);
        }
        dealt(&cards)?;
        if dice.is_empty() {
            return Err(TableError::NoDice);
        }
        if dice.len() > MAX_DICE {
            return Err(TableError::TooManyDice { count: dice.len() });
        }
        if usize::from(goal) > cards.len() {
            return Err(TableError::GoalTooLarge {
                goal,
                cards: cards.len(),
            });
        }
        Ok(Table { cards, dice, goal })
    }

    /// The dealt cards, in deal order (answers' card sets index them).
    pub fn cards(&self) -> &[Card] {
        &self.cards
    }

    /// The dice on the table.
    pub fn dice(&self) -> &[Die] {
        &self.dice
    }

    /// How many cards a solution must name.
    pub fn goal(&self) -> u8 {
        self.goal
    }

    /// The cards prepared for evaluation.
    pub fn deal(&self) -> Deal {
        Deal::new(&self.cards)
    }

    /// Every solution: the shortest and the count (see [`mod@super::solve`]).
    pub fn solve(&self) -> Solutions {
        solve(&self.cards, &self.dice, self.goal)
    }

    /// Judges a player's answer (see [`mod@super::check`]).
    pub fn check(&self, answer: &str) -> Verdict {
        check(self, answer)
    }
}

/// How hard a puzzle is, from its shortest solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Rating {
    /// Shortest solution uses at most 5 dice.
    Beginner,
    /// Shortest solution uses 6 or 7 dice.
    Intermediate,
    /// Shortest solution uses all 8 dice.
    Advanced,
}

impl Rating {
    /// The rating of a puzzle whose shortest solution uses `cubes` dice.
    pub const fn from_cube_count(cubes: u8) -> Rating {
        match cubes {
            0..=5 => Rating::Beginner,
            6 | 7 => Rating::Intermediate,
            _ => Rating::Advanced,
        }
    }

    /// The JSON name (`beginner`, `intermediate`, `advanced`).
    pub const fn name(self) -> &'static str {
        match self {
            Rating::Beginner => "beginner",
            Rating::Intermediate => "intermediate",
            Rating::Advanced => "advanced",
        }
    }
}

/// A puzzle's difficulty: its rating and the dice count of its shortest solution.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Difficulty {
    /// The rating.
    pub rating: Rating,
    /// Dice in the shortest solution.
    pub cube_count: u8,
}

/// A generated puzzle with everything the server keeps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// The puzzle id (`YYYY-MM-DD` or `practice-<seed>`).
    pub id: String,
    /// Cards, dice and goal.
    pub table: Table,
    /// The answer the puzzle was built from (it uses all 8 dice).
    pub generated: Answer,
    /// The shortest solution.
    pub shortest: Shortest,
    /// Difficulty from the shortest solution.
    pub difficulty: Difficulty,
    /// The number of distinct solutions.
    pub solution_count: u64,
}

impl Puzzle {
    /// What a client may see: no generated or shortest solution.
    pub fn public(&self) -> PublicPuzzle {
        PublicPuzzle {
            id: self.id.clone(),
            table: self.table.clone(),
            difficulty: self.difficulty,
        }
    }
}

/// The public view of a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PublicPuzzle {
    /// The puzzle id.
    pub id: String,
    /// Cards, dice and goal.
    pub table: Table,
    /// Difficulty from the shortest solution.
    pub difficulty: Difficulty,
}
