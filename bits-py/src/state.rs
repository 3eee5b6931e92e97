//! The Bits play state as a class: a QA script or a UI taps, undoes, asks for hints and
//! saves; the core decides everything.

use crate::binairo::{PyDescriptor, PyPublicView, descriptor_err, generate};
use crate::convert;
use crate::convert::Text;
use crate::errors::{Class, raise, with_attr, with_code};
use bits::binairo::lines::MAX_SIZE;
use bits::binairo::state::{
    Advice, GridState as Core, Restored, StateError, ValueRefused, check_value,
};
use bits::binairo::{CellOutside, Line, LineOutside, LineReport, Options, Technique, render, svg};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use std::sync::{Mutex, PoisonError};

fn state_err(e: &StateError) -> PyErr {
    let cell = match e {
        StateError::Cell { r, c } => Some((*r, *c)),
        StateError::Clue { r, c } | StateError::Locked { r, c } => {
            Some((usize::from(*r), usize::from(*c)))
        }
        _ => None,
    };
    let err = match e {
        // The same code as a line index no grid has (`line_of`): `cell`.
        StateError::NoLine { .. } => with_code(Class::State, e.to_string(), "cell", "Cell", None),
        _ => raise(Class::State, e, cell),
    };
    match e {
        StateError::NotVerified { line } | StateError::NoLine { line } => {
            with_attr(err, "line", (line.noun(), line.index()))
        }
        _ => err,
    }
}

/// An undo depth: any whole number from 0 (a bool or a negative is refused).
fn history(v: &Bound<'_, PyAny>) -> PyResult<usize> {
    let n = convert::int(v, "history_limit")?;
    if n < 0 {
        let e = format!("history_limit {} cannot be negative", convert::shown(v));
        return Err(with_code(Class::State, e, "range", "Range", None));
    }
    // Any depth: past usize, the same as usize's largest (no game gets that long).
    Ok(usize::try_from(n).unwrap_or(usize::MAX))
}

/// Largest index handed to the core, which then judges it against the grid's side; beyond
/// it (or below 0) a number cannot name a cell on any grid.
const INDEX_MAX: i128 = u16::MAX as i128;

/// Row and column for the core; a pair no grid has is refused with the core's wording.
fn cell_at(r: &Bound<'_, PyAny>, c: &Bound<'_, PyAny>) -> PyResult<(usize, usize)> {
    let (ri, r) = convert::int_read(r, "a row")?;
    let (ci, c) = convert::int_read(c, "a column")?;
    let fits = |x: i128| (0..=INDEX_MAX).contains(&x);
    if fits(ri) && fits(ci) {
        return Ok((ri as usize, ci as usize));
    }
    // The core's 1-based words for an index past the grid; a negative one has no 1-based
    // spelling ("row 0" would name a row that the caller never passed), so it is quoted.
    let message = if ri < 0 {
        format!("row index {r}: an index cannot be negative")
    } else if ci < 0 {
        format!("column index {c}: an index cannot be negative")
    } else {
        CellOutside {
            row: one_based(ri, &r),
            column: one_based(ci, &c),
        }
        .to_string()
    };
    // The indices as given, exact at any size (`ri` and `ci` are pinned to i128).
    let err = with_code(Class::State, message, "cell", "Cell", None);
    Err(with_attr(with_attr(err, "r", r.unbind()), "c", c.unbind()))
}

/// A 0-based index `x` (the int `v`) counted from 1, as Python writes numbers: exact at
/// any size. `x` is pinned at `i128::MAX` past it, so from there Python adds the 1.
fn one_based(x: i128, v: &Bound<'_, pyo3::types::PyInt>) -> String {
    match x {
        i128::MAX => v
            .add(1)
            .map_or_else(|_| format!("{v} + 1"), |n| n.to_string()),
        x => (x + 1).to_string(),
    }
}

