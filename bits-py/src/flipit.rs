//! FlipIT: puzzles, solutions, dailies and the game state (plain integers throughout).

use crate::convert;
use crate::convert::{DayText, JsonText, Text};
use crate::errors::{Class, raise, with_code};
use bits::daily::Date;
use bits::flipit::{self, BoardError, DecodeError, Game, Puzzle};
use pyo3::prelude::*;
use std::sync::{Mutex, PoisonError};

fn board_err(e: &BoardError) -> PyErr {
    let cell = match e {
        BoardError::RowChar { row, column, .. } => Some((*row, *column)),
        _ => None,
    };
    raise(Class::Flipit, e, cell)
}

fn decode_err(e: &DecodeError) -> PyErr {
    raise(Class::Flipit, e, None)
}

fn date_arg(s: &str) -> PyResult<Date> {
    Date::parse(s).map_err(|e| raise(Class::Id, &e, None))
}

/// A puzzle number 0–65535 from any Python int (too big or small is a `number-range` error).
fn number_arg(v: &Bound<'_, PyAny>) -> PyResult<u16> {
    let n = convert::int(v, "a FlipIT number")?;
    let n = i64::try_from(n).unwrap_or(if n < 0 { i64::MIN } else { i64::MAX });
    flipit::check_number(n).map_err(|e| board_err(&e))
}

fn cell_arg(v: &Bound<'_, PyAny>) -> PyResult<u8> {
    flipit::check_cell(cell_number(v)?).map_err(|e| board_err(&e))
}

/// A cell's number, for the core to judge; past u32 no cell exists either.
fn cell_number(v: &Bound<'_, PyAny>) -> PyResult<u32> {
    // An int, not a bool; past u32 quoted as given.
    let i = convert::int(v, "a cell")?;
    match u32::try_from(i) {
        Ok(c) => Ok(c),
        // The core's words, with the number as given rather than wrapped into a u32.
        Err(_) => Err(with_code(
            Class::Flipit,
            flipit::CellRefused(convert::shown(v)).to_string(),
            "cell",
            "Cell",
            None,
        )),
    }
}

/// A FlipIT puzzle: its starting pattern (= number) and, for a daily, the date.
#[pyclass(frozen, eq, hash, module = "bits._bits", name = "FlipitPuzzle")]
#[derive(PartialEq, Eq, Hash)]
pub struct PyFlipitPuzzle {
    inner: Puzzle,
}

#[pymethods]
impl PyFlipitPuzzle {
    #[new]
    fn new(number: &Bound<'_, PyAny>) -> PyResult<Self> {
        Ok(PyFlipitPuzzle {
            inner: Puzzle::from_number(number_arg(number)?),
        })
    }
    #[staticmethod]
    fn from_json(text: JsonText) -> PyResult<Self> {
        Puzzle::from_json(&text.text(Class::Flipit)?)
            .map(|inner| PyFlipitPuzzle { inner })
            .map_err(|e| decode_err(&e))
    }
    #[staticmethod]
    fn from_dict(d: &Bound<'_, PyAny>) -> PyResult<Self> {
        Self::from_json(JsonText::made(convert::dumps(
            d,
            Class::Flipit,
            "a FlipIT puzzle is a dict",
        )?))
    }
    /// The day of a daily puzzle (`YYYY-MM-DD`); `None` for a puzzle chosen by number.
    #[getter]
    fn date(&self) -> Option<String> {
        self.inner.date().map(|d| d.to_string())
    }
    /// The puzzle number 0–65535, which is also its starting board (bit `i` = cell `i`).
    #[getter]
    fn number(&self) -> u16 {
        self.inner.number()
    }
    /// The starting board as four rows of `0`/`1`, row 0 first.
    #[getter]
    fn pattern(&self) -> Vec<String> {
        self.inner.pattern().to_vec()
    }
    /// The fewest clicks that solve it (3 for every daily).
    #[getter]
    fn clicks_required(&self) -> u32 {
        self.inner.clicks_required()
    }
    /// The cells to click, ascending (the unique minimal solution).
    #[getter]
    fn solution(&self) -> Vec<u32> {
        flipit::cells(self.inner.solution())
            .map(u32::from)
            .collect()
    }
    /// `{date, number, pattern, clicksRequired}`, the site's JSON.
    fn to_json(&self) -> String {
        self.inner.to_json()
    }
    /// `to_json()` as a dict.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        convert::loads(py, &self.inner.to_json())
    }
    fn __repr__(&self) -> String {
        format!("FlipitPuzzle({})", self.inner.to_json())
    }
    /// Pickles as its JSON, date included.
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<convert::ByJson<'py>> {
        convert::by_json(slf, slf.get().inner.to_json())
    }
}

