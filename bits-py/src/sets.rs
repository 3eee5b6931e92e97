//! Sets: tables, answers (parse, evaluate, check), the solver and generated puzzles.

use crate::convert;
use crate::convert::{DayText, JsonText, Text};
use crate::errors::{Class, raise, with_attr, with_code};
use bits::sets::{self, Card, Color, JsonError, ParseError, Table};
use pyo3::prelude::*;
use pyo3::types::PyDict;

/// A parse error with `at`/`len` as indices into the caller's `str` (code points).
fn parse_err(e: &ParseError, text: &str) -> PyErr {
    let units = |s: &str| s.chars().count();
    let err = with_code(
        Class::Sets,
        e.message_in(text, units),
        e.kind.code(),
        &crate::errors::variant_name(&e.kind),
        None,
    );
    let (at, len) = e.span_in(text, units);
    let err = with_attr(err, "at", at);
    let err = with_attr(err, "len", len);
    with_attr(err, "token", e.token)
}

/// `code` as the core names it (`json`, `color`, `die`, or the table's own, such as
/// `duplicate-card`), `kind` the variant that code names.
fn json_err(e: &JsonError) -> PyErr {
    match e {
        JsonError::Table(t) => raise(Class::Sets, t, None),
        JsonError::Syntax { .. } => with_code(Class::Sets, e.to_string(), e.code(), "Json", None),
        _ => raise(Class::Sets, e, None),
    }
}

fn card_colors(c: Card) -> Vec<&'static str> {
    c.colors().map(Color::name).collect()
}

/// One card as a caller gives it: an index 0–15 (the golden vectors' form, as C and
/// JavaScript take it), a list of colour names, or a puzzle's card as `to_dict` gives it
/// (`{"colors": [...]}`, as JavaScript takes a puzzle's `cards`). Numbered from 0 in
/// messages, as the core numbers a deal's cards.
fn card_from(i: usize, v: &Bound<'_, PyAny>) -> PyResult<Card> {
    if let Some(int) = convert::index_of(v)? {
        let index = int.extract::<i64>().ok();
        return index
            .and_then(|x| u8::try_from(x).ok())
            .and_then(Card::from_index)
            .ok_or_else(|| {
                let shown = index.map_or_else(|| int.to_string(), |x| x.to_string());
                let refused = sets::CardRefused {
                    position: i,
                    value: shown,
                };
                with_code(Class::Sets, refused.to_string(), "card", "Card", None)
            });
    }
    let not_a_card = || {
        pyo3::exceptions::PyTypeError::new_err(format!(
            "card {i} is neither an index 0–15 nor a list of colour names"
        ))
    };
    let names = match v.cast::<PyDict>() {
        Ok(d) => d.get_item("colors")?.ok_or_else(not_a_card)?,
        Err(_) => v.clone(),
    };
    let items = convert::as_seq(&names, convert::JSON_ITEMS)?.ok_or_else(not_a_card)?;
    let texts = items
        .iter()
        .map(|item| {
            // A name's own refusal (a lone surrogate) stands; a non-string is no name.
            if !item.is_instance_of::<pyo3::types::PyString>() {
                return Err(not_a_card());
            }
            item.extract::<Text>()
        })
        .collect::<PyResult<Vec<_>>>()?;
    // The core's reading, sentence and code, as a puzzle's card gets them.
    Card::from_names(i, texts.iter().map(|t| &**t)).map_err(|e| raise(Class::Sets, &e, None))
}

fn set_list(s: sets::CardSet) -> Vec<usize> {
    s.iter().collect()
}

/// The shapes of the core's `Evaluation::to_json_for` (and, below, of `Verdict::to_json_for`
/// and `Solutions::to_json`), built as dicts directly: reading the core's text back with
/// `json.loads` made an evaluation three times as slow (4.1 µs against 1.4 µs). The
/// shared vectors hold both to the same keys and values.
fn evaluation<'py>(py: Python<'py>, cards: &[Card], answer: &str) -> PyResult<Bound<'py, PyAny>> {
    // The cards first, then the answer: the order the C and npm evaluations check in.
    let deal = sets::Deal::try_new(cards).map_err(|e| raise(Class::Sets, &e, None))?;
    let parsed = sets::parse_answer(answer).map_err(|e| parse_err(&e, answer))?;
    let e = deal.evaluate(&parsed);
    let d = PyDict::new(py);
    d.set_item("canonical", parsed.to_string())?;
    d.set_item("cubeCount", parsed.cube_count())?;
    d.set_item("active", set_list(e.active))?;
    d.set_item("named", set_list(e.named))?;
    d.set_item("value", e.value())?;
    Ok(d.into_any())
}