/// A line from its kind and index, or the core's error naming it (code `cell`, as for a
/// cell outside the grid; the kind's own error, code `line`, when it is no kind).
fn line_of(kind: &str, index: &Bound<'_, PyAny>) -> PyResult<Line> {
    let (i, index) = convert::int_read(index, "a line index")?;
    let line = Line::of_noun(kind)
        .map_err(|e| with_code(Class::State, e.to_string(), "line", "Line", None))?;
    let message = match u8::try_from(i) {
        Ok(i) => return Ok(line(i)),
        // No 1-based spelling for a negative index: it is quoted as given.
        Err(_) if i < 0 => format!("{kind} index {index}: an index cannot be negative"),
        // The core's words for a line outside the grid, past the indices it can hold.
        Err(_) => LineOutside {
            row: matches!(line(0), Line::Row(_)),
            number: one_based(i, &index),
        }
        .to_string(),
    };
    let err = with_code(Class::State, message, "cell", "Cell", None);
    // The index as given, exact at any size (`i` is pinned to i128).
    Err(with_attr(err, "line", (kind, index.unbind())))
}

/// Starts a state from JSON text: a full descriptor when it carries a solution, else a
/// public view. Both loads are checked (uniqueness included), outside the GIL.
fn state_from_json(py: Python<'_>, text: String) -> PyResult<Core> {
    py.detach(move || Core::from_descriptor_json(&text))
        .map_err(|e| descriptor_err(&e))
}

/// A fresh state from a Descriptor, PublicView, JSON text, dict, or puzzle id.
fn fresh(py: Python<'_>, puzzle: &Bound<'_, PyAny>) -> PyResult<Core> {
    if let Ok(d) = puzzle.cast::<PyDescriptor>() {
        return Ok(Core::new(&d.get().inner));
    }
    if let Ok(v) = puzzle.cast::<PyPublicView>() {
        return Ok(Core::from_public(&v.get().inner));
    }
    // Text (`str` or UTF-8 bytes) is a puzzle id or JSON.
    if let Some(text) = convert::json_text(puzzle, Class::Descriptor)? {
        if !bits::daily::is_puzzle_id_text(&text) {
            return state_from_json(py, text);
        }
        return generate(py, text, Options::default()).map(|d| Core::new(&d));
    }
    if let Some(id) = convert::date_text(puzzle)? {
        return generate(py, id, Options::default()).map(|d| Core::new(&d));
    }
    state_from_json(
        py,
        convert::dumps(puzzle, Class::Descriptor, crate::binairo::PUZZLE_TYPES)?,
    )
}

/// One cell of the play state.
#[pyclass(frozen, eq, hash, module = "bits._bits", name = "Cell")]
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct PyCell {
    /// Row, counted from 0.
    #[pyo3(get)]
    r: u8,
    /// Column, counted from 0.
    #[pyo3(get)]
    c: u8,
    /// 0, 1 or `None` (empty).
    #[pyo3(get)]
    value: Option<u8>,
    /// A given of the puzzle: it cannot be changed.
    #[pyo3(get)]
    is_clue: bool,
    /// In a complete line the player locked: it cannot be changed any more.
    #[pyo3(get)]
    is_locked: bool,
    /// `"ok"`, `"typo"` (part of a broken rule) or `"unknown"` (empty).
    #[pyo3(get)]
    status: &'static str,
}

/// A pickle's fields: a view sent back from a worker process reads the same.
type CellFields = (u8, u8, Option<u8>, bool, bool, String);

