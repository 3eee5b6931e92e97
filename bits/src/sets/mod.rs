//! Sets: the set-theory dice puzzle (seed 002, SPEC §5).
//!
//! Eight cards are dealt from the sixteen colour combinations of red, blue, green and
//! gold; eight dice show colours, the operators `∪ ∩ −`, the complement `′`, `U`, `∅` and
//! the restrictions `=` and `⊆`. The player arranges some of the dice into an answer
//! whose set name covers exactly `goal` cards.
//!
//! An answer has one or two rows: `set name`, or `restriction / set name`, e.g.
//! `red = blue / green ∪ gold ∪ red`. A restriction removes the cards that violate it
//! (for `=`: cards in exactly one side; for `⊆`: cards in the left side only), and the
//! set name is counted over the cards that remain, with `U` and `′` relative to them.
//!
//! | module | what it holds |
//! | --- | --- |
//! | [`card`] | colours, the sixteen cards, sets of dealt cards |
//! | [`dice`] | die faces, operators and relations |
//! | [`answer`] | the answer tree and its canonical text |
//! | [`parse`] | tokens, aliases, grammar and located errors |
//! | [`eval`] | restriction and set-name evaluation |
//! | [`mod@solve`] | the exhaustive solver: shortest solution and solution count |
//! | [`mod@check`] | judging a player's answer |
//! | [`puzzle`] | tables, difficulty, generated puzzles and their public view |
//! | [`mod@generate`] | daily and practice puzzles |
//! | `json` | the seed's JSON shapes (feature `json`) |
//!
//! ```
//! use bits::sets::{Card, Die, Table, parse::parse_answer};
//! // The seed's worked example.
//! let cards = [1, 2, 3, 4, 5, 10, 8, 7].map(|i| Card::from_index(i).unwrap()).to_vec();
//! let dice = "red = blue green ∪ gold ∪ red"
//!     .split(' ')
//!     .map(|s| Die::from_symbol(s).unwrap())
//!     .collect();
//! let table = Table::new(cards, dice, 4).unwrap();
//! assert!(table.check("red = blue / green ∪ gold ∪ red").is_valid());
//! let eval = table.deal().evaluate(&parse_answer("red = blue / U").unwrap());
//! assert_eq!(eval.active.iter().collect::<Vec<_>>(), [2, 3, 4, 5]);
//! ```

pub mod answer;
pub mod card;
pub mod check;
pub mod dice;
pub mod eval;
pub mod generate;
#[cfg(feature = "json")]
mod json;
pub mod parse;
pub mod puzzle;
pub mod solve;

pub use answer::{Answer, Expr, Restriction};
pub use card::{Card, CardRefused, CardSet, Color};
pub use check::{Problem, Verdict, check};
pub use dice::{Die, Op, Relation};
pub use eval::{Deal, Evaluation};
pub use generate::{GenerateError, daily, generate};
#[cfg(feature = "json")]
pub use json::JsonError;
pub use parse::{ParseError, ParseErrorKind, parse_answer};
pub use puzzle::{Difficulty, PublicPuzzle, Puzzle, Rating, Table, TableError, check_card_count};
pub use solve::{Shortest, Solutions, solve};
