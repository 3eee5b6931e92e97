//! Bits (Binairo+): descriptors, public views, rules, solving, submissions, Binary Grid.

use crate::convert;
use crate::convert::{DayText, JsonText, Text};
use crate::errors::{Class, raise};
use bits::binairo::{
    self, Clue, Descriptor, DescriptorError, Dir, GenerateError, GridError, Hint, HintKind,
    OptionReader, Options, PublicView, Puzzle, PuzzleInfo, RankRefused, RejectCode, SizeRefused,
    Verdict, Violation,
};
use pyo3::prelude::*;
use pyo3::types::PyDict;

fn technique_names(ts: &[binairo::Technique]) -> Vec<&'static str> {
    ts.iter().map(|t| t.name()).collect()
}

pub fn descriptor_err(e: &DescriptorError) -> PyErr {
    let cell = match e {
        DescriptorError::SolutionRule(v) => v.cell().map(|(r, c)| (r as usize, c as usize)),
        DescriptorError::Solution(GridError::Cell { row, col } | GridError::Empty { row, col }) => {
            Some((*row, *col))
        }
        _ => None,
    };
    raise(Class::Descriptor, e, cell)
}

fn generate_err(e: &GenerateError) -> PyErr {
    match e {
        GenerateError::Id(id) => raise(Class::Id, id, None),
        _ => raise(Class::Generate, e, None),
    }
}

/// Checked load of a descriptor, outside the GIL (it proves uniqueness again).
pub fn load_descriptor(py: Python<'_>, text: String) -> PyResult<Descriptor> {
    py.detach(move || Descriptor::from_json(&text))
        .map_err(|e| descriptor_err(&e))
}

/// Checked load of a public view, outside the GIL.
pub fn load_public(py: Python<'_>, text: String) -> PyResult<PublicView> {
    py.detach(move || PublicView::from_json(&text))
        .map_err(|e| descriptor_err(&e))
}

/// The descriptor of a puzzle id, generated outside the GIL.
pub fn generate(py: Python<'_>, puzzle_id: String, o: Options) -> PyResult<Descriptor> {
    py.detach(move || bits::generate_descriptor_with(&puzzle_id, &o))
        .map_err(|e| generate_err(&e))
}

/// A row or column index a caller gives for a cell of any grid size.
fn place(v: &Bound<'_, PyAny>, what: &str) -> PyResult<u8> {
    let last = binairo::lines::MAX_SIZE as i128 - 1;
    convert::whole(v, what, Class::Bits, 0, last).map(|x| x as u8)
}

/// A given cell.
#[pyclass(frozen, eq, hash, module = "bits._bits", name = "Clue")]
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct PyClue {
    /// Row, counted from 0.
    #[pyo3(get)]
    r: u8,
    /// Column, counted from 0.
    #[pyo3(get)]
    c: u8,
    /// The given value, 0 or 1.
    #[pyo3(get)]
    bit: u8,
}

#[pymethods]
impl PyClue {
    /// A given: `bit` (0 or 1) at row `r`, column `c` (0-based).
    #[new]
    fn new(r: &Bound<'_, PyAny>, c: &Bound<'_, PyAny>, bit: &Bound<'_, PyAny>) -> PyResult<Self> {
        Ok(PyClue {
            r: place(r, "r")?,
            c: place(c, "c")?,
            bit: convert::whole(bit, "bit", Class::Bits, 0, 1)? as u8,
        })
    }
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> (Bound<'py, PyAny>, (u8, u8, u8)) {
        let s = slf.get();
        (slf.get_type().into_any(), (s.r, s.c, s.bit))
    }
    /// `{r, c, bit}`, as in a descriptor's JSON.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let d = pyo3::types::PyDict::new(py);
        d.set_item("r", self.r)?;
        d.set_item("c", self.c)?;
        d.set_item("bit", self.bit)?;
        Ok(d.into_any())
    }
    fn __repr__(&self) -> String {
        format!("Clue(r={}, c={}, bit={})", self.r, self.c, self.bit)
    }
}

/// An adjacency hint between `(r, c)` and its neighbour to the right or below.
#[pyclass(frozen, eq, hash, module = "bits._bits", name = "Hint")]
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct PyHint {
    /// Row of the first cell, counted from 0.
    #[pyo3(get)]
    r: u8,
    /// Column of the first cell, counted from 0; the other cell is to its right or below.
    #[pyo3(get)]
    c: u8,
    /// `"right"` or `"down"`.
    #[pyo3(get)]
    dir: &'static str,
    /// `"equal"` or `"different"` (the JSON's `type`).
    #[pyo3(get)]
    kind: &'static str,
}