#[pymethods]
impl PyCell {
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<convert::ByFields<'py, CellFields>> {
        let s = slf.get();
        let fields = (s.r, s.c, s.value, s.is_clue, s.is_locked, s.status.into());
        convert::by_fields(slf, fields)
    }
    /// The inverse of `__reduce__`, refusing a cell no play state shows: the status
    /// follows the value (`unknown` exactly when empty), givens and locked cells are
    /// filled, and the cell lies in a grid.
    #[staticmethod]
    fn _unpickle(fields: CellFields) -> PyResult<Self> {
        let (r, c, value, is_clue, is_locked, status) = fields;
        let status = convert::one_of(&status, "status", &["ok", "typo", "unknown"])?;
        let inside = usize::from(r.max(c)) < MAX_SIZE;
        let filled = value.is_some();
        if !(inside
            && value.is_none_or(|v| v <= 1)
            && (status == "unknown") != filled
            && (filled || !(is_clue || is_locked)))
        {
            return Err(convert::bad_value("no play state has such a cell".into()));
        }
        Ok(PyCell {
            r,
            c,
            value,
            is_clue,
            is_locked,
            status,
        })
    }
    /// The saved JSON's cell shape: `{r, c, value, isClue, isLocked, status}`.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let d = PyDict::new(py);
        d.set_item("r", self.r)?;
        d.set_item("c", self.c)?;
        d.set_item("value", self.value)?;
        d.set_item("isClue", self.is_clue)?;
        d.set_item("isLocked", self.is_locked)?;
        d.set_item("status", self.status)?;
        Ok(d)
    }
    fn __repr__(&self) -> String {
        format!(
            "Cell(r={}, c={}, value={}, is_clue={}, is_locked={}, status={:?})",
            self.r,
            self.c,
            convert::repr_opt(self.value),
            convert::repr_bool(self.is_clue),
            convert::repr_bool(self.is_locked),
            self.status
        )
    }
}

/// Live status of one row or column (no solution needed).
#[pyclass(frozen, eq, hash, module = "bits._bits", name = "LineReport")]
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct PyLineReport {
    /// `"row"` or `"column"`.
    #[pyo3(get)]
    kind: &'static str,
    /// Which row or column, counted from 0.
    #[pyo3(get)]
    index: usize,
    /// Neither value fills more than half the line (equal counts once full).
    #[pyo3(get)]
    balanced: bool,
    /// No three equal filled cells in a row.
    #[pyo3(get)]
    no_triples: bool,
    /// Every cell of the line is filled.
    #[pyo3(get)]
    complete: bool,
    /// Index of another complete line of the same kind that this one equals.
    #[pyo3(get)]
    duplicate_of: Option<u8>,
    /// No `=`/`×` hint along the line is broken.
    #[pyo3(get)]
    hints_hold: bool,
    /// Breaks no rule so far.
    #[pyo3(get)]
    clean: bool,
}

impl From<&LineReport> for PyLineReport {
    fn from(l: &LineReport) -> Self {
        PyLineReport {
            kind: l.line.noun(),
            index: l.line.index(),
            balanced: l.balanced,
            no_triples: l.no_triples,
            complete: l.complete,
            duplicate_of: l.duplicate_of,
            hints_hold: l.hints_hold,
            clean: l.is_clean(),
        }
    }
}

type LineFields = (String, usize, bool, bool, bool, Option<u8>, bool);

#[pymethods]
impl PyLineReport {
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<convert::ByFields<'py, LineFields>> {
        let s = slf.get();
        let fields = (
            s.kind.into(),
            s.index,
            s.balanced,
            s.no_triples,
            s.complete,
            s.duplicate_of,
            s.hints_hold,
        );
        convert::by_fields(slf, fields)
    }
    /// The inverse of `__reduce__`: the core's report again, so `clean` follows from the
    /// rest as it does in play.
    #[staticmethod]
    fn _unpickle(fields: LineFields) -> PyResult<Self> {
        let (kind, index, balanced, no_triples, complete, duplicate_of, hints_hold) = fields;
        let line = Line::of_noun(&kind).map_err(|e| raise(Class::Bits, &e, None))?;
        let index = u8::try_from(index)
            .ok()
            .filter(|&i| usize::from(i) < MAX_SIZE)
            .ok_or_else(|| convert::bad_value("no grid has a line at that index".into()))?;
        Ok(PyLineReport::from(&LineReport {
            line: line(index),
            balanced,
            no_triples,
            complete,
            duplicate_of,
            hints_hold,
        }))
    }
    /// `{line: {kind, index}, balanced, noTriples, complete, duplicateOf, hintsHold, clean}`.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let line = PyDict::new(py);
        line.set_item("kind", self.kind)?;
        line.set_item("index", self.index)?;
        let d = PyDict::new(py);
        d.set_item("line", line)?;
        d.set_item("balanced", self.balanced)?;
        d.set_item("noTriples", self.no_triples)?;
        d.set_item("complete", self.complete)?;
        d.set_item("duplicateOf", self.duplicate_of)?;
        d.set_item("hintsHold", self.hints_hold)?;
        d.set_item("clean", self.clean)?;
        Ok(d)
    }
    fn __repr__(&self) -> String {
        let b = convert::repr_bool;
        format!(
            "LineReport(kind={:?}, index={}, balanced={}, no_triples={}, complete={}, \
             duplicate_of={}, hints_hold={}, clean={})",
            self.kind,
            self.index,
            b(self.balanced),
            b(self.no_triples),
            b(self.complete),
            convert::repr_opt(self.duplicate_of),
            b(self.hints_hold),
            b(self.clean)
        )
    }
}