/// A game in progress: clicks toggle, the board follows.
///
/// Shared by threads, calls take turns on a lock held only while the core works; errors
/// are built after it is released (as `GridState` does, for the same reason).
#[pyclass(frozen, module = "bits._bits", name = "FlipitGame")]
pub struct PyFlipitGame {
    inner: Mutex<Game>,
}

impl PyFlipitGame {
    fn wrap(inner: Game) -> Self {
        PyFlipitGame {
            inner: Mutex::new(inner),
        }
    }

    /// Runs `f` on the game under its lock; `f` must not touch Python.
    fn with<T>(&self, f: impl FnOnce(&mut Game) -> T) -> T {
        f(&mut self.inner.lock().unwrap_or_else(PoisonError::into_inner))
    }
}

#[pymethods]
impl PyFlipitGame {
    #[new]
    fn new(puzzle: &PyFlipitPuzzle) -> Self {
        PyFlipitGame::wrap(Game::new(puzzle.inner))
    }
    /// Restores a saved game (`to_json()` output).
    #[staticmethod]
    fn from_json(text: JsonText) -> PyResult<Self> {
        Game::from_json(&text.text(Class::Flipit)?)
            .map(PyFlipitGame::wrap)
            .map_err(|e| decode_err(&e))
    }
    /// Restores a save only if it belongs to `puzzle`.
    #[staticmethod]
    fn restore_for(puzzle: &PyFlipitPuzzle, text: JsonText) -> PyResult<Self> {
        Game::restore_for(puzzle.inner, &text.text(Class::Flipit)?)
            .map(PyFlipitGame::wrap)
            .map_err(|e| decode_err(&e))
    }
    /// Clicks cell 0–15; returns the new board. A solved game takes no click (code
    /// `solved`): the solve is final.
    fn click(&self, cell: &Bound<'_, PyAny>) -> PyResult<u16> {
        let c = cell_arg(cell)?;
        self.with(|g| g.click(c)).map_err(|e| board_err(&e))
    }
    /// The puzzle being played.
    #[getter]
    fn puzzle(&self) -> PyFlipitPuzzle {
        PyFlipitPuzzle {
            inner: self.with(|g| g.puzzle()),
        }
    }
    /// The board as it stands (bit `i` = cell `i`, 1 = black).
    #[getter]
    fn board(&self) -> u16 {
        self.with(|g| g.board())
    }
    /// The highlighted (clicked) cells, ascending; clicking one again undoes it.
    #[getter]
    fn clicked(&self) -> Vec<u32> {
        self.with(|g| g.clicked_cells().map(u32::from).collect())
    }
    /// Clicks made so far, undoing ones included.
    #[getter]
    fn moves(&self) -> u32 {
        self.with(|g| g.moves())
    }
    /// Whether the board shows the goal.
    fn is_solved(&self) -> bool {
        self.with(|g| g.is_solved())
    }
    /// The fewest clicks still needed, undoing highlighted cells included.
    #[getter]
    fn clicks_remaining(&self) -> u32 {
        self.with(|g| g.clicks_remaining())
    }
    /// Back to the starting board. Each highlighted cell counts as the click that undoes
    /// it, so `moves` grows: a reset is not a way to hide moves. A solved game refuses
    /// (code `solved`).
    fn reset(&self) -> PyResult<()> {
        self.with(|g| g.reset()).map_err(|e| board_err(&e))
    }
    /// The save `{date, number, clicked, moves}` the site stores.
    fn to_json(&self) -> String {
        self.with(|g| g.to_json())
    }
    /// Equal when the games are at the same point: the same puzzle, highlighted cells and
    /// moves. A game changes as it is played, so it does not hash.
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> Py<PyAny> {
        // One lock at a time: `g == g` would otherwise take one lock twice.
        let same = other.cast::<PyFlipitGame>().ok().map(|o| {
            let theirs = o.get().with(|g| g.clone());
            self.with(|g| *g == theirs)
        });
        convert::equal(other.py(), same)
    }
    /// Pickles (and so `copy.copy`s) as its save: an independent game at the same point.
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<convert::ByJson<'py>> {
        convert::by_json(slf, slf.get().to_json())
    }
    fn __repr__(&self) -> String {
        self.with(|g| {
            format!(
                "FlipitGame(number={}, board={}, moves={}, solved={})",
                g.puzzle().number(),
                g.board(),
                g.moves(),
                convert::repr_bool(g.is_solved())
            )
        })
    }
}