#[pymethods]
impl PyHint {
    /// A hint between `(r, c)` and its neighbour in `dir` (`"right"` or `"down"`), of
    /// `kind` `"equal"` or `"different"`.
    #[new]
    fn new(r: &Bound<'_, PyAny>, c: &Bound<'_, PyAny>, dir: Text, kind: Text) -> PyResult<Self> {
        Ok(PyHint {
            r: place(r, "r")?,
            c: place(c, "c")?,
            dir: convert::one_of(&dir, "dir", &["right", "down"])?,
            kind: convert::one_of(&kind, "kind", &["equal", "different"])?,
        })
    }
    fn __reduce__<'py>(
        slf: &Bound<'py, Self>,
    ) -> (Bound<'py, PyAny>, (u8, u8, &'static str, &'static str)) {
        let s = slf.get();
        (slf.get_type().into_any(), (s.r, s.c, s.dir, s.kind))
    }
    /// `{r, c, dir, type}`, as in a descriptor's JSON.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let d = pyo3::types::PyDict::new(py);
        d.set_item("r", self.r)?;
        d.set_item("c", self.c)?;
        d.set_item("dir", self.dir)?;
        d.set_item("type", self.kind)?;
        Ok(d.into_any())
    }
    fn __repr__(&self) -> String {
        format!(
            "Hint(r={}, c={}, dir={:?}, kind={:?})",
            self.r, self.c, self.dir, self.kind
        )
    }
}

fn clues(cs: &[Clue]) -> Vec<PyClue> {
    cs.iter()
        .map(|c| PyClue {
            r: c.r,
            c: c.c,
            bit: c.bit,
        })
        .collect()
}

fn hints(hs: &[Hint]) -> Vec<PyHint> {
    hs.iter()
        .map(|h| PyHint {
            r: h.r,
            c: h.c,
            dir: match h.dir {
                Dir::Right => "right",
                Dir::Down => "down",
            },
            kind: match h.kind {
                HintKind::Equal => "equal",
                HintKind::Different => "different",
            },
        })
        .collect()
}

/// The server's answer to a submission.
#[pyclass(frozen, module = "bits._bits", name = "Verdict")]
pub struct PyVerdict {
    inner: Verdict,
}

#[pymethods]
impl PyVerdict {
    /// Equal when every field is: the same judgement in the same words.
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> Py<PyAny> {
        let same = other.cast::<PyVerdict>().ok();
        convert::equal(other.py(), same.map(|o| o.get().inner == self.inner))
    }
    /// Hashes what `__eq__` compares (its JSON), so verdicts can be set members and keys.
    fn __hash__(&self) -> u64 {
        convert::hash_of(&self.inner.to_json())
    }
    /// Pickles as its fields (a worker process can send a verdict back).
    fn __reduce__<'py>(
        slf: &Bound<'py, Self>,
    ) -> PyResult<(Bound<'py, PyAny>, (Bound<'py, PyAny>,))> {
        let py = slf.py();
        let fields = match &slf.get().inner {
            Verdict::Accepted { time_ms, date_key } => {
                (true, time_ms, date_key).into_pyobject(py)?
            }
            Verdict::Rejected {
                code,
                message,
                r,
                c,
            } => (false, code.as_str(), message, *r, *c).into_pyobject(py)?,
        };
        convert::by_fields(slf, fields.into_any())
    }
    /// The inverse of `__reduce__`.
    #[staticmethod]
    fn _unpickle(fields: &Bound<'_, PyAny>) -> PyResult<Self> {
        let inner = if fields.get_item(0)?.is_truthy()? {
            let (_, time_ms, date_key): (bool, f64, String) = fields.extract()?;
            Verdict::Accepted { time_ms, date_key }
        } else {
            let (_, code, message, r, c): (bool, String, String, Option<u8>, Option<u8>) =
                fields.extract()?;
            let code = RejectCode::from_code(&code)
                .ok_or_else(|| convert::bad_value(format!("{code:?} is no rejection code")))?;
            Verdict::Rejected {
                code,
                message,
                r,
                c,
            }
        };
        Ok(verdict(inner))
    }
    /// Whether the grid was accepted.
    #[getter]
    fn valid(&self) -> bool {
        self.inner.is_valid()
    }
    /// The same as `valid`, under the name the site's JSON uses.
    #[getter]
    fn ok(&self) -> bool {
        self.inner.is_valid()
    }
    /// Rejection code (`shape`, `value`, `incomplete`, `given`, `triple`, `balance`,
    /// `duplicate`, `adjacency`, `time`), `None` when accepted.
    #[getter]
    fn code(&self) -> Option<&'static str> {
        match &self.inner {
            Verdict::Rejected { code, .. } => Some(code.as_str()),
            _ => None,
        }
    }
    /// Why the grid was rejected, one sentence for the player; `None` when accepted.
    #[getter]
    fn message(&self) -> Option<String> {
        match &self.inner {
            Verdict::Rejected { message, .. } => Some(message.clone()),
            _ => None,
        }
    }
    /// Row of the cell a rejection points at (from 0), when it points at one.
    #[getter]
    fn r(&self) -> Option<u8> {
        match &self.inner {
            Verdict::Rejected { r, .. } => *r,
            _ => None,
        }
    }
    /// Column of the cell a rejection points at (from 0), when it points at one.
    #[getter]
    fn c(&self) -> Option<u8> {
        match &self.inner {
            Verdict::Rejected { c, .. } => *c,
            _ => None,
        }
    }
    /// The accepted solve time in ms; `None` when rejected.
    #[getter]
    fn time_ms(&self) -> Option<f64> {
        match &self.inner {
            Verdict::Accepted { time_ms, .. } => Some(*time_ms),
            _ => None,
        }
    }
    /// The puzzle's date (`YYYY-MM-DD`) for the leaderboard, when accepted.
    #[getter]
    fn date_key(&self) -> Option<String> {
        match &self.inner {
            Verdict::Accepted { date_key, .. } => Some(date_key.clone()),
            _ => None,
        }
    }
    /// The verdict as the site's JSON: `{ok, valid, timeMs, dateKey}` or `{ok, valid, message, code, r?, c?}`.
    fn to_json(&self) -> String {
        self.inner.to_json()
    }
    /// `to_json()` as a dict.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        convert::loads(py, &self.inner.to_json())
    }
    fn __bool__(&self) -> bool {
        self.inner.is_valid()
    }
    fn __repr__(&self) -> String {
        format!("Verdict({})", self.inner.to_json())
    }
}

