//! A game in progress: the highlighted cells, the move count, save and restore.
//!
//! The site highlights every cell the player has clicked and undoes a click when the same
//! cell is clicked again, in any order. Since clicks commute, the highlighted set is the
//! whole state: the board is the start with those cells clicked. The move count tallies
//! every click, undoing ones included, so `moves ≥ highlighted` with the same parity — a
//! saved game that breaks this was edited by hand and is refused.

use super::board::{Cells, apply_clicks, cells};
use super::error::BoardError;
use super::puzzle::Puzzle;
use super::solve::solve;
use crate::flipit::board::GOAL;

/// One player's game of one puzzle.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Game {
    puzzle: Puzzle,
    clicked: u16,
    moves: u32,
}

impl Game {
    /// A fresh game: nothing clicked, no moves.
    pub const fn new(puzzle: Puzzle) -> Game {
        Game {
            puzzle,
            clicked: 0,
            moves: 0,
        }
    }

    /// A fresh game of puzzle `number`.
    pub const fn from_number(number: u16) -> Game {
        Game::new(Puzzle::from_number(number))
    }

    /// The puzzle being played.
    pub const fn puzzle(&self) -> Puzzle {
        self.puzzle
    }

    /// Clicks `cell`: flips it and its neighbours, and highlights it — or, if it was
    /// highlighted, undoes its earlier click. Returns the board after the click.
    ///
    /// A solved board takes no click ([`BoardError::Solved`]): the solve is the game's
    /// result, which a stray click would undo; [`Game::new`] plays again.
    pub fn click(&mut self, cell: u8) -> Result<u16, BoardError> {
        let bit = super::board::click_mask(cell).map(|_| 1u16 << cell)?;
        if self.is_solved() {
            return Err(BoardError::Solved);
        }
        self.clicked ^= bit;
        self.moves = self.moves.saturating_add(1);
        Ok(self.board())
    }

    /// The board as it stands (bit `i` = cell `i`, 1 = black).
    pub const fn board(&self) -> u16 {
        apply_clicks(self.puzzle.number(), self.clicked)
    }

    /// The highlighted cells as a mask.
    pub const fn clicked(&self) -> u16 {
        self.clicked
    }

    /// The highlighted cells, ascending.
    pub fn clicked_cells(&self) -> Cells {
        cells(self.clicked)
    }

    /// Whether `cell` is highlighted (`false` for a cell that does not exist).
    pub const fn is_clicked(&self, cell: u8) -> bool {
        (cell as usize) < super::board::CELLS && (self.clicked >> cell) & 1 == 1
    }

    /// Clicks made so far, undoing ones included. Saturates at `u32::MAX`.
    pub const fn moves(&self) -> u32 {
        self.moves
    }

    /// Whether the board shows the goal.
    pub const fn is_solved(&self) -> bool {
        self.board() == GOAL
    }

    /// How many more clicks the board needs at the fewest (the highlighted cells that
    /// must be undone count too).
    pub const fn clicks_remaining(&self) -> u32 {
        solve(self.board()).count_ones()
    }

    /// Back to the start; the move count is not wound back but grows by one for each cell
    /// the reset clears, as if each were clicked again: a reset is not a way to hide moves.
    /// Use [`Game::new`] for a truly fresh game. A solved game refuses, as it refuses a
    /// click.
    pub fn reset(&mut self) -> Result<(), BoardError> {
        if self.is_solved() {
            return Err(BoardError::Solved);
        }
        let undo = self.clicked.count_ones();
        self.clicked = 0;
        self.moves = self.moves.saturating_add(undo);
        Ok(())
    }
}

#[cfg(feature = "json")]
mod json {
    use alloc::string::String;
    use alloc::vec::Vec;

    use super::Game;
    use crate::daily::Date;
    use crate::flipit::board::{check_cell, check_number, mask_from_cells};
    use crate::flipit::error::DecodeError;
    use crate::flipit::puzzle::Puzzle;
    use crate::flipit::puzzle::json::{date_in, write_date_and_number};
    use crate::json_reader::{self, Node};
    use crate::json_writer::JsonWriter;

    /// Saved form `{"date":…,"number":…,"clicked":[…],"moves":…}`; wide integers so that
    /// out-of-range values get their own error.
    struct GameWire {
        date: Option<String>,
        number: i64,
        clicked: Vec<u32>,
        moves: u32,
    }

    impl Game {
        /// The saved game as JSON (cells ascending).
        pub fn to_json(&self) -> String {
            let mut w = JsonWriter::with_capacity(96);
            w.begin_object();
            write_date_and_number(&mut w, &self.puzzle);
            w.key("clicked");
            w.begin_array();
            for c in self.clicked_cells() {
                w.uint(c.into());
            }
            w.end_array();
            w.field_uint("moves", self.moves.into());
            w.end_object();
            w.finish()
        }