/// The FlipIT daily of a UTC date (the site's random three-click draw).
#[pyfunction]
fn flipit_daily(date: DayText) -> PyResult<PyFlipitPuzzle> {
    Ok(PyFlipitPuzzle {
        inner: flipit::daily(date_arg(&date)?).map_err(|e| raise(Class::Id, &e, None))?,
    })
}

/// The FlipIT daily from the 560-day schedule with no repeats.
#[pyfunction]
fn flipit_daily_unique(date: DayText) -> PyResult<PyFlipitPuzzle> {
    Ok(PyFlipitPuzzle {
        inner: flipit::daily_unique(date_arg(&date)?).map_err(|e| raise(Class::Id, &e, None))?,
    })
}

/// `{number, clicks, count}`: the fewest clicks solving puzzle `number`.
#[pyfunction]
fn flipit_solve<'py>(py: Python<'py>, number: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyAny>> {
    let s = flipit::Solution::of(number_arg(number)?);
    let d = pyo3::types::PyDict::new(py);
    d.set_item("number", s.number)?;
    // As a list of ints (a `Vec<u8>` would become `bytes`).
    d.set_item(
        "clicks",
        s.clicks.iter().map(|&c| u32::from(c)).collect::<Vec<_>>(),
    )?;
    d.set_item("count", s.count)?;
    Ok(d.into_any())
}

/// The board after clicking `cells` (a sequence, not text or bytes) on `number`.
#[pyfunction]
fn flipit_apply_clicks(number: &Bound<'_, PyAny>, cells: &Bound<'_, PyAny>) -> PyResult<u16> {
    let n = number_arg(number)?;
    let items = convert::items(cells, "cells", convert::JSON_ITEMS)?;
    // The first fault in the list, as every binding names it.
    let mask = flipit::mask_from_each(items.iter().map(cell_number), |e| board_err(&e))?;
    Ok(flipit::apply_clicks(n, mask))
}

/// The puzzle number of four row strings of `0`/`1`.
#[pyfunction]
fn flipit_number_from_pattern(rows: &Bound<'_, PyAny>) -> PyResult<u16> {
    let rows = convert::items(rows, "a pattern (its four rows)", convert::JSON_ITEMS)?
        .iter()
        .enumerate()
        .map(|(i, r)| convert::text_item(r, "rows", i))
        .collect::<PyResult<Vec<Text>>>()?;
    let rows: Vec<&str> = rows.iter().map(|r| &**r).collect();
    flipit::number_from_pattern_rows(&rows).map_err(|e| board_err(&e))
}

/// The least of the eight rotations and reflections of a board or click set: two puzzles
/// are the same up to symmetry exactly when these are equal.
#[pyfunction]
fn flipit_canonical(number: &Bound<'_, PyAny>) -> PyResult<u16> {
    Ok(flipit::canonical(number_arg(number)?))
}

/// How many three-click puzzles differ up to rotation and reflection.
#[pyfunction]
fn flipit_three_click_classes() -> usize {
    flipit::three_click_classes()
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyFlipitPuzzle>()?;
    m.add_class::<PyFlipitGame>()?;
    m.add("FLIPIT_GOAL", flipit::GOAL)?;
    m.add("FLIPIT_CLICK_MASKS", flipit::CLICK_MASKS.to_vec())?;
    m.add_function(wrap_pyfunction!(flipit_daily, m)?)?;
    m.add_function(wrap_pyfunction!(flipit_daily_unique, m)?)?;
    m.add_function(wrap_pyfunction!(flipit_solve, m)?)?;
    m.add_function(wrap_pyfunction!(flipit_apply_clicks, m)?)?;
    m.add_function(wrap_pyfunction!(flipit_number_from_pattern, m)?)?;
    m.add_function(wrap_pyfunction!(flipit_three_click_classes, m)?)?;
    m.add_function(wrap_pyfunction!(flipit_canonical, m)?)?;
    Ok(())
}