fn verdict(v: Verdict) -> PyVerdict {
    PyVerdict { inner: v }
}

fn submission_from_json(text: &str) -> PyResult<bits::binairo::Submission> {
    bits::binairo::Submission::from_json(text)
        .map_err(|e| crate::errors::with_code(Class::Bits, e.to_string(), "json", "Json", None))
}

/// A full descriptor: the cached puzzle with its solution (SPEC §3).
#[pyclass(frozen, module = "bits._bits", name = "Descriptor")]
pub struct PyDescriptor {
    pub inner: Descriptor,
}

#[pymethods]
impl PyDescriptor {
    /// Loads and checks a descriptor from JSON text (seeds, rules, uniqueness, derived fields).
    #[staticmethod]
    fn from_json(py: Python<'_>, text: JsonText) -> PyResult<Self> {
        load_descriptor(py, text.text(Class::Descriptor)?).map(|inner| PyDescriptor { inner })
    }
    /// Loads and checks a descriptor given as a dict (the shape `to_dict()` returns).
    #[staticmethod]
    fn from_dict(py: Python<'_>, d: &Bound<'_, PyAny>) -> PyResult<Self> {
        let text = convert::dumps(d, Class::Descriptor, "a descriptor is a dict")?;
        Self::from_json(py, JsonText::made(text))
    }
    /// `YYYY-MM-DD` for a daily, `practice-<seed>` for practice.
    #[getter]
    fn puzzle_id(&self) -> &str {
        self.inner.puzzle_id()
    }
    /// `hash_string(puzzle_id)`: every other seed and choice follows from it.
    #[getter]
    fn seed(&self) -> u32 {
        self.inner.seeds().seed
    }
    /// `seed ^ 0xA3F1C6B7`: the seed of the solution grid's pick.
    #[getter]
    fn row_order_seed(&self) -> u32 {
        self.inner.seeds().row_order_seed
    }
    /// `hash_string(f"{seed}:clues")`: the seed of the givens and hints.
    #[getter]
    fn clue_seed(&self) -> u32 {
        self.inner.seeds().clue_seed
    }
    /// Side of the square grid (6 for the site's dailies).
    #[getter]
    fn size(&self) -> usize {
        self.inner.size()
    }
    /// Solution rows as strings of `0`/`1`.
    #[getter]
    fn solution(&self) -> Vec<String> {
        self.inner.solution().row_strings()
    }
    /// The givens, row-major.
    #[getter]
    fn clues(&self) -> Vec<PyClue> {
        clues(self.inner.clues())
    }
    /// The `=`/`×` hints between neighbouring cells.
    #[getter]
    fn adjacencies(&self) -> Vec<PyHint> {
        hints(self.inner.adjacencies())
    }
    /// Each solution row as a bit mask, the leftmost cell the most significant bit.
    #[getter]
    fn row_signatures(&self) -> Vec<u16> {
        self.inner.row_signatures()
    }
    /// How many 1s each solution column holds.
    #[getter]
    fn column_totals(&self) -> Vec<u32> {
        // A `Vec<u8>` would reach Python as `bytes`; these are counts.
        self.inner
            .column_totals()
            .into_iter()
            .map(u32::from)
            .collect()
    }
    /// 1–3: the deduction level the puzzle needs (dailies: Mon–Tue 1, Wed–Thu 2, Fri–Sun 3).
    #[getter]
    fn difficulty_rank(&self) -> u8 {
        self.inner.metadata().difficulty_rank
    }
    /// The generator version that made it; a load refuses a newer one.
    #[getter]
    fn generator_version(&self) -> u32 {
        self.inner.metadata().generator_version
    }
    /// The deduction techniques the puzzle's solve uses (`pair`, `counting`, …).
    #[getter]
    fn techniques(&self) -> Vec<&'static str> {
        technique_names(&self.inner.metadata().techniques)
    }
    /// A short talk-through of how the puzzle was built from its seed.
    #[getter]
    fn built_from_seed(&self) -> Vec<String> {
        self.inner.metadata().built_from_seed.clone()
    }
    /// What a client may see (no solution).
    fn public(&self) -> PyPublicView {
        PyPublicView {
            inner: self.inner.public_view(),
        }
    }
    /// Checks a finished grid `{"grid": [[0, 1, …], …], "timeMs": 64321}`.
    fn validate(&self, submission: &Bound<'_, PyAny>) -> PyResult<PyVerdict> {
        let s = convert::submission(submission)?;
        Ok(verdict(bits::validate_submission(&self.inner, &s)))
    }
    /// Checks a submission given as JSON text; text that is not a JSON object raises
    /// `BitsError` (code `json`), as it is no submission at all.
    fn validate_json(&self, text: JsonText) -> PyResult<PyVerdict> {
        let s = submission_from_json(&text.text(Class::Bits)?)?;
        Ok(verdict(bits::validate_submission(&self.inner, &s)))
    }
    /// The puzzle as SVG (givens and hints; `solution=True` fills every cell).
    #[pyo3(signature = (solution = false))]
    fn svg(&self, solution: bool) -> String {
        if solution {
            binairo::svg::solution_svg(&self.inner)
        } else {
            binairo::svg::descriptor_svg(&self.inner)
        }
    }
    /// The puzzle drawn as text (`solution=True` fills every cell).
    #[pyo3(signature = (solution = false))]
    fn render_text(&self, solution: bool) -> String {
        if solution {
            binairo::render::solution_text(&self.inner)
        } else {
            binairo::render::puzzle_text(self.inner.puzzle())
        }
    }
    /// The full descriptor JSON, byte for byte what the server caches (and every binding writes).
    fn to_json(&self) -> String {
        self.inner.to_json()
    }
    /// `to_json()` as a dict.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        convert::loads(py, &self.inner.to_json())
    }
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> Py<PyAny> {
        let same = other.cast::<PyDescriptor>().ok();
        convert::equal(other.py(), same.map(|o| o.get().inner == self.inner))
    }
    /// Hashes what `__eq__` compares (its JSON): immutable, so usable as a set member or key.
    fn __hash__(&self) -> u64 {
        convert::hash_of(&self.inner.to_json())
    }
    /// Pickles as its JSON, read back by the checked load: a worker process can send a
    /// descriptor back.
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<convert::ByJson<'py>> {
        convert::by_json(slf, slf.get().inner.to_json())
    }
    fn __repr__(&self) -> String {
        format!(
            "Descriptor(puzzle_id={:?}, size={}, rank={}, clues={}, hints={})",
            self.inner.puzzle_id(),
            self.inner.size(),
            self.inner.metadata().difficulty_rank,
            self.inner.clues().len(),
            self.inner.adjacencies().len()
        )
    }
}

