//! FlipIT: dailies, the GF(2) solver and the game state as a class.

use crate::error::{Coded, js_error, to_js};
use crate::interop::*;
use bits::daily::Date;
use bits::flipit::{self, Game, Puzzle, Solution};
use wasm_bindgen::prelude::*;

fn date(s: &str) -> Result<Date, JsValue> {
    Date::parse(s).map_err(to_js)
}

fn number(n: &JsValue) -> Result<u16, JsValue> {
    let n = num_arg(n, "puzzle number")?;
    if !whole_in(n, f64::MIN..=f64::MAX) {
        return Err(js_error(
            "flipit-number-range",
            format_args!(
                "puzzle number {} is not an integer from 0 to 65535",
                JsNum(n)
            ),
        ));
    }
    flipit::check_number(n as i64).map_err(to_js)
}

fn cell(c: &JsValue) -> Result<u8, JsValue> {
    flipit::check_cell(cell_number(c)?).map_err(to_js)
}

/// A cell's number, for the core to judge; past u32 no cell exists either.
fn cell_number(c: &JsValue) -> Result<u32, JsValue> {
    let c = num_arg(c, "cell")?;
    if !whole_in(c, 0.0..=f64::from(u32::MAX)) {
        return Err(js_error("flipit-cell", flipit::CellRefused(JsNum(c))));
    }
    Ok(c as u32)
}

/// The FlipIT daily of a UTC date `YYYY-MM-DD`: `{date, number, pattern, clicksRequired}`.
/// With `unique`, the 560-day schedule that never repeats a puzzle.
#[wasm_bindgen(js_name = flipitDaily)]
pub fn flipit_daily(
    #[wasm_bindgen(js_name = date)] date_: Str,
    unique: Option<Bool>,
) -> Result<FlipItPuzzleJs, JsValue> {
    let date_: &str = &str_arg(&date_, "date")?;
    let d = date(date_)?;
    // A boolean, not any truthy value: `flipitDaily(date, "no")` is a mistake to report.
    let unique = match unique.filter(|u| !u.is_null()) {
        None => false,
        Some(u) => u
            .as_bool()
            .ok_or_else(|| js_error("type", "unique must be true or false"))?,
    };
    let p = if unique {
        flipit::daily_unique(d)
    } else {
        flipit::daily(d)
    }
    .map_err(to_js)?;
    parse(&p.to_json())
}

/// Puzzle `number` (0–65535) without a date.
#[wasm_bindgen(js_name = flipitPuzzle)]
pub fn flipit_puzzle(
    #[wasm_bindgen(unchecked_param_type = "number", js_name = number)] number_: JsValue,
) -> Result<FlipItPuzzleJs, JsValue> {
    parse(&Puzzle::from_number(number(&number_)?).to_json())
}

/// The puzzle number of a pattern (four strings of `0`/`1`, `1` = black).
#[wasm_bindgen(js_name = flipitNumberFromPattern)]
pub fn flipit_number_from_pattern(
    #[wasm_bindgen(unchecked_param_type = "readonly string[]")] rows: JsValue,
) -> Result<u16, JsValue> {
    let not_pattern = || js_error("type", "a pattern is an array of strings");
    if !is_array(&rows).map_err(|_| not_pattern())? {
        return Err(not_pattern());
    }
    let (head, length) = array_head(&rows, flipit::SIDE as u32).map_err(|_| not_pattern())?;
    if length != flipit::SIDE {
        return Err(to_js(flipit::BoardError::RowCount { found: length }));
    }
    let mut texts = Vec::new();
    for r in head.iter() {
        texts.push(string_of(&r, "a pattern row")?.ok_or_else(not_pattern)?);
    }
    flipit::number_from_pattern_rows(&texts).map_err(to_js)
}

/// The board after clicking `cells` (distinct, 0–15) on puzzle `number`'s board: how a
/// page checks a click list without replaying it.
#[wasm_bindgen(js_name = flipitApplyClicks)]
pub fn flipit_apply_clicks(
    #[wasm_bindgen(unchecked_param_type = "number", js_name = number)] number_: JsValue,
    #[wasm_bindgen(unchecked_param_type = "readonly number[]")] cells: JsValue,
) -> Result<u16, JsValue> {
    let n = number(&number_)?;
    let not_cells = || js_error("type", "cells are an array of cell indices 0–15");
    if !is_array(&cells).map_err(|_| not_cells())? {
        return Err(not_cells());
    }
    // Judged in order, the first fault named: by the 17th cell there is one, so no more
    // is read.
    let (list, _) = array_head(&cells, flipit::CELLS as u32 + 1).map_err(|_| not_cells())?;
    let mask = flipit::mask_from_each(list.iter().map(|c| cell_number(&c)), to_js)?;
    Ok(flipit::apply_clicks(n, mask))
}

/// The smallest of the eight rotations and reflections of a board (or click set) as a
/// number: two puzzles are the same up to symmetry exactly when these are equal.
#[wasm_bindgen(js_name = flipitCanonical)]
pub fn flipit_canonical(
    #[wasm_bindgen(unchecked_param_type = "number", js_name = number)] number_: JsValue,
) -> Result<u16, JsValue> {
    Ok(flipit::canonical(number(&number_)?))
}

/// How many of the 560 three-click puzzles differ up to rotation and reflection.
#[wasm_bindgen(js_name = flipitThreeClickClasses)]
pub fn flipit_three_click_classes() -> u32 {
    flipit::three_click_classes() as u32
}

