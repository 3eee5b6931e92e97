//! A puzzle as the site shows it, and its JSON shape
//! `{date, number, pattern: ["1111", …], clicksRequired}`.
//!
//! The shape carries no solution: it is what a server may hand to a player. Anyone can
//! solve it with [`solve`], but nothing in the JSON gives away which cells to click.

use alloc::string::String;
use alloc::vec::Vec;

use super::board::{SIDE, cells, pattern_rows};
use super::solve::solve;
use crate::daily::{Date, IdError};

/// A FlipIT puzzle: its starting pattern (= its number) and, for a daily, the date.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Puzzle {
    date: Option<Date>,
    number: u16,
}

impl Puzzle {
    /// The puzzle a player gets by typing `number` on the site: any number is playable.
    pub const fn from_number(number: u16) -> Puzzle {
        Puzzle { date: None, number }
    }

    /// A puzzle dated `date` (the daily schedules build these). A date outside the years
    /// 0000–9999 is refused ([`IdError::Year`]): its JSON would carry a date no reader
    /// takes, so neither the puzzle nor a game of it could be loaded back.
    pub fn dated(date: Date, number: u16) -> Result<Puzzle, IdError> {
        Ok(Puzzle {
            date: Some(date.spellable()?),
            number,
        })
    }

    /// The date of a daily puzzle; `None` for a puzzle chosen by number.
    pub const fn date(&self) -> Option<Date> {
        self.date
    }

    /// The puzzle number, which is also the starting pattern.
    pub const fn number(&self) -> u16 {
        self.number
    }

    /// The starting pattern as four rows of `0`/`1`, row 0 first.
    pub fn pattern(&self) -> [String; SIDE] {
        pattern_rows(self.number)
    }

    /// The unique click set that solves the puzzle.
    pub const fn solution(&self) -> u16 {
        solve(self.number)
    }

    /// The fewest clicks that solve it (3 for every daily).
    pub const fn clicks_required(&self) -> u32 {
        self.solution().count_ones()
    }
}

/// The answer to "how do I solve puzzle N": `{number, clicks, count}`, the cells ascending.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Solution {
    /// The puzzle number.
    pub number: u16,
    /// The cells to click, ascending.
    pub clicks: Vec<u8>,
    /// How many (the fewest possible).
    pub count: u32,
}

impl Solution {
    /// Solves puzzle `number`.
    pub fn of(number: u16) -> Solution {
        let mask = solve(number);
        Solution {
            number,
            clicks: cells(mask).collect(),
            count: mask.count_ones(),
        }
    }
}

#[cfg(feature = "json")]
pub(super) mod json {
    use alloc::string::{String, ToString};
    use alloc::vec::Vec;

    use super::Puzzle;
    use crate::daily::Date;
    use crate::flipit::board::number_from_pattern_rows;
    use crate::flipit::error::DecodeError;
    use crate::json_reader::{self, Object};
    use crate::json_writer::JsonWriter;

    /// The wire form. `number` is read as `i64` so that an out-of-range number is reported
    /// as such rather than as a type error.
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    #[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
    pub(in crate::flipit) struct PuzzleWire {
        date: Option<String>,
        number: i64,
        pattern: Vec<String>,
        clicks_required: u32,
    }

    impl From<Puzzle> for PuzzleWire {
        fn from(p: Puzzle) -> PuzzleWire {
            PuzzleWire {
                date: p.date.map(|d| d.to_string()),
                number: i64::from(p.number),
                pattern: p.pattern().into(),
                clicks_required: p.clicks_required(),
            }
        }
    }

    impl TryFrom<PuzzleWire> for Puzzle {
        type Error = DecodeError;

        fn try_from(w: PuzzleWire) -> Result<Puzzle, DecodeError> {
            let date = match &w.date {
                Some(s) => Some(Date::parse(s).map_err(DecodeError::Date)?),
                None => None,
            };
            let number = crate::flipit::board::check_number(w.number).map_err(|error| {
                DecodeError::Board {
                    field: "number",
                    error,
                }
            })?;
            let pattern =
                number_from_pattern_rows(&w.pattern).map_err(|error| DecodeError::Board {
                    field: "pattern",
                    error,
                })?;
            if pattern != number {
                return Err(DecodeError::PatternMismatch { number, pattern });
            }
            let puzzle = Puzzle { date, number };
            let actual = puzzle.clicks_required();
            if w.clicks_required != actual {
                return Err(DecodeError::ClicksRequired {
                    stated: w.clicks_required,
                    actual,
                });
            }
            Ok(puzzle)
        }
    }

    impl From<json_reader::Located> for DecodeError {
        fn from(at: json_reader::Located) -> DecodeError {
            DecodeError::Json {
                line: at.line,
                column: at.column,
                path: at.path,
                message: at.message,
            }
        }
    }

    /// `date` (`null` or missing for a puzzle chosen by number), as text.
    pub(in crate::flipit) fn date_in(
        o: &Object<'_, '_>,
    ) -> Result<Option<String>, json_reader::Error> {
        o.optional("date")
            .map(|v| v.str().map(String::from))
            .transpose()
    }