/// The public view of a descriptor: everything but the solution.
#[pyclass(frozen, module = "bits._bits", name = "PublicView")]
pub struct PyPublicView {
    pub inner: PublicView,
}

#[pymethods]
impl PyPublicView {
    /// Loads and checks a public view from JSON text (uniqueness included).
    #[staticmethod]
    fn from_json(py: Python<'_>, text: JsonText) -> PyResult<Self> {
        load_public(py, text.text(Class::Descriptor)?).map(|inner| PyPublicView { inner })
    }
    #[staticmethod]
    fn from_dict(py: Python<'_>, d: &Bound<'_, PyAny>) -> PyResult<Self> {
        let text = convert::dumps(d, Class::Descriptor, "a descriptor is a dict")?;
        Self::from_json(py, JsonText::made(text))
    }
    /// `YYYY-MM-DD` for a daily, `practice-<seed>` for practice.
    #[getter]
    fn puzzle_id(&self) -> &str {
        self.inner.puzzle_id()
    }
    /// `hash_string(puzzle_id)`: every other seed and choice follows from it.
    #[getter]
    fn seed(&self) -> u32 {
        self.inner.seeds().seed
    }
    /// `seed ^ 0xA3F1C6B7`: the seed of the solution grid's pick.
    #[getter]
    fn row_order_seed(&self) -> u32 {
        self.inner.seeds().row_order_seed
    }
    /// `hash_string(f"{seed}:clues")`: the seed of the givens and hints.
    #[getter]
    fn clue_seed(&self) -> u32 {
        self.inner.seeds().clue_seed
    }
    /// Side of the square grid (6 for the site's dailies).
    #[getter]
    fn size(&self) -> usize {
        self.inner.size()
    }
    /// The givens, row-major.
    #[getter]
    fn clues(&self) -> Vec<PyClue> {
        clues(self.inner.clues())
    }
    /// The `=`/`×` hints between neighbouring cells.
    #[getter]
    fn adjacencies(&self) -> Vec<PyHint> {
        hints(self.inner.adjacencies())
    }
    /// 1–3: the deduction level the puzzle needs (dailies: Mon–Tue 1, Wed–Thu 2, Fri–Sun 3).
    #[getter]
    fn difficulty_rank(&self) -> u8 {
        self.inner.difficulty_rank()
    }
    /// The puzzle as SVG (givens and hints), as players see it.
    fn svg(&self) -> String {
        binairo::svg::public_svg(&self.inner)
    }
    /// The generator version that made it; a load refuses a newer one.
    #[getter]
    fn generator_version(&self) -> u32 {
        self.inner.generator_version()
    }
    /// The deduction techniques the puzzle's solve uses (`pair`, `counting`, …).
    #[getter]
    fn techniques(&self) -> Vec<&'static str> {
        technique_names(self.inner.techniques())
    }
    /// The public view's JSON, what a player's browser gets.
    fn to_json(&self) -> String {
        self.inner.to_json()
    }
    /// `to_json()` as a dict.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        convert::loads(py, &self.inner.to_json())
    }
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> Py<PyAny> {
        let same = other.cast::<PyPublicView>().ok();
        convert::equal(other.py(), same.map(|o| o.get().inner == self.inner))
    }
    /// Hashes what `__eq__` compares (its JSON): immutable, so usable as a set member or key.
    fn __hash__(&self) -> u64 {
        convert::hash_of(&self.inner.to_json())
    }
    /// Pickles as its JSON, read back by the checked load.
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<convert::ByJson<'py>> {
        convert::by_json(slf, slf.get().inner.to_json())
    }
    fn __repr__(&self) -> String {
        format!(
            "PublicView(puzzle_id={:?}, size={}, rank={})",
            self.inner.puzzle_id(),
            self.inner.size(),
            self.inner.difficulty_rank()
        )
    }
}