        /// Restores a saved game, refusing JSON that is corrupt or does not hold together.
        pub fn from_json(text: &str) -> Result<Game, DecodeError> {
            let read = || {
                let tree = json_reader::parse(text)?;
                let o = tree.object(&["date", "number", "clicked", "moves"], true)?;
                Ok(GameWire {
                    date: date_in(&o)?,
                    number: o.required("number")?.i64()?,
                    clicked: o.required("clicked")?.list(Node::u32)?,
                    moves: o.required("moves")?.u32()?,
                })
            };
            let w = read().map_err(|e: json_reader::Error| e.located(text))?;
            let date = match &w.date {
                Some(s) => Some(Date::parse(s).map_err(DecodeError::Date)?),
                None => None,
            };
            let number = check_number(w.number).map_err(|error| DecodeError::Board {
                field: "number",
                error,
            })?;
            let list = w
                .clicked
                .iter()
                .map(|&c| check_cell(c))
                .collect::<Result<Vec<u8>, _>>()
                .and_then(|l| mask_from_cells(&l))
                .map_err(|error| DecodeError::Board {
                    field: "clicked",
                    error,
                })?;
            let highlighted = list.count_ones();
            // A saturated count has lost its parity.
            // Fewer moves than highlighted cells is checked first: the subtraction below
            // would overflow (found by the `flipit_game` fuzz target).
            let parity_ok =
                w.moves >= highlighted && (w.moves == u32::MAX || (w.moves - highlighted) % 2 == 0);
            if !parity_ok {
                return Err(DecodeError::Moves {
                    moves: w.moves,
                    clicked: highlighted,
                });
            }
            let puzzle = match date {
                Some(d) => Puzzle::dated(d, number).map_err(DecodeError::Date)?,
                None => Puzzle::from_number(number),
            };
            Ok(Game {
                puzzle,
                clicked: list,
                moves: w.moves,
            })
        }

        /// Restores a saved game of `puzzle`; a save from another puzzle or another day
        /// is refused, so the caller can start afresh instead.
        pub fn restore_for(puzzle: Puzzle, text: &str) -> Result<Game, DecodeError> {
            let game = Game::from_json(text)?;
            if game.puzzle.number() != puzzle.number() {
                return Err(DecodeError::WrongPuzzle {
                    expected: puzzle.number(),
                    found: game.puzzle.number(),
                });
            }
            if game.puzzle.date() != puzzle.date() {
                return Err(DecodeError::WrongDate {
                    expected: puzzle.date(),
                    found: game.puzzle.date(),
                });
            }
            Ok(game)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::flipit::board::CLICK_MASKS;
    use proptest::prelude::*;

    /// A save claiming fewer moves than it has clicked cells is refused, not an
    /// overflowing subtraction (a fuzz finding; the input is in
    /// `bits/fuzz/regressions/flipit_game/`).
    #[cfg(feature = "json")]
    #[test]
    fn fewer_moves_than_clicked_cells_is_an_error() {
        use crate::flipit::error::DecodeError;
        let save = r#"{"date":"2026-11-21","number":17043,"clicked":[0,1],"moves":1}"#;
        assert!(matches!(
            Game::from_json(save),
            Err(DecodeError::Moves {
                moves: 1,
                clicked: 2
            })
        ));
    }

    #[test]
    fn play_a_daily_style_puzzle() {
        let start = apply_clicks(GOAL, (1 << 2) | (1 << 7) | (1 << 13));
        let mut g = Game::from_number(start);
        assert!(!g.is_solved());
        assert_eq!(g.clicks_remaining(), 3);
        g.click(7).unwrap();
        g.click(0).unwrap(); // a wrong click …
        assert_eq!(g.clicks_remaining(), 3);
        g.click(13).unwrap();
        g.click(0).unwrap(); // … undone
        assert!(!g.is_clicked(0));
        assert_eq!(g.clicks_remaining(), 1);
        assert_eq!(g.click(2), Ok(GOAL));
        assert!(g.is_solved());
        assert_eq!(g.moves(), 5);
        assert_eq!(
            g.clicked_cells().collect::<alloc::vec::Vec<_>>(),
            [2, 7, 13]
        );
        // Solved is final: no click (not even one undoing a highlighted cell), no reset.
        let solved = g.clone();
        assert_eq!(g.click(16), Err(BoardError::Cell { cell: 16 }));
        assert_eq!(g.click(2), Err(BoardError::Solved));
        assert_eq!(g.click(0), Err(BoardError::Solved));
        assert_eq!(g.reset(), Err(BoardError::Solved));
        assert_eq!(g, solved);
        assert!(!g.is_clicked(200));
        // Before the solve a reset undoes every highlighted cell, each counted as a move.
        let mut h = Game::from_number(start);
        for c in [7, 0, 13] {
            h.click(c).unwrap();
        }
        assert_eq!(h.reset(), Ok(()));
        assert_eq!((h.board(), h.clicked(), h.moves()), (start, 0, 6));
    }

    proptest! {
        #[test]
        fn board_tracks_clicks(number: u16, seq in proptest::collection::vec(0u8..16, 0..50)) {
            let mut g = Game::from_number(number);
            let mut board = number;
            let mut made = 0;
            for &c in &seq {
                if board == GOAL {
                    prop_assert_eq!(g.click(c), Err(BoardError::Solved));
                    continue;
                }
                board ^= CLICK_MASKS[usize::from(c)];
                made += 1;
                prop_assert_eq!(g.click(c), Ok(board));
            }
            prop_assert_eq!(g.moves(), made);
            prop_assert_eq!(g.is_solved(), board == GOAL);
            prop_assert_eq!(g.is_solved(), g.clicked() == solve(number));
        }
    }
}

#[cfg(all(test, feature = "json"))]
mod json_tests {
    use super::*;
    use crate::daily::Date;
    use crate::flipit::error::DecodeError;