/// A hint: the next deduction (`kind == "step"`) or where a mistake is (`"mistake"`).
#[pyclass(frozen, eq, hash, module = "bits._bits", name = "Advice")]
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct PyAdvice {
    /// `"step"` or `"mistake"`.
    #[pyo3(get)]
    kind: &'static str,
    /// Row of the cell (from 0); `None` for a mistake the hint does not place.
    #[pyo3(get)]
    r: Option<u8>,
    /// Column of the cell (from 0); `None` for a mistake the hint does not place.
    #[pyo3(get)]
    c: Option<u8>,
    /// The deduced value (steps only).
    #[pyo3(get)]
    value: Option<u8>,
    /// The technique's name (steps only), e.g. `"pair"`.
    #[pyo3(get)]
    technique: Option<&'static str>,
    /// The evidence cells as `(r, c)` (empty for a mistake).
    #[pyo3(get)]
    cells: Vec<(u8, u8)>,
    /// One plain sentence.
    #[pyo3(get)]
    explanation: String,
}

impl From<Advice> for PyAdvice {
    fn from(a: Advice) -> Self {
        match a {
            Advice::Step {
                r,
                c,
                value,
                technique,
                cells,
                explanation,
            } => PyAdvice {
                kind: "step",
                r: Some(r),
                c: Some(c),
                value: Some(value),
                technique: Some(technique.name()),
                cells,
                explanation,
            },
            Advice::Mistake { r, c, explanation } => PyAdvice {
                kind: "mistake",
                r,
                c,
                value: None,
                technique: None,
                cells: Vec::new(),
                explanation,
            },
        }
    }
}

type AdviceFields = (
    String,
    Option<u8>,
    Option<u8>,
    Option<u8>,
    Option<String>,
    Vec<(u8, u8)>,
    String,
);

#[pymethods]
impl PyAdvice {
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<convert::ByFields<'py, AdviceFields>> {
        let s = slf.get();
        let fields = (
            s.kind.into(),
            s.r,
            s.c,
            s.value,
            s.technique.map(String::from),
            s.cells.clone(),
            s.explanation.clone(),
        );
        convert::by_fields(slf, fields)
    }
    /// The inverse of `__reduce__`: the core's advice again, so a step has its cell,
    /// value and technique, and a mistake has none of a step's parts.
    #[staticmethod]
    fn _unpickle(fields: AdviceFields) -> PyResult<Self> {
        let (kind, r, c, value, technique, cells, explanation) = fields;
        let technique = technique
            .map(|name| {
                Technique::from_name(&name).ok_or_else(|| {
                    convert::bad_value("no deduction technique has that name".into())
                })
            })
            .transpose()?;
        let advice = match (
            convert::one_of(&kind, "kind", &["step", "mistake"])?,
            r,
            c,
            value,
            technique,
        ) {
            ("step", Some(r), Some(c), Some(value @ 0..=1), Some(technique)) => Advice::Step {
                r,
                c,
                value,
                technique,
                cells,
                explanation,
            },
            ("mistake", r, c, None, None) if cells.is_empty() && r.is_some() == c.is_some() => {
                Advice::Mistake { r, c, explanation }
            }
            _ => {
                return Err(convert::bad_value(
                    "a step has a cell, a value 0 or 1 and a technique; a mistake has no \
                     value, technique or evidence cells"
                        .into(),
                ));
            }
        };
        Ok(PyAdvice::from(advice))
    }
    /// The same shape the JavaScript binding returns: `{kind, r, c, explanation}` plus
    /// `value`, `technique` and `cells` (`[[r, c], …]`) for a step.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let d = PyDict::new(py);
        d.set_item("kind", self.kind)?;
        d.set_item("r", self.r)?;
        d.set_item("c", self.c)?;
        if self.kind == "step" {
            d.set_item("value", self.value)?;
            d.set_item("technique", self.technique)?;
            // Lists of ints, as in the JSON (`u8` arrays would become `bytes`).
            let cells: Vec<[u32; 2]> = self
                .cells
                .iter()
                .map(|&(r, c)| [r.into(), c.into()])
                .collect();
            d.set_item("cells", cells)?;
        }
        d.set_item("explanation", &self.explanation)?;
        Ok(d)
    }
    fn __repr__(&self) -> String {
        let n = convert::repr_opt;
        format!(
            "Advice(kind={:?}, r={}, c={}, value={}, technique={}, explanation={:?})",
            self.kind,
            n(self.r),
            n(self.c),
            n(self.value),
            convert::repr_opt(self.technique.map(|t| format!("{t:?}"))),
            self.explanation
        )
    }
}