/// The descriptor of a puzzle id (`YYYY-MM-DD` or `practice-<seed>`). Without options the
/// site's defaults apply; `clues`/`hints` are inclusive `(min, max)` ranges (hints
/// default to 8-12, 3-5 at size 4).
#[pyfunction]
#[pyo3(signature = (puzzle_id, *, size = None, rank = None, clues = None, hints = None))]
fn generate_descriptor(
    py: Python<'_>,
    puzzle_id: DayText,
    size: Option<&Bound<'_, PyAny>>,
    rank: Option<&Bound<'_, PyAny>>,
    clues: Option<&Bound<'_, PyAny>>,
    hints: Option<&Bound<'_, PyAny>>,
) -> PyResult<PyDescriptor> {
    let o = binairo::read_options(
        Some(&puzzle_id.0),
        &mut Asked {
            size,
            rank,
            clues,
            hints,
        },
    )?;
    generate(py, puzzle_id.0, o).map(|inner| PyDescriptor { inner })
}

/// The keyword options of `generate_descriptor`, read for the core.
struct Asked<'a, 'py> {
    size: Option<&'a Bound<'py, PyAny>>,
    rank: Option<&'a Bound<'py, PyAny>>,
    clues: Option<&'a Bound<'py, PyAny>>,
    hints: Option<&'a Bound<'py, PyAny>>,
}

impl OptionReader for Asked<'_, '_> {
    type Error = PyErr;

    fn refused(&self, e: GenerateError) -> PyErr {
        generate_err(&e)
    }

    fn size(&mut self) -> PyResult<Option<usize>> {
        let said = |n| SizeRefused(n).to_string();
        let size = self
            .size
            .map(|v| carried(v, u32::MAX.into(), "size", "Size", said));
        Ok(size.transpose()?.map(|s| s as usize))
    }

    fn rank(&mut self) -> PyResult<Option<u8>> {
        let said = |n| RankRefused(n).to_string();
        let rank = self.rank.map(|v| carried(v, 255, "rank", "Rank", said));
        Ok(rank.transpose()?.map(|r| r as u8))
    }

    fn clues(&mut self) -> PyResult<Option<(usize, usize)>> {
        self.clues.map(|v| range(v, "clues")).transpose()
    }

    fn hints(&mut self) -> PyResult<Option<(usize, usize)>> {
        self.hints.map(|v| range(v, "hints")).transpose()
    }
}

