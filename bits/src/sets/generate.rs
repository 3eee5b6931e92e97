//! Daily and practice puzzles, deterministic per id.
//!
//! # Procedure
//!
//! For puzzle id `ID` (`YYYY-MM-DD` or `practice-<seed>`):
//!
//! 1. `rng = Mulberry32(hash_string("sets:" + ID))` ([`crate::rng`]).
//! 2. Attempt (at most [`MAX_ATTEMPTS`] times, drawing on from the same `rng`):
//!    1. template `t = TEMPLATES[rng.below(8)]`;
//!    2. its slots left to right: a colour draws `[red, blue, green, gold][rng.below(4)]`,
//!       a set name `[U, ∅][rng.below(2)]`, an operator `[∪, ∩, −][rng.below(3)]`
//!       (`′`, `=` and the row break are fixed);
//!    3. the cards: the indices 0–15 of the seed's card table, Fisher–Yates shuffled
//!       ([`crate::rng::Mulberry32::shuffle`]), the first 8 in that order are the deal;
//!    4. evaluate the instantiated answer; keep the attempt if the goal is 1–7.
//! 3. The dice are the answer's tokens in reading order, then shuffled with `rng` so that
//!    their order does not give the generated answer away.
//! 4. The exhaustive solver grades the puzzle (shortest solution, difficulty, count).
//!
//! The seed's templates write `op` where it says the operators are "already specified";
//! here every `op` slot draws an operator, which its worked example (`∪ ∪`) is one draw of.

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

use super::card::{Card, Color};
use super::dice::Op;
use super::eval::Deal;
use super::parse::parse_answer;
use super::puzzle::{Difficulty, Puzzle, Rating, Table};
use crate::daily::{Date, IdError, PuzzleId};
use crate::rng::{Mulberry32, hash_string};

/// The seed's templates. `c` colour, `s` set name (`U`/`∅`), `o` operator, `′` complement,
/// `=` restriction, `/` between the restriction row and the set-name row.
pub const TEMPLATES: [&str; 8] = [
    "c o c o c o c ′",
    "s o c o c o c ′",
    "c = c / c o c o c",
    "c o c = c / c o c",
    "c = c o c / c o c",
    "c = c ′ / c o c ′",
    "c o c = c o c / c",
    "c = c = c / c o c",
];

/// Attempts before giving up on an id (none of 0001-01-01…9999-12-31 needs more than a few).
pub const MAX_ATTEMPTS: u32 = 1000;

/// Why no puzzle could be generated.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum GenerateError {
    /// The puzzle id is not valid.
    Id(IdError),
    /// No attempt gave a goal of 1–7 within [`MAX_ATTEMPTS`].
    Exhausted,
    /// A template did not produce a valid answer (a defect of this crate, never input).
    Template {
        /// Index into [`TEMPLATES`].
        index: usize,
    },
}

impl fmt::Display for GenerateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GenerateError::Id(e) => e.fmt(f),
            GenerateError::Exhausted => {
                write!(f, "no puzzle with a goal of 1-7 in {MAX_ATTEMPTS} attempts")
            }
            GenerateError::Template { index } => write!(f, "template {index} is malformed"),
        }
    }
}

impl core::error::Error for GenerateError {}

impl From<IdError> for GenerateError {
    fn from(e: IdError) -> Self {
        GenerateError::Id(e)
    }
}

/// The daily puzzle of `date`. A date outside the years 0000–9999 has no `YYYY-MM-DD` id
/// and is refused (`IdError::Year`), as [`generate`] refuses its text: the puzzle's id
/// would be one no reader takes.
pub fn daily(date: Date) -> Result<Puzzle, GenerateError> {
    generate_checked(&date.spellable()?.to_string())
}

/// The puzzle of a puzzle id: `YYYY-MM-DD` (a daily) or `practice-<seed>`.
///
/// ```
/// let p = bits::sets::generate("2026-11-21").unwrap();
/// assert_eq!(p.table.cards().len(), 8);
/// assert_eq!(p.table.dice().len(), 8);
/// assert!((1..=7).contains(&p.table.goal()));
/// ```
pub fn generate(id: &str) -> Result<Puzzle, GenerateError> {
    let parsed = PuzzleId::parse(id)?;
    generate_checked(&parsed.to_string())
}

/// Instantiates template `template` drawing from `rng` (step 2.2), as answer text.
fn instantiate(template: &str, rng: &mut Mulberry32) -> String {
    let mut out = String::new();
    for slot in template.split(' ') {
        let word = match slot {
            "c" => Color::ALL[rng.below(4) as usize].name(),
            "s" => ["U", "∅"][rng.below(2) as usize],
            "o" => Op::ALL[rng.below(3) as usize].symbol(),
            other => other,
        };
        if !out.is_empty() && word != "′" {
            out.push(' ');
        }
        out.push_str(word);
    }
    out
}

fn generate_checked(id: &str) -> Result<Puzzle, GenerateError> {
    let mut rng = Mulberry32::new(hash_string(&alloc::format!("sets:{id}")));
    for _ in 0..MAX_ATTEMPTS {
        let index = rng.below(TEMPLATES.len() as u32) as usize;
        let text = instantiate(TEMPLATES[index], &mut rng);
        let answer = parse_answer(&text).map_err(|_| GenerateError::Template { index })?;
        let mut indices: [u8; 16] = core::array::from_fn(|i| i as u8);
        rng.shuffle(&mut indices);
        let cards: Vec<Card> = indices[..8]
            .iter()
            .filter_map(|&i| Card::from_index(i))
            .collect();
        let goal = Deal::new(&cards).evaluate(&answer).value();
        if !(1..=7).contains(&goal) {
            continue;
        }
        let mut dice = answer.dice();
        rng.shuffle(&mut dice);
        let table = Table::new(cards, dice, goal).map_err(|_| GenerateError::Template { index })?;
        let solutions = table.solve();
        // The generated answer is itself a solution, so a shortest one exists.
        let shortest = solutions
            .shortest
            .ok_or(GenerateError::Template { index })?;
        return Ok(Puzzle {
            id: id.to_string(),
            difficulty: Difficulty {
                rating: Rating::from_cube_count(shortest.cube_count),
                cube_count: shortest.cube_count,
            },
            table,
            generated: answer,
            shortest,
            solution_count: solutions.count,
        });
    }
    Err(GenerateError::Exhausted)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_template_gives_eight_dice() {
        let mut rng = Mulberry32::new(1);
        for t in TEMPLATES {
            for _ in 0..50 {
                let a = parse_answer(&instantiate(t, &mut rng)).unwrap();
                assert_eq!(a.dice().len(), 8, "{t}");
                assert_eq!(a.restriction.is_some(), t.contains('/'));
            }
        }
    }

    #[test]
    fn ids_are_deterministic_and_validated() {
        assert_eq!(generate("2026-11-21"), generate("2026-11-21"));
        assert_ne!(generate("2026-11-21"), generate("2026-11-22"));
        assert!(matches!(generate("2026-02-30"), Err(GenerateError::Id(_))));
        assert!(generate("practice-abc").is_ok());
        assert_eq!(
            daily(Date::new(2026, 11, 21).unwrap()),
            generate("2026-11-21")
        );
        // A date with no YYYY-MM-DD spelling makes no puzzle whose id no reader takes.
        for year in [-1, 10_000] {
            assert!(matches!(
                daily(Date::new(year, 1, 1).unwrap()),
                Err(GenerateError::Id(crate::daily::IdError::Year { .. }))
            ));
        }
    }
}