/// A Sets table: dealt cards, dice and the goal.
#[pyclass(frozen, module = "bits._bits", name = "SetsTable")]
pub struct PySetsTable {
    inner: Table,
}

#[pymethods]
impl PySetsTable {
    /// Reads `cards`, `dice` and `goal` from puzzle JSON (full or public).
    #[staticmethod]
    fn from_json(text: JsonText) -> PyResult<Self> {
        Table::from_json(&text.text(Class::Sets)?)
            .map(|inner| PySetsTable { inner })
            .map_err(|e| json_err(&e))
    }
    #[staticmethod]
    fn from_dict(d: &Bound<'_, PyAny>) -> PyResult<Self> {
        Self::from_json(JsonText::made(convert::dumps(
            d,
            Class::Sets,
            "a Sets puzzle is a dict",
        )?))
    }
    /// `{"cards", "dice", "goal"}` in the puzzle JSON's shapes; `from_json` reads it back.
    fn to_json(&self) -> String {
        self.inner.to_json()
    }
    /// `{cards, dice, goal}`, the site's JSON.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        convert::loads(py, &self.inner.to_json())
    }
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> Py<PyAny> {
        let same = other.cast::<PySetsTable>().ok();
        convert::equal(other.py(), same.map(|o| o.get().inner == self.inner))
    }
    fn __hash__(&self) -> u64 {
        convert::hash_of(&self.inner.to_json())
    }
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<convert::ByJson<'py>> {
        convert::by_json(slf, slf.get().inner.to_json())
    }
    /// Each card as its colour names.
    #[getter]
    fn cards(&self) -> Vec<Vec<&'static str>> {
        self.inner.cards().iter().map(|&c| card_colors(c)).collect()
    }
    /// Each die as its symbol.
    #[getter]
    fn dice(&self) -> Vec<&'static str> {
        self.inner.dice().iter().map(|d| d.symbol()).collect()
    }
    /// How many cards a solution's set must name.
    #[getter]
    fn goal(&self) -> u8 {
        self.inner.goal()
    }
    /// `{valid, value, goal, message, code}` for a player's answer.
    fn check<'py>(&self, py: Python<'py>, answer: Text) -> PyResult<Bound<'py, PyAny>> {
        let v = self.inner.check(&answer);
        let d = PyDict::new(py);
        d.set_item("valid", v.is_valid())?;
        d.set_item("value", v.value)?;
        d.set_item("goal", v.goal)?;
        d.set_item("message", v.message_for(&answer))?;
        d.set_item("code", v.code())?;
        Ok(d.into_any())
    }
    /// `{shortest, cubeCount, solutions}` from the exhaustive solver.
    fn solve<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let t = self.inner.clone();
        let s = py.detach(move || t.solve());
        let d = PyDict::new(py);
        d.set_item("shortest", s.shortest.as_ref().map(|x| x.text.clone()))?;
        d.set_item("cubeCount", s.shortest.as_ref().map(|x| x.cube_count))?;
        d.set_item("solutions", s.count)?;
        Ok(d.into_any())
    }
    /// `{canonical, cubeCount, active, named, value}` for an answer over these cards.
    fn evaluate<'py>(&self, py: Python<'py>, answer: Text) -> PyResult<Bound<'py, PyAny>> {
        evaluation(py, self.inner.cards(), &answer)
    }
    fn __repr__(&self) -> String {
        format!(
            "SetsTable(cards={}, dice={:?}, goal={})",
            self.inner.cards().len(),
            self.dice(),
            self.inner.goal()
        )
    }
}

/// A generated Sets puzzle with everything the server keeps.
#[pyclass(frozen, module = "bits._bits", name = "SetsPuzzle")]
pub struct PySetsPuzzle {
    inner: sets::Puzzle,
}