/// A side or rank as a whole number, refused past its carrier (`hi`) in the core's words
/// and with its code, as one inside it is: `rank=256` reads as `rank=4` does.
fn carried(
    v: &Bound<'_, PyAny>,
    hi: i128,
    code: &'static str,
    kind: &'static str,
    said: fn(String) -> String,
) -> PyResult<i128> {
    match convert::int(v, code)? {
        x if (0..=hi).contains(&x) => Ok(x),
        _ => Err(crate::errors::with_code(
            Class::Generate,
            said(convert::shown(v)),
            code,
            kind,
            None,
        )),
    }
}

/// A `(min, max)` range of whole numbers the core then judges; here only what no range
/// could hold: a bool, a negative or a number beyond C's `uint32_t` (JavaScript takes
/// the same bounds).
fn range(v: &Bound<'_, PyAny>, what: &str) -> PyResult<(usize, usize)> {
    let (lo, hi) = pair(v, what)?;
    let n = |v: &Bound<'_, PyAny>, end| {
        let name = format!("{what} {end}");
        convert::whole(v, &name, Class::Generate, 0, i128::from(u32::MAX)).map(|x| x as usize)
    };
    Ok((n(&lo, "minimum")?, n(&hi, "maximum")?))
}

/// The two items of a `(min, max)` sequence (a tuple, a list, a `range`, …); anything else
/// is a `TypeError` that says so (pyo3's own tuple conversion raised a `ValueError` about
/// lengths).
fn pair<'py>(
    v: &Bound<'py, PyAny>,
    what: &str,
) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyAny>)> {
    // The length first: a `range(10**9)` is refused without being read. A length that
    // cannot be taken (past `sys.maxsize`) is no pair either; a `KeyboardInterrupt` and
    // the like are passed on.
    let two = match v.cast::<pyo3::types::PySequence>() {
        Ok(seq) => match seq.len() {
            Ok(n) => n == 2,
            Err(e) if e.is_instance_of::<pyo3::exceptions::PyException>(v.py()) => false,
            Err(e) => return Err(e),
        },
        Err(_) => false,
    };
    let items = if two {
        convert::as_seq(v, convert::JSON_ITEMS)?.unwrap_or_default()
    } else {
        Vec::new()
    };
    match <[_; 2]>::try_from(items) {
        Ok([lo, hi]) => Ok((lo, hi)),
        Err(_) => Err(pyo3::exceptions::PyTypeError::new_err(format!(
            "{what} is a (min, max) pair of ints"
        ))),
    }
}

/// Checks a submission dict against a descriptor (same as `Descriptor.validate`).
#[pyfunction]
fn validate_submission(
    descriptor: &PyDescriptor,
    submission: &Bound<'_, PyAny>,
) -> PyResult<PyVerdict> {
    Ok(verdict(bits::validate_submission(
        &descriptor.inner,
        &convert::submission(submission)?,
    )))
}

fn violation_dict<'py>(py: Python<'py>, v: &Violation) -> PyResult<Bound<'py, PyAny>> {
    let d = pyo3::types::PyDict::new(py);
    d.set_item("code", v.code())?;
    d.set_item("message", v.to_string())?;
    let cell = v.cell();
    d.set_item("r", cell.map(|x| x.0))?;
    d.set_item("c", cell.map(|x| x.1))?;
    Ok(d.into_any())
}

/// Whether a complete grid obeys R1–R3 (rows as `"0110…"` strings or lists of 0/1).
#[pyfunction]
fn grid_follows_rules(rows: &Bound<'_, PyAny>) -> PyResult<bool> {
    Ok(bits::grid_follows_rules(&convert::grid(rows)?))
}

/// The first rule a complete grid breaks, as `{code, message, r, c}`, or `None`.
#[pyfunction]
#[pyo3(signature = (rows, distinct = true))]
fn check_grid<'py>(
    py: Python<'py>,
    rows: &Bound<'py, PyAny>,
    distinct: bool,
) -> PyResult<Option<Bound<'py, PyAny>>> {
    let g = convert::grid(rows)?;
    match binairo::check_grid(&g, distinct) {
        Ok(()) => Ok(None),
        Err(v) => violation_dict(py, &v).map(Some),
    }
}

/// What a puzzle argument may be, for the `TypeError` of anything else.
pub(crate) const PUZZLE_TYPES: &str =
    "a puzzle is a dict, JSON text, a puzzle id, a date, a Descriptor or a PublicView";

fn puzzle_of(obj: &Bound<'_, PyAny>) -> PyResult<Puzzle> {
    // Text (`str` or UTF-8 bytes) that is not a JSON object is a puzzle id, as
    // `GridState` takes it.
    let text = if let Some(s) = convert::json_text(obj, Class::Descriptor)? {
        if bits::daily::is_puzzle_id_text(&s) {
            return generate(obj.py(), s, Options::default()).map(Descriptor::into_puzzle);
        }
        s
    } else if let Ok(d) = obj.cast::<PyDescriptor>() {
        return Ok(d.get().inner.puzzle().clone());
    } else if let Ok(p) = obj.cast::<PyPublicView>() {
        return Ok(p.get().inner.puzzle().clone());
    } else if let Some(id) = convert::date_text(obj)? {
        return generate(obj.py(), id, Options::default()).map(Descriptor::into_puzzle);
    } else {
        convert::dumps(obj, Class::Descriptor, PUZZLE_TYPES)?
    };
    Puzzle::from_json(&text).map_err(|e| descriptor_err(&e))
}