/// The unique, minimal click set of puzzle `number`: `{number, clicks, count}`.
#[wasm_bindgen(js_name = flipitSolve)]
pub fn flipit_solve(
    #[wasm_bindgen(unchecked_param_type = "number", js_name = number)] number_: JsValue,
) -> Result<FlipItSolutionJs, JsValue> {
    let s = Solution::of(number(&number_)?);
    Ok(Obj::new()
        .set("number", s.number)
        .set("clicks", array(s.clicks.iter().copied()))
        .set("count", s.count)
        .cast())
}

/// The cells (0–15) a click on `cell` flips: itself and its up-to-8 neighbours.
#[wasm_bindgen(js_name = flipitFlips, unchecked_return_type = "number[]")]
pub fn flipit_flips(
    #[wasm_bindgen(unchecked_param_type = "number", js_name = cell)] cell_: JsValue,
) -> Result<js_sys::Array, JsValue> {
    let mask = flipit::click_mask(cell(&cell_)?).map_err(to_js)?;
    // A plain array, as in every other shape (a Uint8Array would JSON.stringify as an
    // object of indices).
    Ok(array(flipit::cells(mask)))
}

fn puzzle_arg(puzzle: &JsValue) -> Result<Puzzle, JsValue> {
    if puzzle.as_f64().is_some() {
        return Ok(Puzzle::from_number(number(puzzle)?));
    }
    // A date or a number in a string is a likely slip; it is not the JSON of a puzzle.
    if let Some(s) = string_of(puzzle, "puzzle")?.filter(|s| !s.trim_start().starts_with('{')) {
        // Quoted when short (a slip is recognised), else only measured: a message is not
        // the place for a caller's megabytes.
        let what = if s.chars().count() <= 40 {
            format!("{s:?}")
        } else {
            format!("a string of {} characters", s.chars().count())
        };
        let e = format_args!(
            "{what} is not a puzzle: pass a FlipItPuzzle object, its JSON text or a puzzle number (for a date's puzzle, flipitDaily(date))"
        );
        return Err(js_error("type", e));
    }
    Puzzle::from_json(&text_of(puzzle, "puzzle")?).map_err(to_js)
}

/// A FlipIT game in play: the board, the highlighted (clicked an odd number of times)
/// cells and the move count.
#[wasm_bindgen]
pub struct FlipItGame(Game);

#[wasm_bindgen]
impl FlipItGame {
    /// A fresh game of a puzzle object (as returned by `flipitDaily`), its JSON text, or a
    /// puzzle number.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "DeepReadonly<FlipItPuzzle> | number | string")]
        puzzle: JsValue,
    ) -> Result<FlipItGame, JsValue> {
        Ok(FlipItGame(Game::new(puzzle_arg(&puzzle)?)))
    }

    /// Restores a save for `puzzle`; throws (`flipit-wrong-puzzle`, `flipit-wrong-date`, …)
    /// when the save belongs to another puzzle or is corrupt.
    pub fn restore(
        #[wasm_bindgen(unchecked_param_type = "DeepReadonly<FlipItPuzzle> | number | string")]
        puzzle: JsValue,
        save: FlipItSaveInput,
    ) -> Result<FlipItGame, JsValue> {
        let p = puzzle_arg(&puzzle)?;
        let text = text_of(&save, "save")?;
        Game::restore_for(p, &text)
            .map(FlipItGame)
            .map_err(|e| e.to_js())
    }

    /// Clicks cell 0–15; returns the new board. A solved game takes no click
    /// (`flipit-solved`): the solve is final.
    pub fn click(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number", js_name = cell)] cell_: JsValue,
    ) -> Result<u16, JsValue> {
        let c = cell(&cell_)?;
        self.0.click(c).map_err(to_js)
    }

    /// The puzzle.
    #[wasm_bindgen(getter)]
    pub fn puzzle(&self) -> Result<FlipItPuzzleJs, JsValue> {
        parse(&self.0.puzzle().to_json())
    }

    /// The board as a number (bit i = cell i, 1 = black).
    #[wasm_bindgen(getter)]
    pub fn board(&self) -> u16 {
        self.0.board()
    }

    /// The board as four rows of `0`/`1`.
    #[wasm_bindgen(getter, unchecked_return_type = "[string, string, string, string]")]
    pub fn pattern(&self) -> js_sys::Array {
        array(flipit::pattern_rows(self.0.board()))
    }

    /// Highlighted cells, ascending (a plain array, as in the save).
    #[wasm_bindgen(getter, unchecked_return_type = "number[]")]
    pub fn clicked(&self) -> js_sys::Array {
        array(self.0.clicked_cells())
    }

    /// Clicks made (a cell clicked twice counts twice).
    #[wasm_bindgen(getter)]
    pub fn moves(&self) -> u32 {
        self.0.moves()
    }

    /// Whether the board is the goal.
    #[wasm_bindgen(getter, js_name = isSolved)]
    pub fn is_solved(&self) -> bool {
        self.0.is_solved()
    }

    /// The fewest clicks still needed.
    #[wasm_bindgen(getter, js_name = clicksRemaining)]
    pub fn clicks_remaining(&self) -> u32 {
        self.0.clicks_remaining()
    }

    /// Back to the starting pattern. Each highlighted cell counts as the click that undoes
    /// it, so `moves` grows: a reset is not a way to hide moves. A new `FlipItGame` starts
    /// from zero. A solved game refuses (`flipit-solved`).
    pub fn reset(&mut self) -> Result<(), JsValue> {
        self.0.reset().map_err(to_js)
    }

    /// The save as an object `{date, number, clicked, moves}` (what `JSON.stringify` of the
    /// game writes; `save()` gives the text).
    #[wasm_bindgen(js_name = toJSON)]
    pub fn to_json(&self) -> Result<FlipItSaveJs, JsValue> {
        parse(&self.0.to_json())
    }

    /// The save as JSON text.
    pub fn save(&self) -> String {
        self.0.to_json()
    }
}