#[pymethods]
impl PySetsPuzzle {
    /// The puzzle id (`YYYY-MM-DD` or `practice-<seed>`).
    #[getter]
    fn id(&self) -> &str {
        &self.inner.id
    }
    /// Cards, dice and goal: what the player sees.
    #[getter]
    fn table(&self) -> PySetsTable {
        PySetsTable {
            inner: self.inner.table.clone(),
        }
    }
    /// How many cards a solution's set must name.
    #[getter]
    fn goal(&self) -> u8 {
        self.inner.table.goal()
    }
    /// `beginner`, `intermediate` or `advanced`.
    #[getter]
    fn rating(&self) -> &'static str {
        self.inner.difficulty.rating.name()
    }
    /// Dice in the shortest solution.
    #[getter]
    fn cube_count(&self) -> u8 {
        self.inner.difficulty.cube_count
    }
    /// How many distinct solutions the table has.
    #[getter]
    fn solution_count(&self) -> u64 {
        self.inner.solution_count
    }
    /// The answer the puzzle was built from.
    #[getter]
    fn generated(&self) -> String {
        self.inner.generated.to_string()
    }
    /// The shortest solution, in canonical spelling.
    #[getter]
    fn shortest(&self) -> String {
        self.inner.shortest.text.clone()
    }
    /// The full puzzle JSON, solutions included (what the server keeps).
    fn to_json(&self) -> String {
        self.inner.to_json()
    }
    /// `to_json()` as a dict.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        convert::loads(py, &self.inner.to_json())
    }
    /// The public view's JSON (no solutions).
    fn public_json(&self) -> String {
        self.inner.public().to_json()
    }
    /// `public_json()` as a dict.
    fn public_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        convert::loads(py, &self.inner.public().to_json())
    }
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> Py<PyAny> {
        let same = other.cast::<PySetsPuzzle>().ok();
        convert::equal(other.py(), same.map(|o| o.get().inner == self.inner))
    }
    fn __hash__(&self) -> u64 {
        convert::hash_of(&self.inner.to_json())
    }
    /// Pickles as its id: the puzzle is generated again from it.
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<(Bound<'py, PyAny>, (String,))> {
        Ok((
            convert::module_fn(slf.py(), "sets_generate")?,
            (slf.get().inner.id.clone(),),
        ))
    }
    fn __repr__(&self) -> String {
        format!(
            "SetsPuzzle(id={:?}, goal={})",
            self.inner.id,
            self.inner.table.goal()
        )
    }
}

fn generate_err(e: &sets::GenerateError) -> PyErr {
    match e {
        sets::GenerateError::Id(id) => raise(Class::Id, id, None),
        _ => raise(Class::Sets, e, None),
    }
}

/// The Sets puzzle of an id (`YYYY-MM-DD` daily or `practice-<seed>`).
#[pyfunction]
fn sets_generate(py: Python<'_>, puzzle_id: DayText) -> PyResult<PySetsPuzzle> {
    let id = puzzle_id.0;
    py.detach(move || sets::generate(&id))
        .map(|inner| PySetsPuzzle { inner })
        .map_err(|e| generate_err(&e))
}

/// Parses an answer and returns its canonical text; raises `SetsError` with `at`, `len`,
/// `token` and the parse code.
#[pyfunction]
fn sets_parse_answer(answer: Text) -> PyResult<String> {
    sets::parse_answer(&answer)
        .map(|a| a.to_string())
        .map_err(|e| parse_err(&e, &answer))
}

/// Evaluates an answer over cards given as indices 0–15 or colour-name lists (no dice
/// needed).
#[pyfunction]
fn sets_evaluate<'py>(
    py: Python<'py>,
    cards: &Bound<'py, PyAny>,
    answer: Text,
) -> PyResult<Bound<'py, PyAny>> {
    let items = convert::items(cards, "cards", convert::JSON_ITEMS)?;
    // The core's limit and words before a card is read, as C and npm check it.
    sets::check_card_count(items.len()).map_err(|e| raise(Class::Sets, &e, None))?;
    let cs = items
        .iter()
        .enumerate()
        .map(|(i, c)| card_from(i, c))
        .collect::<PyResult<Vec<_>>>()?;
    evaluation(py, &cs, &answer)
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PySetsTable>()?;
    m.add_class::<PySetsPuzzle>()?;
    m.add_function(wrap_pyfunction!(sets_generate, m)?)?;
    m.add_function(wrap_pyfunction!(sets_parse_answer, m)?)?;
    m.add_function(wrap_pyfunction!(sets_evaluate, m)?)?;
    Ok(())
}