/// Counts solutions of a puzzle (`{width, height, clues, adjacencies, distinct?}` as a dict
/// or JSON text, or a Descriptor/PublicView) up to `limit`: `(count, first solution rows)`.
/// Raises `BitsError` (code `search-budget`) when `max_nodes` search nodes (1,000,000 by
/// default, about ten seconds on a hard 16×16 puzzle) do not settle the count.
#[pyfunction]
#[pyo3(signature = (puzzle, limit = None, max_nodes = None))]
fn count_solutions(
    py: Python<'_>,
    puzzle: &Bound<'_, PyAny>,
    limit: Option<&Bound<'_, PyAny>>,
    max_nodes: Option<&Bound<'_, PyAny>>,
) -> PyResult<(usize, Option<Vec<String>>)> {
    // At least 1: a limit of 0 would answer "no solutions" for any puzzle.
    let limit = match limit {
        None => 2,
        Some(v) => convert::whole(v, "limit", Class::Bits, 1, i128::from(u32::MAX))? as usize,
    };
    let budget = search_budget(max_nodes)?;
    let p = puzzle_of(puzzle)?;
    let s = py
        .detach(move || binairo::count_solutions_within(&p, limit, budget))
        .map_err(|e| raise(Class::Bits, &e, None))?;
    Ok((s.count, s.first.map(|g| g.row_strings())))
}

/// A search budget in nodes: 1 to 2^64 − 1, `SEARCH_NODES` when not given.
fn search_budget(max_nodes: Option<&Bound<'_, PyAny>>) -> PyResult<u64> {
    match max_nodes {
        None => Ok(binairo::SEARCH_NODES),
        Some(v) => Ok(convert::whole(v, "max_nodes", Class::Bits, 1, i128::from(u64::MAX))? as u64),
    }
}

/// `{solutions, solution, rank}` for a puzzle (as `count_solutions` takes it): solutions
/// counted to 2, the rows of the only one, and its deduction rank. The deduction solver
/// goes first and settles most puzzles without a search; one it cannot finish is searched
/// for at most `max_nodes` nodes (`None`: 1,000,000), past which it raises `BitsError` with
/// code `search-budget`. The same answer as the npm package's `solvePuzzle`, C's
/// `bits_solve_puzzle` and `bits solve`.
#[pyfunction]
#[pyo3(signature = (puzzle, max_nodes = None))]
fn solve_puzzle<'py>(
    py: Python<'py>,
    puzzle: &Bound<'py, PyAny>,
    max_nodes: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyDict>> {
    let budget = search_budget(max_nodes)?;
    let p = puzzle_of(puzzle)?;
    let r = py
        .detach(move || binairo::solve_puzzle(&p, budget))
        .map_err(|e| raise(Class::Bits, &e, None))?;
    let d = PyDict::new(py);
    d.set_item("solutions", r.solutions)?;
    d.set_item("solution", r.solution.map(|g| g.row_strings()))?;
    d.set_item("rank", r.rank)?;
    Ok(d)
}

/// The deduction rank 1–3 of a puzzle, or `None` when deduction alone cannot finish it.
#[pyfunction]
fn deduction_rank(py: Python<'_>, puzzle: &Bound<'_, PyAny>) -> PyResult<Option<u8>> {
    let p = puzzle_of(puzzle)?;
    Ok(py.detach(move || binairo::Deducer::new(&p).rank(&p)))
}

/// The human-style solve of a puzzle (a dict, JSON text, Descriptor or PublicView): one
/// named technique per step, each with its sentence, using techniques up to `max_level`,
/// until the grid is full or the techniques are stuck. Each step is a dict in the JSON
/// shape of the WebAssembly package's `deduce` (`r`, `c`, `value`, `technique`, `level`,
/// `line`, `evidence`, `completions`, `copyOf`, `broken`, `explanation`).
#[pyfunction]
#[pyo3(signature = (puzzle, max_level = None))]
fn deduce<'py>(
    py: Python<'py>,
    puzzle: &Bound<'py, PyAny>,
    max_level: Option<&Bound<'py, PyAny>>,
) -> PyResult<Vec<Bound<'py, PyDict>>> {
    let max_level = match max_level {
        None => binairo::Technique::MAX_LEVEL,
        Some(v) => {
            let top = i128::from(binairo::Technique::MAX_LEVEL);
            convert::whole(v, "max_level", Class::Bits, 1, top)? as u8
        }
    };
    let p = puzzle_of(puzzle)?;
    // The core's JSON, read as `json.loads` would: the bytes every binding hands out.
    let text = py.detach(move || {
        let (steps, _) = binairo::Deducer::new(&p).trace(&p, max_level);
        binairo::deductions_json(&steps, p.size())
    });
    convert::loads(py, &text)?.extract()
}

