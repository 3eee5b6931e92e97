//! Puzzle JSON in the seed's shape (feature `json`).
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

use super::answer::Answer;
use super::card::{Card, CardSet, Color};
use super::check::Verdict;
use super::dice::Die;
use super::eval::Evaluation;
use super::puzzle::{PublicPuzzle, Puzzle, Table, TableError};
use super::solve::Solutions;
use crate::json_reader::{self, Node};
use crate::json_writer::JsonWriter;

/// Why JSON could not be read as a puzzle table.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum JsonError {
    /// Not JSON, or not an object with `cards`, `dice` and `goal` of the right types.
    Syntax {
        /// The parser's explanation.
        message: String,
        /// 1-based line of the error (0 when unknown).
        line: usize,
        /// 1-based column of the error (0 when unknown).
        column: usize,
        /// Where in the value (`dice[2]`), or empty at the top: for a caller whose
        /// object was written as JSON for it, the line and column of text it never saw.
        path: String,
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
    /// A short machine-readable name: `json` for malformed JSON, `color`, `die`, or the
    /// [`TableError::code`] of a table that does not hold together.
    pub const fn code(&self) -> &'static str {
        match self {
            // Malformed JSON is `json` for every shape of the crate.
            JsonError::Syntax { .. } => "json",
            JsonError::Color { .. } => "color",
            JsonError::Die { .. } => "die",
            // A table that does not hold together says why, as Table::new's error does.
            JsonError::Table(e) => e.code(),
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
                path,
            } => {
                let place = crate::json_place::Place {
                    line: *line,
                    column: *column,
                    path,
                };
                write!(f, "bad puzzle JSON at {place}: {message}")
            }
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

impl From<json_reader::Located> for JsonError {
    fn from(at: json_reader::Located) -> JsonError {
        JsonError::Syntax {
            message: at.message,
            line: at.line,
            column: at.column,
            path: at.path,
        }
    }
}

impl From<TableError> for JsonError {
    fn from(e: TableError) -> Self {
        JsonError::Table(e)
    }
}

/// `id` to `difficulty`, the keys the full puzzle and the public view share.
fn write_public(
    w: &mut JsonWriter,
    id: &str,
    table: &Table,
    difficulty: &super::puzzle::Difficulty,
) {
    w.field_str("id", id);
    write_table(w, table);
    w.key("difficulty");
    w.begin_object();
    w.field_str("rating", difficulty.rating.name());
    w.field_uint("cubeCount", difficulty.cube_count.into());
    w.end_object();
}

/// `cards`, `dice` and `goal`: what [`Table::from_json`] reads back.
fn write_table(w: &mut JsonWriter, table: &Table) {
    w.key("cards");
    w.begin_array();
    for c in table.cards() {
        w.begin_object();
        w.key("colors");
        w.begin_array();
        for color in c.colors() {
            w.string(color.name());
        }
        w.end_array();
        w.end_object();
    }
    w.end_array();
    w.key("dice");
    w.begin_array();
    for d in table.dice() {
        w.begin_object();
        w.field_str("type", d.json_type());
        w.field_str("value", d.symbol());
        w.end_object();
    }
    w.end_array();
    w.field_uint("goal", table.goal().into());
}

impl Puzzle {
    /// The full puzzle JSON (one line).
    pub fn to_json(&self) -> String {
        let mut w = JsonWriter::with_capacity(512);
        w.begin_object();
        write_public(&mut w, &self.id, &self.table, &self.difficulty);
        w.key("generatedSolution");
        w.begin_object();
        let top = self.generated.restriction.as_ref().map(|r| r.to_string());
        w.field_str("topRow", top.as_deref().unwrap_or(""));
        w.field_str("bottomRow", &self.generated.set_name.to_string());
        w.end_object();
        w.key("shortestSolution");
        w.begin_object();
        w.field_uint("cubeCount", self.shortest.cube_count.into());
        w.field_bool("hasRestriction", self.shortest.has_restriction);
        w.field_str("text", &self.shortest.text);
        w.end_object();
        w.field_uint("solutionCount", self.solution_count);
        w.end_object();
        w.finish()
    }
}

impl PublicPuzzle {
    /// The public puzzle JSON (one line).
    pub fn to_json(&self) -> String {
        let mut w = JsonWriter::with_capacity(384);
        w.begin_object();
        write_public(&mut w, &self.id, &self.table, &self.difficulty);
        w.end_object();
        w.finish()
    }
}

impl Solutions {
    /// `{"shortest": text or null, "cubeCount": n or null, "solutions": n}`: what the
    /// solver found, as C and the command line return it and JavaScript reads it back into
    /// an object. (Python builds the same keys as a dict directly: `json.loads` would make
    /// its calls three times as slow. The shared vectors hold every runtime to them.)
    pub fn to_json(&self) -> String {
        let mut w = JsonWriter::with_capacity(96);
        let short = self.shortest.as_ref();
        w.begin_object();
        w.key("shortest");
        match short {
            Some(s) => w.string(&s.text),
            None => w.null(),
        }
        w.key("cubeCount");
        match short {
            Some(s) => w.uint(s.cube_count.into()),
            None => w.null(),
        }
        w.field_uint("solutions", self.count);
        w.end_object();
        w.finish()
    }
}

impl Verdict {
    /// `{"valid", "value" (null when the answer does not parse), "goal", "message",
    /// "code"}` for the player's `answer`, the message placed in its characters
    /// ([`Verdict::message_for`]), as [`Solutions::to_json`] is returned and read.
    pub fn to_json_for(&self, answer: &str) -> String {
        let mut w = JsonWriter::with_capacity(128);
        w.begin_object();
        w.field_bool("valid", self.is_valid());
        w.key("value");
        match self.value {
            Some(v) => w.uint(v.into()),
            None => w.null(),
        }
        w.field_uint("goal", self.goal.into());
        w.field_str("message", &self.message_for(answer));
        w.field_str("code", self.code());
        w.end_object();
        w.finish()
    }
}

impl Evaluation {
    /// `{"canonical", "cubeCount", "active", "named", "value"}` for the parsed `answer`
    /// this evaluated, `active` and `named` the positions of the deal's cards: what a page
    /// shows while the player types.
    pub fn to_json_for(&self, answer: &Answer) -> String {
        let positions = |w: &mut JsonWriter, key, set: CardSet| {
            w.key(key);
            w.begin_array();
            for i in set.iter() {
                w.uint(i as u64);
            }
            w.end_array();
        };
        let mut w = JsonWriter::with_capacity(128);
        w.begin_object();
        w.field_str("canonical", &answer.to_string());
        w.field_uint("cubeCount", answer.cube_count() as u64);
        positions(&mut w, "active", self.active);
        positions(&mut w, "named", self.named);
        w.field_uint("value", self.value().into());
        w.end_object();
        w.finish()
    }
}

/// A die as read: its `type` and `value`.
fn die_in<'n>(n: &'n Node<'_>) -> Result<(&'n str, &'n str), json_reader::Error> {
    let o = n.object(&["type", "value"], true)?;
    Ok((o.required("type")?.str()?, o.required("value")?.str()?))
}