    /// `date`, then `number`: how both saved shapes begin.
    pub(in crate::flipit) fn write_date_and_number(w: &mut JsonWriter, p: &Puzzle) {
        w.key("date");
        match p.date {
            Some(d) => w.string(&d.to_string()),
            None => w.null(),
        }
        w.key("number");
        w.int(i64::from(p.number));
    }

    #[cfg(feature = "serde")]
    impl serde::Serialize for Puzzle {
        fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            PuzzleWire::from(*self).serialize(s)
        }
    }

    #[cfg(feature = "serde")]
    impl<'de> serde::Deserialize<'de> for Puzzle {
        fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Puzzle, D::Error> {
            let wire = PuzzleWire::deserialize(d)?;
            Puzzle::try_from(wire).map_err(serde::de::Error::custom)
        }
    }

    impl Puzzle {
        /// The puzzle JSON `{"date":…,"number":…,"pattern":[…],"clicksRequired":…}`
        /// (`date` is `null` for a puzzle chosen by number).
        pub fn to_json(&self) -> String {
            let mut w = JsonWriter::with_capacity(128);
            w.begin_object();
            write_date_and_number(&mut w, self);
            w.key("pattern");
            w.begin_array();
            for row in &self.pattern() {
                w.string(row);
            }
            w.end_array();
            w.field_uint("clicksRequired", self.clicks_required().into());
            w.end_object();
            w.finish()
        }

        /// Reads puzzle JSON back, checking that it holds together: a real date, a number
        /// in range, a pattern that spells the number, and the true `clicksRequired`.
        pub fn from_json(text: &str) -> Result<Puzzle, DecodeError> {
            let read = || {
                let tree = json_reader::parse(text)?;
                let o = tree.object(&["date", "number", "pattern", "clicksRequired"], true)?;
                Ok(PuzzleWire {
                    date: date_in(&o)?,
                    number: o.required("number")?.i64()?,
                    pattern: o.required("pattern")?.list(|r| r.str().map(String::from))?,
                    clicks_required: o.required("clicksRequired")?.u32()?,
                })
            };
            Puzzle::try_from(read().map_err(|e: json_reader::Error| e.located(text))?)
        }
    }
}

#[cfg(all(test, feature = "json"))]
mod tests {
    use super::*;
    use crate::flipit::error::BoardError;
    use crate::flipit::error::DecodeError;

    #[test]
    fn json_round_trip_and_shape() {
        let date = Date::parse("2026-11-21").unwrap();
        let p = Puzzle::dated(date, 0xF99F ^ 0x0033).unwrap();
        let text = p.to_json();
        assert_eq!(
            text,
            r#"{"date":"2026-11-21","number":63916,"pattern":["0011","0101","1001","1111"],"clicksRequired":1}"#
        );
        assert_eq!(Puzzle::from_json(&text), Ok(p));
        let plain = Puzzle::from_number(0);
        assert_eq!(
            plain.to_json(),
            r#"{"date":null,"number":0,"pattern":["0000","0000","0000","0000"],"clicksRequired":12}"#
        );
        assert_eq!(Puzzle::from_json(&plain.to_json()), Ok(plain));
    }

    #[test]
    fn corrupt_json_is_typed() {
        assert!(matches!(
            Puzzle::from_json("{\"date\":null,"),
            Err(DecodeError::Json { line: 1, .. })
        ));
        assert!(matches!(
            Puzzle::from_json("[1,2]"),
            Err(DecodeError::Json { .. })
        ));
        let ok = r#"{"date":null,"number":0,"pattern":["0000","0000","0000","0000"],"clicksRequired":12}"#;
        assert_eq!(
            Puzzle::from_json(&ok.replace("\"number\":0", "\"number\":70000")),
            Err(DecodeError::Board {
                field: "number",
                error: BoardError::NumberRange { value: 70000 }
            })
        );
        assert_eq!(
            Puzzle::from_json(&ok.replace("\"number\":0", "\"number\":1")),
            Err(DecodeError::PatternMismatch {
                number: 1,
                pattern: 0
            })
        );
        assert_eq!(
            Puzzle::from_json(&ok.replace("12}", "3}")),
            Err(DecodeError::ClicksRequired {
                stated: 3,
                actual: 12
            })
        );
        assert_eq!(
            Puzzle::from_json(&ok.replace("\"0000\",\"0000\"]", "\"0000\",\"0200\"]")),
            Err(DecodeError::Board {
                field: "pattern",
                error: BoardError::RowChar {
                    row: 3,
                    column: 1,
                    found: '2'
                }
            })
        );
        assert!(matches!(
            Puzzle::from_json(&ok.replace("null", "\"2026-02-30\"")),
            Err(DecodeError::Date(_))
        ));
    }

    #[cfg(feature = "serde")]
    #[test]
    fn solution_shape() {
        let s = Solution::of(0xF99F ^ 0x0033);
        assert_eq!(s.clicks, [0]);
        assert_eq!(
            serde_json::to_string(&s).unwrap(),
            r#"{"number":63916,"clicks":[0],"count":1}"#
        );
    }
}