/// A Binary Grid puzzle (`PuzzleInfo`) with the solution the server keeps.
#[pyclass(frozen, module = "bits._bits", name = "PuzzleInfo")]
pub struct PyPuzzleInfo {
    inner: PuzzleInfo,
}

#[pymethods]
impl PyPuzzleInfo {
    /// The day, `YYYY-MM-DD`.
    #[getter]
    fn date_key(&self) -> &str {
        self.inner.date_key()
    }
    /// `easy`, `medium` or `hard`.
    #[getter]
    fn difficulty(&self) -> &'static str {
        self.inner.difficulty().as_str()
    }
    /// Side of the square grid.
    #[getter]
    fn size(&self) -> usize {
        self.inner.size()
    }
    /// Rows of cells: 0 or 1 where given, `None` where the player fills in.
    #[getter]
    fn givens(&self) -> Vec<Vec<Option<u8>>> {
        self.inner.givens()
    }
    /// Solution rows as strings of `0`/`1`.
    #[getter]
    fn solution(&self) -> Vec<String> {
        self.inner.solution().row_strings()
    }
    /// Judges a submission `{grid, timeMs}` as the seed's server accepts it: R1, R2 and
    /// the givens (no R3, no hints).
    fn validate(&self, submission: &Bound<'_, PyAny>) -> PyResult<PyVerdict> {
        Ok(verdict(
            self.inner.validate(&convert::submission(submission)?),
        ))
    }
    /// `validate` for the submission as JSON text.
    fn validate_json(&self, text: JsonText) -> PyResult<PyVerdict> {
        Ok(verdict(self.inner.validate(&submission_from_json(
            &text.text(Class::Bits)?,
        )?)))
    }
    /// `PuzzleInfo` JSON (no solution).
    fn to_json(&self) -> String {
        self.inner.to_json()
    }
    /// `to_json()` as a dict.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        convert::loads(py, &self.inner.to_json())
    }
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> Py<PyAny> {
        let same = other.cast::<PyPuzzleInfo>().ok();
        convert::equal(other.py(), same.map(|o| o.get().inner == self.inner))
    }
    fn __hash__(&self) -> u64 {
        convert::hash_of(&self.inner.to_json())
    }
    /// Pickles as its date key and difficulty: the puzzle is generated again from them.
    fn __reduce__<'py>(
        slf: &Bound<'py, Self>,
    ) -> PyResult<(Bound<'py, PyAny>, (String, &'static str))> {
        let i = &slf.get().inner;
        Ok((
            convert::module_fn(slf.py(), "binary_grid_puzzle")?,
            (i.date_key().to_string(), i.difficulty().as_str()),
        ))
    }
    fn __repr__(&self) -> String {
        format!(
            "PuzzleInfo(date_key={:?}, difficulty={:?})",
            self.inner.date_key(),
            self.inner.difficulty().as_str()
        )
    }
}

/// The Binary Grid puzzle of a UTC date key and difficulty (`easy`, `medium`, `hard`).
#[pyfunction]
fn binary_grid_puzzle(date_key: DayText, difficulty: Text) -> PyResult<PyPuzzleInfo> {
    let d = binairo::Difficulty::parse(&difficulty).map_err(|e| raise(Class::Profile, &e, None))?;
    binairo::binary_grid_puzzle(&date_key, d)
        .map(|inner| PyPuzzleInfo { inner })
        .map_err(|e| raise(Class::Profile, &e, None))
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyClue>()?;
    m.add_class::<PyHint>()?;
    m.add_class::<PyVerdict>()?;
    m.add_class::<PyDescriptor>()?;
    m.add_class::<PyPublicView>()?;
    m.add_class::<PyPuzzleInfo>()?;
    m.add_function(wrap_pyfunction!(generate_descriptor, m)?)?;
    m.add_function(wrap_pyfunction!(validate_submission, m)?)?;
    m.add_function(wrap_pyfunction!(grid_follows_rules, m)?)?;
    m.add_function(wrap_pyfunction!(check_grid, m)?)?;
    m.add_function(wrap_pyfunction!(count_solutions, m)?)?;
    m.add_function(wrap_pyfunction!(solve_puzzle, m)?)?;
    m.add_function(wrap_pyfunction!(deduction_rank, m)?)?;
    m.add_function(wrap_pyfunction!(deduce, m)?)?;
    m.add_function(wrap_pyfunction!(binary_grid_puzzle, m)?)?;
    Ok(())
}