    #[test]
    fn save_and_restore() {
        let date = Date::parse("2026-11-21").unwrap();
        let puzzle = Puzzle::dated(date, 12345).unwrap();
        let mut g = Game::new(puzzle);
        for c in [9, 3, 9, 14] {
            g.click(c).unwrap();
        }
        let text = g.to_json();
        assert_eq!(
            text,
            r#"{"date":"2026-11-21","number":12345,"clicked":[3,14],"moves":4}"#
        );
        assert_eq!(Game::from_json(&text), Ok(g.clone()));
        assert_eq!(Game::restore_for(puzzle, &text), Ok(g.clone()));
        assert_eq!(
            Game::restore_for(Puzzle::dated(date, 1).unwrap(), &text),
            Err(DecodeError::WrongPuzzle {
                expected: 1,
                found: 12345
            })
        );
        let tomorrow = Puzzle::dated(date.succ(), 12345).unwrap();
        assert_eq!(
            Game::restore_for(tomorrow, &text),
            Err(DecodeError::WrongDate {
                expected: Some(date.succ()),
                found: Some(date)
            })
        );
    }

    #[test]
    fn corrupt_saves_are_typed() {
        type Check = fn(&DecodeError) -> bool;
        let cases: &[(&str, Check)] = &[
            ("", |e| matches!(e, DecodeError::Json { .. })),
            ("{", |e| matches!(e, DecodeError::Json { .. })),
            (r#"{"date":null,"number":1,"clicked":[1]}"#, |e| {
                matches!(e, DecodeError::Json { .. })
            }),
            (
                r#"{"date":null,"number":1,"clicked":[1],"moves":-1}"#,
                |e| matches!(e, DecodeError::Json { .. }),
            ),
            (
                r#"{"date":null,"number":65536,"clicked":[],"moves":0}"#,
                |e| {
                    matches!(
                        e,
                        DecodeError::Board {
                            field: "number",
                            ..
                        }
                    )
                },
            ),
            (
                r#"{"date":null,"number":1,"clicked":[16],"moves":1}"#,
                |e| {
                    matches!(
                        e,
                        DecodeError::Board {
                            field: "clicked",
                            error: BoardError::Cell { cell: 16 }
                        }
                    )
                },
            ),
            (
                r#"{"date":null,"number":1,"clicked":[4,4],"moves":2}"#,
                |e| {
                    matches!(
                        e,
                        DecodeError::Board {
                            field: "clicked",
                            error: BoardError::DuplicateCell { cell: 4 }
                        }
                    )
                },
            ),
            (
                r#"{"date":null,"number":1,"clicked":[1,2],"moves":1}"#,
                |e| {
                    *e == DecodeError::Moves {
                        moves: 1,
                        clicked: 2,
                    }
                },
            ),
            (
                r#"{"date":null,"number":1,"clicked":[1,2],"moves":3}"#,
                |e| {
                    *e == DecodeError::Moves {
                        moves: 3,
                        clicked: 2,
                    }
                },
            ),
            (
                r#"{"date":"2026-13-01","number":1,"clicked":[],"moves":0}"#,
                |e| matches!(e, DecodeError::Date(_)),
            ),
        ];
        for (text, check) in cases {
            let err = Game::from_json(text).expect_err(text);
            assert!(check(&err), "{text}: {err:?}");
            // Every error explains itself.
            assert!(!alloc::string::ToString::to_string(&err).is_empty());
        }
        let ok = Game::from_json(r#"{"date":null,"number":1,"clicked":[2,1],"moves":6}"#);
        assert_eq!(ok.map(|g| g.clicked()), Ok(0b110));
    }
}
