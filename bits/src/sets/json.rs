//! Puzzle JSON in the seed's shape (feature `serde`).
//!
//! Full puzzle (what the server keeps), keys in this order:
//!
//! ```json
//! {"id": "2026-11-21",
//!  "cards": [{"colors": ["red"]}, …],
//!  "dice": [{"type": "color", "value": "red"}, {"type": "restriction", "value": "="}, …],
//!  "goal": 4,
//!  "difficulty": {"rating": "beginner", "cubeCount": 3},
//!  "generatedSolution": {"topRow": "red = blue", "bottomRow": "green ∪ gold ∪ red"},
//!  "shortestSolution": {"cubeCount": 3, "hasRestriction": false, "text": "…"},
//!  "solutionCount": 123}
//! ```
//!
//! `topRow` is `""` when the generated answer has no restriction. The public view keeps
//! only `id`, `cards`, `dice`, `goal` and `difficulty`. Reading a table accepts any object
//! with `cards`, `dice` and `goal` (other keys are ignored), dice values in canonical or
//! ASCII form (`{"type": "operator", "value": "u"}`).

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

use serde::{Deserialize, Serialize};

use super::card::{Card, Color};
use super::dice::Die;
use super::puzzle::{PublicPuzzle, Puzzle, Table, TableError};

#[derive(Serialize, Deserialize)]
struct CardJson {
    colors: Vec<String>,
}

#[derive(Serialize, Deserialize)]
struct DieJson {
    #[serde(rename = "type")]
    ty: String,
    value: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct DifficultyJson {
    rating: &'static str,
    cube_count: u8,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct RowsJson {
    top_row: String,
    bottom_row: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ShortestJson<'a> {
    cube_count: u8,
    has_restriction: bool,
    text: &'a str,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct PuzzleJson<'a> {
    id: &'a str,
    cards: Vec<CardJson>,
    dice: Vec<DieJson>,
    goal: u8,
    difficulty: DifficultyJson,
    #[serde(skip_serializing_if = "Option::is_none")]
    generated_solution: Option<RowsJson>,
    #[serde(skip_serializing_if = "Option::is_none")]
    shortest_solution: Option<ShortestJson<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    solution_count: Option<u64>,
}

#[derive(Deserialize)]
struct TableJson {
    cards: Vec<CardJson>,
    dice: Vec<DieJson>,
    goal: u8,
}

/// Why JSON could not be read as a puzzle table.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum JsonError {
    /// Not JSON, or not an object with `cards`, `dice` and `goal` of the right types.
    Syntax {
        /// The parser's explanation (it ends with the line and column).
        message: String,
        /// 1-based line of the error (0 when unknown).
        line: usize,
        /// 1-based column of the error (0 when unknown).
        column: usize,
    },
    /// A card lists something other than `red`, `blue`, `green`, `gold`.
    Color {
        /// Position of the card.
        card: usize,
        /// The unknown colour.
        value: String,
    },
    /// A die whose `type` and `value` do not name a face.
    Die {
        /// Position of the die.
        index: usize,
        /// Its `type`.
        ty: String,
        /// Its `value`.
        value: String,
    },
    /// The cards, dice and goal do not form a table.
    Table(TableError),
}

impl JsonError {
    /// A short machine-readable name: `syntax`, `color`, `die` or `table`.
    pub const fn code(&self) -> &'static str {
        match self {
            JsonError::Syntax { .. } => "syntax",
            JsonError::Color { .. } => "color",
            JsonError::Die { .. } => "die",
            JsonError::Table(_) => "table",
        }
    }
}

impl fmt::Display for JsonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            JsonError::Syntax {
                message,
                line,
                column,
            } => write!(
                f,
                "bad puzzle JSON at line {line}, column {column}: {message}"
            ),
            JsonError::Color { card, value } => {
                write!(f, "card {card} has unknown colour {value:?}")
            }
            JsonError::Die { index, ty, value } => {
                write!(
                    f,
                    "die {index} {{type {ty:?}, value {value:?}}} is no face of the game"
                )
            }
            JsonError::Table(e) => e.fmt(f),
        }
    }
}

impl core::error::Error for JsonError {}

impl From<TableError> for JsonError {
    fn from(e: TableError) -> Self {
        JsonError::Table(e)
    }
}

fn cards_json(table: &Table) -> Vec<CardJson> {
    table
        .cards()
        .iter()
        .map(|c| CardJson {
            colors: c.colors().map(|x| x.name().to_string()).collect(),
        })
        .collect()
}

fn dice_json(table: &Table) -> Vec<DieJson> {
    table
        .dice()
        .iter()
        .map(|d| DieJson {
            ty: d.json_type().to_string(),
            value: d.symbol().to_string(),
        })
        .collect()
}

fn difficulty_json(p: &super::puzzle::Difficulty) -> DifficultyJson {
    DifficultyJson {
        rating: p.rating.name(),
        cube_count: p.cube_count,
    }
}

impl Puzzle {
    /// The full puzzle JSON (one line).
    pub fn to_json(&self) -> String {
        let rows = RowsJson {
            top_row: self
                .generated
                .restriction
                .as_ref()
                .map(|r| r.to_string())
                .unwrap_or_default(),
            bottom_row: self.generated.set_name.to_string(),
        };
        let json = PuzzleJson {
            id: &self.id,
            cards: cards_json(&self.table),
            dice: dice_json(&self.table),
            goal: self.table.goal(),
            difficulty: difficulty_json(&self.difficulty),
            generated_solution: Some(rows),
            shortest_solution: Some(ShortestJson {
                cube_count: self.shortest.cube_count,
                has_restriction: self.shortest.has_restriction,
                text: &self.shortest.text,
            }),
            solution_count: Some(self.solution_count),
        };
        serde_json::to_string(&json).unwrap_or_default()
    }
}

impl PublicPuzzle {
    /// The public puzzle JSON (one line).
    pub fn to_json(&self) -> String {
        let json = PuzzleJson {
            id: &self.id,
            cards: cards_json(&self.table),
            dice: dice_json(&self.table),
            goal: self.table.goal(),
            difficulty: difficulty_json(&self.difficulty),
            generated_solution: None,
            shortest_solution: None,
            solution_count: None,
        };
        serde_json::to_string(&json).unwrap_or_default()
    }
}

impl Table {
    /// Reads the `cards`, `dice` and `goal` of a puzzle JSON object (full or public view).
    pub fn from_json(text: &str) -> Result<Table, JsonError> {
        let raw: TableJson = serde_json::from_str(text).map_err(|e| JsonError::Syntax {
            message: e.to_string(),
            line: e.line(),
            column: e.column(),
        })?;
        let mut cards = Vec::with_capacity(raw.cards.len());
        for (i, c) in raw.cards.iter().enumerate() {
            let mut colors = Vec::new();
            for name in &c.colors {
                colors.push(Color::from_name(name).ok_or_else(|| JsonError::Color {
                    card: i,
                    value: name.clone(),
                })?);
            }
            cards.push(Card::from_colors(&colors));
        }
        let mut dice = Vec::with_capacity(raw.dice.len());
        for (i, d) in raw.dice.iter().enumerate() {
            dice.push(
                Die::from_json(&d.ty, &d.value).ok_or_else(|| JsonError::Die {
                    index: i,
                    ty: d.ty.clone(),
                    value: d.value.clone(),
                })?,
            );
        }
        Ok(Table::new(cards, dice, raw.goal)?)
    }
}