/// A card as read: its colour names.
fn card_in<'n>(n: &'n Node<'_>) -> Result<Vec<&'n str>, json_reader::Error> {
    n.object(&["colors"], true)?
        .required("colors")?
        .list(Node::str)
}

impl Card {
    /// Card number `i` of a deal from its colour names, as a puzzle's JSON spells them;
    /// the bindings read a caller's card with it, so an unknown colour reads the same
    /// everywhere.
    pub fn from_names<'a>(
        i: usize,
        names: impl IntoIterator<Item = &'a str>,
    ) -> Result<Card, JsonError> {
        let mut colors = Vec::new();
        for name in names {
            colors.push(Color::from_name(name).ok_or_else(|| JsonError::Color {
                card: i,
                value: name.into(),
            })?);
        }
        Ok(Card::from_colors(&colors))
    }
}

impl Table {
    /// `{"cards": [...], "dice": [...], "goal": n}` in the puzzle JSON's shapes, which
    /// [`Table::from_json`] reads back to an equal table.
    pub fn to_json(&self) -> String {
        let mut w = JsonWriter::with_capacity(320);
        w.begin_object();
        write_table(&mut w, self);
        w.end_object();
        w.finish()
    }

    /// Reads the `cards`, `dice` and `goal` of a puzzle JSON object (full or public view).
    pub fn from_json(text: &str) -> Result<Table, JsonError> {
        let syntax = |e: json_reader::Error| e.located(text);
        let tree = json_reader::parse(text).map_err(syntax)?;
        let read = || {
            let o = tree.object(&["cards", "dice", "goal"], true)?;
            Ok((
                o.required("cards")?.list(card_in)?,
                o.required("dice")?.list(die_in)?,
                o.required("goal")?.at_most(u8::MAX.into())? as u8,
            ))
        };
        let (raw_cards, raw_dice, goal) = read().map_err(syntax)?;
        let mut cards = Vec::with_capacity(raw_cards.len());
        for (i, names) in raw_cards.iter().enumerate() {
            cards.push(Card::from_names(i, names.iter().copied())?);
        }
        let mut dice = Vec::with_capacity(raw_dice.len());
        for (i, &(ty, value)) in raw_dice.iter().enumerate() {
            dice.push(Die::from_json(ty, value).ok_or_else(|| JsonError::Die {
                index: i,
                ty: ty.into(),
                value: value.into(),
            })?);
        }
        Ok(Table::new(cards, dice, goal)?)
    }
}