/// What `restore` did with a save: took it up, or set it aside (another puzzle's save).
#[pyclass(frozen, eq, hash, module = "bits._bits", name = "Restored")]
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct PyRestored {
    /// True when the saved progress now shows.
    #[pyo3(get)]
    resumed: bool,
    /// The puzzle id a discarded save belonged to (`None` when resumed).
    #[pyo3(get)]
    saved_for: Option<String>,
}

#[pymethods]
impl PyRestored {
    fn __reduce__<'py>(
        slf: &Bound<'py, Self>,
    ) -> PyResult<convert::ByFields<'py, (bool, Option<String>)>> {
        let s = slf.get();
        let fields = (s.resumed, s.saved_for.clone());
        convert::by_fields(slf, fields)
    }
    /// The inverse of `__reduce__`: a discarded save names the puzzle it was for.
    #[staticmethod]
    fn _unpickle(fields: (bool, Option<String>)) -> PyResult<Self> {
        let (resumed, saved_for) = fields;
        if resumed == saved_for.is_some() {
            return Err(convert::bad_value(
                "a resumed save names no other puzzle, a discarded one does".into(),
            ));
        }
        Ok(PyRestored { resumed, saved_for })
    }
    fn __bool__(&self) -> bool {
        self.resumed
    }
    fn __repr__(&self) -> String {
        match &self.saved_for {
            None => "Restored(resumed)".into(),
            Some(id) => format!("Restored(discarded, saved_for={id:?})"),
        }
    }
}

/// The play state of one Bits puzzle: cells with live rule colouring, tap cycle, undo/redo,
/// line locks, explained hints, a clock fed with the caller's timestamps, save/restore.
///
/// One state may be shared by threads: calls take turns on a lock held only while the
/// core works. pyo3 lets other threads run while it builds an exception (it releases the
/// GIL to normalise the error), so with a borrowed `&mut self` a second thread would find
/// the state borrowed and get a `RuntimeError`; here every error and Python object is
/// made after the lock is released, and the lock is never held while Python runs.
#[pyclass(frozen, module = "bits._bits", name = "GridState")]
pub struct PyGridState {
    inner: Mutex<Core>,
}

impl PyGridState {
    fn wrap(inner: Core) -> Self {
        PyGridState {
            inner: Mutex::new(inner),
        }
    }

    /// Runs `f` on the state under its lock. `f` must not touch Python (see the type's
    /// documentation); a lock poisoned by a panic still holds a consistent state, since
    /// the core changes a state only once a move is accepted.
    fn with<T>(&self, f: impl FnOnce(&mut Core) -> T) -> T {
        f(&mut self.inner.lock().unwrap_or_else(PoisonError::into_inner))
    }
}

#[pymethods]
impl PyGridState {
    /// From a `Descriptor` (hints can then point at mistakes), a `PublicView`, their dict or
    /// JSON text, or a puzzle id or `datetime.date` (generated here, as the server would).
    #[new]
    #[pyo3(signature = (puzzle, *, history_limit = None))]
    fn new(
        py: Python<'_>,
        puzzle: &Bound<'_, PyAny>,
        history_limit: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Self> {
        let limit = history_limit.map(history).transpose()?;
        let mut inner = fresh(py, puzzle)?;
        if let Some(n) = limit {
            inner.set_history_limit(n);
        }
        Ok(PyGridState::wrap(inner))
    }

    /// A state from a save made for `puzzle`; a save for another puzzle is an error here
    /// (`StateError`, code `other-puzzle`), as are corrupt saves (code `corrupt`).
    #[staticmethod]
    fn from_json(
        py: Python<'_>,
        puzzle: &Bound<'_, PyAny>,
        save: &Bound<'_, PyAny>,
    ) -> PyResult<Self> {
        let mut inner = fresh(py, puzzle)?;
        let text = convert::text_or_json(save, Class::State, "a save is JSON text or a dict")?;
        inner.restore_own(&text).map_err(|e| state_err(&e))?;
        Ok(PyGridState::wrap(inner))
    }

    /// The puzzle being played.
    #[getter]
    fn puzzle_id(&self) -> String {
        self.with(|s| s.puzzle_id().into())
    }
    /// Side of the square grid.
    #[getter]
    fn size(&self) -> usize {
        self.with(|s| s.size())
    }
    /// Hints taken so far (kept in the save).
    #[getter]
    fn hints_used(&self) -> u32 {
        self.with(|s| s.hints_used())
    }
    /// When the grid was solved (caller's clock, ms), or `None`.
    #[getter]
    fn solved_at(&self) -> Option<i64> {
        self.with(|s| s.solved_at())
    }
    /// Whether the clock runs (resumed, not paused since, not finished).
    #[getter]
    fn clock_running(&self) -> bool {
        self.with(|s| s.clock_running())
    }
    /// Whether the state knows the solution (built from a full descriptor).
    #[getter]
    fn has_solution(&self) -> bool {
        self.with(|s| s.mistakes().is_some())
    }

    /// Keeps at most `limit` moves for undo (the oldest go first).
    fn set_history_limit(&self, limit: &Bound<'_, PyAny>) -> PyResult<()> {
        let limit = history(limit)?;
        self.with(|s| s.set_history_limit(limit));
        Ok(())
    }

    /// The value of a cell: 0, 1 or `None`.
    fn value(&self, r: &Bound<'_, PyAny>, c: &Bound<'_, PyAny>) -> PyResult<Option<u8>> {
        let (r, c) = cell_at(r, c)?;
        self.with(|s| s.value(r, c)).map_err(|e| state_err(&e))
    }

    /// Cycles a cell empty → 0 → 1 → empty and returns the new value. Givens and locked
    /// cells refuse (`StateError` codes `clue`, `locked`), and so does a finished state
    /// (`solved`: `finish_if_solved` has recorded the solve).
    fn tap(&self, r: &Bound<'_, PyAny>, c: &Bound<'_, PyAny>) -> PyResult<Option<u8>> {
        let (r, c) = cell_at(r, c)?;
        self.with(|s| s.tap(r, c)).map_err(|e| state_err(&e))
    }

    /// Sets a cell to 0, 1 or `None` (empty).
    fn set(
        &self,
        r: &Bound<'_, PyAny>,
        c: &Bound<'_, PyAny>,
        value: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<()> {
        // The value before the cell, in the core's order (and JavaScript's and C's).
        let v = match value {
            None => None,
            Some(v) => {
                let i = convert::int(v, "a cell value")?;
                match u8::try_from(i) {
                    Ok(b) => Some(b),
                    Err(_) => {
                        let err = with_code(
                            Class::State,
                            ValueRefused(convert::shown(v)).to_string(),
                            "value",
                            "Value",
                            None,
                        );
                        return Err(err);
                    }
                }
            }
        };
        check_value(v).map_err(|e| state_err(&e))?;
        let (r, c) = cell_at(r, c)?;
        self.with(|s| s.set(r, c, v)).map_err(|e| state_err(&e))
    }

    /// Locks the open cells of a complete line that breaks no rule (`kind` `"row"` or
    /// `"column"`); anything else is refused (`not-verified`).
    fn lock(&self, kind: Text, index: &Bound<'_, PyAny>) -> PyResult<()> {
        let line = line_of(&kind, index)?;
        self.with(|s| s.lock(line)).map_err(|e| state_err(&e))
    }

    /// Starts the puzzle again: every cell but the givens emptied and every lock lifted, as
    /// one move `undo()` takes back. The clock and `hints_used` carry on, so a restart
    /// hides neither the time nor the hints. Refused once finished (`solved`).
    fn restart(&self) -> PyResult<()> {
        self.with(|s| s.restart()).map_err(|e| state_err(&e))
    }

    /// Whether `undo()` would take a move back (for an Undo button's state).
    #[getter]
    fn can_undo(&self) -> bool {
        self.with(|s| s.can_undo())
    }

    /// Whether `redo()` would replay a move.
    #[getter]
    fn can_redo(&self) -> bool {
        self.with(|s| s.can_redo())
    }

    /// Takes back the last move; `False` when there is none or the state is finished.
    fn undo(&self) -> bool {
        self.with(|s| s.undo())
    }

    /// Replays the last undone move; `False` when there is none or the state is finished.
    fn redo(&self) -> bool {
        self.with(|s| s.redo())
    }

    /// Every cell, row by row.
    fn cells(&self) -> Vec<PyCell> {
        self.with(|s| {
            s.cells()
                .iter()
                .map(|c| PyCell {
                    r: c.r,
                    c: c.c,
                    value: c.value,
                    is_clue: c.is_clue,
                    is_locked: c.is_locked,
                    status: c.status.as_str(),
                })
                .collect()
        })
    }

    /// Live status of every row, then every column.
    fn line_reports(&self) -> Vec<PyLineReport> {
        self.with(|s| s.line_reports().iter().map(Into::into).collect())
    }

    /// Live status of one line.
    fn line_report(&self, kind: Text, index: &Bound<'_, PyAny>) -> PyResult<PyLineReport> {
        let line = line_of(&kind, index)?;
        self.with(|s| s.line_report(line))
            .map(|report| (&report).into())
            .map_err(|e| state_err(&e))
    }

    /// True exactly when every cell is filled and every rule holds.
    fn is_solved(&self) -> bool {
        self.with(|s| s.is_solved())
    }

    /// Filled cells that differ from the solution, as `(r, c)`; `None` when the state was
    /// built from a public view (its `hint()` still points at a wrong cell, and counts).
    fn mistakes(&self) -> Option<Vec<(u8, u8)>> {
        self.with(|s| s.mistakes())
    }

    /// The next deduction with its technique and one sentence, or where a mistake is.
    /// Refuses with `solved` or `no-deduction` when there is nothing to say. Counts in
    /// `hints_used`.
    ///
    /// It keeps the GIL: a hint takes microseconds, less than releasing and taking back
    /// the GIL would cost.
    fn hint(&self) -> PyResult<PyAdvice> {
        self.with(|s| s.hint())
            .map(Into::into)
            .map_err(|e| state_err(&e))
    }

    /// Starts or resumes the clock at `now_ms` (int or float ms, e.g. `time.time() * 1000`).
    fn resume(&self, now_ms: &Bound<'_, PyAny>) -> PyResult<()> {
        let now = convert::millis(now_ms)?;
        self.with(|s| s.resume(now));
        Ok(())
    }

    /// Pauses the clock at `now_ms`, banking the time played.
    fn pause(&self, now_ms: &Bound<'_, PyAny>) -> PyResult<()> {
        let now = convert::millis(now_ms)?;
        self.with(|s| s.pause(now));
        Ok(())
    }

    /// Play time in ms at `now_ms`.
    fn elapsed(&self, now_ms: &Bound<'_, PyAny>) -> PyResult<u64> {
        let now = convert::millis(now_ms)?;
        Ok(self.with(|s| s.elapsed(now)))
    }

    /// If the grid is solved, stops the clock and records `solved_at`; returns whether it is.
    fn finish_if_solved(&self, now_ms: &Bound<'_, PyAny>) -> PyResult<bool> {
        let now = convert::millis(now_ms)?;
        Ok(self.with(|s| s.finish_if_solved(now)))
    }

    /// Takes up a save (JSON text or dict) made for this puzzle; a save for another puzzle
    /// is set aside and this state kept. A corrupt save raises and changes nothing, as
    /// does any save once the state is finished (code `solved`): a save never replaces a
    /// solve. Saves hold no history: undo and redo start afresh, unless the save shows
    /// this state's own board (values and locks), whose steps are kept. Keys it does not
    /// know (a later version's) are passed over.
    fn restore(&self, save: &Bound<'_, PyAny>) -> PyResult<PyRestored> {
        let text = convert::text_or_json(save, Class::State, "a save is JSON text or a dict")?;
        match self.with(|s| s.restore(&text)).map_err(|e| state_err(&e))? {
            Restored::Resumed => Ok(PyRestored {
                resumed: true,
                saved_for: None,
            }),
            Restored::Discarded { saved_for } => Ok(PyRestored {
                resumed: false,
                saved_for: Some(saved_for),
            }),
        }
    }

    /// The save `{puzzleId, cells, hintsUsed, elapsed, solvedAt?}` as the site stores it.
    /// With `now_ms`, a running clock's time up to then is in it (the state is left as it
    /// is); without, the time up to the last pause.
    #[pyo3(signature = (now_ms = None))]
    fn to_json(&self, now_ms: Option<&Bound<'_, PyAny>>) -> PyResult<String> {
        match now_ms {
            None => Ok(self.with(|s| s.to_json())),
            Some(t) => {
                let now = convert::millis(t)?;
                Ok(self.with(|s| s.to_json_at(now)))
            }
        }
    }

    /// The save as a dict (`now_ms` as for `to_json`).
    #[pyo3(signature = (now_ms = None))]
    fn to_dict<'py>(
        &self,
        py: Python<'py>,
        now_ms: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<Bound<'py, PyAny>> {
        convert::loads(py, &self.to_json(now_ms)?)
    }

    /// The grid in play as SVG (givens, the player's values, violations in red).
    fn svg(&self) -> String {
        self.with(|s| svg::state_svg(s))
    }

    /// The grid in play as text.
    fn render_text(&self) -> String {
        self.with(|s| {
            let values: Vec<Option<u8>> = s.cells().iter().map(|c| c.value).collect();
            render::render_text(s.size(), &values, s.puzzle().hints())
        })
    }

    /// An independent copy (history and clock included).
    fn copy(&self) -> Self {
        PyGridState::wrap(self.with(|s| s.clone()))
    }

    fn __copy__(&self) -> Self {
        self.copy()
    }

    /// A play state holds no Python objects, so a deep copy is the same independent copy.
    fn __deepcopy__(&self, memo: &Bound<'_, PyAny>) -> Self {
        let _ = memo; // named as `copy.deepcopy` and the stub name it
        self.copy()
    }

    /// A play state in the middle of a game (its clock may be running, its history is
    /// not saved) does not pickle; its save does, and `from_json` takes it back.
    fn __reduce__(&self) -> PyResult<()> {
        Err(pyo3::exceptions::PyTypeError::new_err(
            "a GridState does not pickle (its clock and undo history would not survive): \
             send state.to_json(now_ms) and rebuild it with GridState.from_json(puzzle, save); \
             copy.copy() copies it whole",
        ))
    }

    fn __repr__(&self) -> String {
        self.with(|s| {
            let filled = s.cells().iter().filter(|c| c.value.is_some()).count();
            let n = s.size();
            format!(
                "GridState(puzzle_id={:?}, size={n}, filled={filled}/{})",
                s.puzzle_id(),
                n * n
            )
        })
    }
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyCell>()?;
    m.add_class::<PyLineReport>()?;
    m.add_class::<PyAdvice>()?;
    m.add_class::<PyRestored>()?;
    m.add_class::<PyGridState>()?;
    Ok(())
}
