//! Wordle: words, feedback, and lookup trees (PLUT files passed as bytes) walked by the core.

use crate::convert;
use crate::convert::Text;
use crate::errors::{Class, raise, with_attr, with_code};
use bits::wordle::{
    self, ALL_GREEN, PlutBuf, PlutError, SolveError, Stats, Step, WordError, decode, encode,
};
use pyo3::prelude::*;
use pyo3::types::{PyByteArray, PyBytes, PyDict, PyMemoryView, PyString};
use std::collections::BTreeMap;

pub fn word_err(e: &WordError) -> PyErr {
    let err = raise(Class::Word, e, None);
    match e {
        WordError::NotALetter { at } | WordError::BadPattern { at } => with_attr(err, "at", *at),
        _ => err,
    }
}

fn plut_err(e: &PlutError) -> PyErr {
    let err = raise(Class::Plut, e, None);
    let at = match e {
        PlutError::Truncated { at, .. }
        | PlutError::EmptyNode { at }
        | PlutError::Feedback { at }
        | PlutError::Reserved { at }
        | PlutError::Guess { at }
        | PlutError::ChildOffset { at, .. }
        | PlutError::SharedNode { at, .. }
        | PlutError::TooDeep { at, .. }
        | PlutError::Stray { at } => Some(*at),
        _ => None,
    };
    with_attr(err, "at", at)
}

fn solve_err(e: &SolveError) -> PyErr {
    match e {
        SolveError::Word(w) => word_err(w),
        _ => raise(Class::WordleSolve, e, None),
    }
}

/// The five letters of a code the core produced (always a word).
fn spell(code: u32) -> String {
    decode(code).map_or_else(
        |_| "?????".into(),
        |w| w.iter().map(|&b| char::from(b)).collect(),
    )
}

fn pattern_str(code: u8) -> String {
    wordle::pattern(code).map_or_else(String::new, |p| p.iter().map(|&b| char::from(b)).collect())
}

/// A Python int in `0..=hi`, or `None` (bools and non-ints are a `TypeError`).
fn int_in(v: &Bound<'_, PyAny>, what: &str, hi: u32) -> PyResult<Option<u32>> {
    let i = convert::int(v, what)?;
    Ok(u32::try_from(i).ok().filter(|&x| x <= hi))
}

/// A feedback code outside 0–242: `bad-pattern` as for a pattern text, but with no
/// position (`at` is `None`), since no text was given.
fn bad_code(v: &Bound<'_, PyAny>) -> PyErr {
    let e = with_code(
        Class::Word,
        format!("feedback code {} is not from 0 to 242", convert::shown(v)),
        "bad-pattern",
        "BadPattern",
        None,
    );
    with_attr(e, "at", None::<usize>)
}

/// A feedback given as a code 0–242 or a pattern of `b`/`y`/`g`.
fn feedback_code(v: &Bound<'_, PyAny>) -> PyResult<u8> {
    if let Ok(s) = v.cast::<PyString>() {
        return wordle::parse_pattern(&convert::text_of(s)?).map_err(|e| word_err(&e));
    }
    match int_in(v, "a feedback code", u32::from(ALL_GREEN))? {
        Some(c) => Ok(c as u8),
        None => Err(bad_code(v)),
    }
}

/// Feedback of a guess: its base-3 code and its `b`/`y`/`g` pattern.
#[pyclass(frozen, eq, hash, module = "bits._bits", name = "WordleFeedback")]
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct PyFeedback {
    /// 0–242, first letter most significant, gray 0 / yellow 1 / green 2.
    #[pyo3(get)]
    code: u8,
    /// Five of `b` (gray), `y` (yellow), `g` (green).
    #[pyo3(get)]
    pattern: String,
}

impl PyFeedback {
    fn of(code: u8) -> Self {
        PyFeedback {
            code,
            pattern: pattern_str(code),
        }
    }
}

#[pymethods]
impl PyFeedback {
    /// A feedback from its code 0–242 or its pattern (`"byygb"`, read as `parse_pattern`
    /// reads it).
    #[new]
    fn new(feedback: &Bound<'_, PyAny>) -> PyResult<Self> {
        feedback_code(feedback).map(PyFeedback::of)
    }
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> (Bound<'py, PyAny>, (u8,)) {
        (slf.get_type().into_any(), (slf.get().code,))
    }
    /// `{code, pattern}`.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let d = PyDict::new(py);
        d.set_item("code", self.code)?;
        d.set_item("pattern", &self.pattern)?;
        Ok(d)
    }
    /// Whether the guess was the answer.
    #[getter]
    fn solved(&self) -> bool {
        self.code == ALL_GREEN
    }
    fn __repr__(&self) -> String {
        format!("Feedback({:?})", self.pattern)
    }
}

/// One guess of a game and the feedback it received.
#[pyclass(frozen, eq, hash, module = "bits._bits", name = "WordleStep")]
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct PyStep {
    /// The guessed word, lower case.
    #[pyo3(get)]
    guess: String,
    /// The feedback code (242 on the winning guess).
    #[pyo3(get)]
    feedback: u8,
    /// The feedback as five letters: `g` green, `y` yellow, `b` grey.
    #[pyo3(get)]
    pattern: String,
}

impl From<&Step> for PyStep {
    fn from(s: &Step) -> Self {
        PyStep {
            guess: spell(s.guess),
            feedback: s.feedback,
            pattern: pattern_str(s.feedback),
        }
    }
}

#[pymethods]
impl PyStep {
    #[new]
    fn new(guess: Text, feedback: &Bound<'_, PyAny>) -> PyResult<Self> {
        let g = encode(&guess).map_err(|e| word_err(&e))?;
        let fb = feedback_code(feedback)?;
        Ok((&Step {
            guess: g,
            feedback: fb,
        })
            .into())
    }
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> (Bound<'py, PyAny>, (String, u8)) {
        let s = slf.get();
        (slf.get_type().into_any(), (s.guess.clone(), s.feedback))
    }
    /// `{guess, feedback (pattern), code}`, as the CLI's `--dump-json` path.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let d = PyDict::new(py);
        d.set_item("guess", &self.guess)?;
        d.set_item("feedback", &self.pattern)?;
        d.set_item("code", self.feedback)?;
        Ok(d)
    }
    fn __repr__(&self) -> String {
        format!("Step({:?}, {:?})", self.guess, self.pattern)
    }
}

/// A pickle of `WordleStats`: words, total, max, the histogram and the failures.
type StatsFields = (usize, u64, usize, Vec<usize>, Vec<u32>);

/// Guess counts of a tree over a list of answers.
#[pyclass(frozen, module = "bits._bits", name = "WordleStats")]
pub struct PyStats {
    inner: Stats,
}

#[pymethods]
impl PyStats {
    /// Answers walked.
    #[getter]
    fn words(&self) -> usize {
        self.inner.words
    }
    /// Guesses over the solved answers.
    #[getter]
    fn total(&self) -> u64 {
        self.inner.total
    }
    /// Most guesses any solved answer needed.
    #[getter]
    fn max(&self) -> usize {
        self.inner.max
    }
    /// Average guesses over solved answers, in thousandths (exact, prints the same everywhere).
    #[getter]
    fn average_milli(&self) -> u64 {
        self.inner.average_milli()
    }
    /// `{guesses: answers}` for every guess count that occurs.
    #[getter]
    fn distribution(&self) -> BTreeMap<usize, usize> {
        self.histogram()
    }
    /// Answers the tree does not solve.
    #[getter]
    fn failures(&self) -> Vec<String> {
        self.inner.failures.iter().map(|&c| spell(c)).collect()
    }
    /// Answers needing more than `cap` guesses (or failing).
    fn over(&self, cap: &Bound<'_, PyAny>) -> PyResult<usize> {
        let cap = convert::whole(cap, "cap", Class::Bits, 0, i128::MAX)?;
        Ok(self.inner.over(usize::try_from(cap).unwrap_or(usize::MAX)))
    }
    /// The shape of the golden vectors' tree statistics: `{words, total, max,
    /// distribution: {"3": n, …}, failures}`.
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dist = PyDict::new(py);
        for (k, n) in self.histogram() {
            dist.set_item(k.to_string(), n)?;
        }
        let d = PyDict::new(py);
        d.set_item("words", self.inner.words)?;
        d.set_item("total", self.inner.total)?;
        d.set_item("max", self.inner.max)?;
        d.set_item("distribution", dist)?;
        d.set_item("failures", self.failures())?;
        Ok(d)
    }
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> Py<PyAny> {
        let same = other.cast::<PyStats>().ok();
        convert::equal(other.py(), same.map(|o| o.get().inner == self.inner))
    }
    fn __hash__(&self) -> u64 {
        let s = &self.inner;
        convert::hash_of(&(s.words, s.total, s.max, &s.histogram, &s.failures))
    }
    /// Pickles as its counts (a worker process can send its statistics back).
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<convert::ByFields<'py, StatsFields>> {
        let s = &slf.get().inner;
        let fields = (
            s.words,
            s.total,
            s.max,
            s.histogram.to_vec(),
            s.failures.clone(),
        );
        convert::by_fields(slf, fields)
    }
    /// The inverse of `__reduce__`.
    #[staticmethod]
    fn _unpickle(fields: StatsFields) -> PyResult<Self> {
        let (words, total, max, histogram, failures) = fields;
        let histogram = histogram.try_into().map_err(|h: Vec<usize>| {
            convert::bad_value(format!(
                "a histogram of {} counts is not one of WordleStats",
                h.len()
            ))
        })?;
        let inner = Stats {
            words,
            total,
            max,
            histogram,
            failures,
        };
        if !inner.holds_together() {
            return Err(convert::bad_value(
                "these counts are not one of WordleStats: the histogram, total, max and \
                 failures disagree"
                    .into(),
            ));
        }
        Ok(PyStats { inner })
    }
    fn __repr__(&self) -> String {
        let m = self.inner.average_milli();
        format!(
            "Stats(words={}, average={}.{:03}, max={}, failures={})",
            self.inner.words,
            m / 1000,
            m % 1000,
            self.inner.max,
            self.inner.failures.len()
        )
    }
}

impl PyStats {
    fn histogram(&self) -> BTreeMap<usize, usize> {
        self.inner
            .histogram
            .iter()
            .enumerate()
            .filter(|&(_, &n)| n > 0)
            .map(|(k, &n)| (k, n))
            .collect()
    }
}

/// The bytes of a bytes-like object (`bytes`, `bytearray`, `memoryview`).
fn bytes_of(data: &Bound<'_, PyAny>) -> PyResult<Vec<u8>> {
    if let Ok(b) = data.cast::<PyBytes>() {
        return Ok(b.as_bytes().to_vec());
    }
    if let Ok(b) = data.cast::<PyByteArray>() {
        return Ok(b.to_vec());
    }
    if data.is_instance_of::<PyMemoryView>() {
        let b = data.call_method0("tobytes")?;
        return Ok(b.cast::<PyBytes>()?.as_bytes().to_vec());
    }
    Err(pyo3::exceptions::PyTypeError::new_err(
        "a lookup tree is bytes, bytearray or memoryview (the contents of a PLUT file)",
    ))
}

/// A history step: a `Step`, or a `(guess, feedback)` pair with feedback as code or pattern.
fn step_of(item: &Bound<'_, PyAny>) -> PyResult<Step> {
    if let Ok(s) = item.cast::<PyStep>() {
        let s = s.get();
        return Ok(Step {
            guess: encode(&s.guess).map_err(|e| word_err(&e))?,
            feedback: s.feedback,
        });
    }
    // A `(guess, feedback)` tuple, or the two-item list JSON gives back for one.
    let pair =
        convert::as_seq(item, convert::JSON_ITEMS)?.and_then(|two| <[_; 2]>::try_from(two).ok());
    let [guess, feedback] = pair.ok_or_else(|| {
        pyo3::exceptions::PyTypeError::new_err(
            "a history step is a WordleStep or a (guess, feedback) pair",
        )
    })?;
    let guess: Text = guess.extract()?;
    Ok(Step {
        guess: encode(&guess).map_err(|e| word_err(&e))?,
        feedback: feedback_code(&feedback)?,
    })
}

/// A lookup tree (the contents of a `lookup_<start>.bin` PLUT file), checked once when
/// taken: a truncated, cyclic or out-of-range file raises `PlutError` here, and every walk
/// afterwards is safe.
#[pyclass(frozen, module = "bits._bits", name = "WordleTree")]
pub struct PyTree {
    inner: PlutBuf,
}

#[pymethods]
impl PyTree {
    #[new]
    fn new(py: Python<'_>, data: &Bound<'_, PyAny>) -> PyResult<Self> {
        let bytes = bytes_of(data)?;
        py.detach(move || PlutBuf::parse(bytes))
            .map(|inner| PyTree { inner })
            .map_err(|e| plut_err(&e))
    }
    /// The first guess.
    #[getter]
    fn start(&self) -> String {
        spell(self.inner.plut().start())
    }
    /// The guess cap recorded in the file (6 for Wordle).
    #[getter]
    fn depth(&self) -> u32 {
        self.inner.plut().depth()
    }
    /// Nodes in the tree, the root included.
    #[getter]
    fn node_count(&self) -> usize {
        self.inner.plut().node_count()
    }
    /// The file's bytes, unchanged.
    fn to_bytes<'py>(&self, py: Python<'py>) -> Bound<'py, PyBytes> {
        PyBytes::new(py, self.inner.plut().bytes())
    }
    fn __len__(&self) -> usize {
        self.inner.plut().bytes().len()
    }
    /// Plays the tree against `answer` (a word of the list): every guess with its feedback,
    /// the last one all green.
    fn solve(&self, answer: Text) -> PyResult<Vec<PyStep>> {
        let path = wordle::solve_word(&self.inner.plut(), &answer).map_err(|e| solve_err(&e))?;
        Ok(path.steps().iter().map(Into::into).collect())
    }
    /// The tree's next guess after `history` (the guesses it played, each with the feedback
    /// received; none gives the start word); `None` once the last feedback is all green.
    #[pyo3(signature = (history = None))]
    fn next_guess(&self, history: Option<&Bound<'_, PyAny>>) -> PyResult<Option<String>> {
        let mut items = Vec::new();
        if let Some(h) = history {
            // At most 17 items are taken, so an endless or huge iterable is refused without
            // being read to its end; and the length is judged before any step is read, as
            // JavaScript and C judge it.
            for item in h.try_iter()?.take(wordle::MAX_STEPS + 1) {
                items.push(item?);
            }
        }
        wordle::check_history_len(items.len()).map_err(|e| solve_err(&e))?;
        let steps = items.iter().map(step_of).collect::<PyResult<Vec<Step>>>()?;
        wordle::next_guess(&self.inner.plut(), &steps)
            .map(|g| g.map(spell))
            .map_err(|e| solve_err(&e))
    }
    /// Walks every answer of `words` (default: the whole list of 12,947) outside the GIL.
    /// Any five letters are taken: a word not in the list is one the tree never reaches,
    /// so it counts as a failure (check a list with `lookup` first to refuse typos).
    #[pyo3(signature = (words = None))]
    fn evaluate(&self, py: Python<'_>, words: Option<&Bound<'_, PyAny>>) -> PyResult<PyStats> {
        let codes = match words {
            None => wordle::WORDS.to_vec(),
            Some(ws) => convert::items(ws, "words", convert::JSON_ITEMS)?
                .iter()
                .enumerate()
                .map(|(i, w)| encode(&convert::text_item(w, "words", i)?).map_err(|e| word_err(&e)))
                .collect::<PyResult<Vec<u32>>>()?,
        };
        let buf = &self.inner;
        let inner = py.detach(move || wordle::evaluate(&buf.plut(), &codes));
        Ok(PyStats { inner })
    }
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> Py<PyAny> {
        let same = other.cast::<PyTree>().ok();
        let mine = self.inner.plut();
        convert::equal(
            other.py(),
            same.map(|o| o.get().inner.plut().bytes() == mine.bytes()),
        )
    }
    fn __hash__(&self) -> u64 {
        convert::hash_of(self.inner.plut().bytes())
    }
    /// Pickles as the file's bytes, checked again when read back.
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> (Bound<'py, PyAny>, (Bound<'py, PyBytes>,)) {
        let bytes = PyBytes::new(slf.py(), slf.get().inner.plut().bytes());
        (slf.get_type().into_any(), (bytes,))
    }
    fn __repr__(&self) -> String {
        let p = self.inner.plut();
        format!(
            "Tree(start={:?}, depth={}, bytes={})",
            spell(p.start()),
            p.depth(),
            p.bytes().len()
        )
    }
}

/// Official two-pass feedback of `guess` against `answer` (any five letters, either case).
#[pyfunction]
fn wordle_feedback(guess: Text, answer: Text) -> PyResult<PyFeedback> {
    wordle::feedback_words(&guess, &answer)
        .map(PyFeedback::of)
        .map_err(|e| word_err(&e))
}

/// The `b`/`y`/`g` pattern of a feedback code 0–242.
#[pyfunction]
fn wordle_pattern(code: &Bound<'_, PyAny>) -> PyResult<String> {
    match int_in(code, "a feedback code", u32::from(ALL_GREEN))? {
        Some(c) => Ok(pattern_str(c as u8)),
        None => Err(bad_code(code)),
    }
}

/// The code of a `b`/`y`/`g` pattern (either case; `x`, `-`, `.` are gray too) or of a
/// decimal code.
#[pyfunction]
fn wordle_parse_pattern(text: Text) -> PyResult<u8> {
    wordle::parse_pattern(&text).map_err(|e| word_err(&e))
}

/// The seed's encoding: 5 bits per letter, a = 1, first letter most significant.
#[pyfunction]
fn wordle_encode(word: Text) -> PyResult<u32> {
    encode(&word).map_err(|e| word_err(&e))
}

/// The lower-case word of an encoded word.
#[pyfunction]
fn wordle_decode(code: &Bound<'_, PyAny>) -> PyResult<String> {
    match int_in(code, "an encoded word", u32::MAX)? {
        Some(c) => decode(c).map(|_| spell(c)).map_err(|e| word_err(&e)),
        None => Err(with_code(
            Class::Word,
            format!("{code} is not an encoded five-letter word"),
            "bad-code",
            "BadCode",
            None,
        )),
    }
}

/// Position of a word in the list (`WordError` `not-in-list` when it is not there).
#[pyfunction]
fn wordle_lookup(word: Text) -> PyResult<usize> {
    wordle::lookup(&word).map_err(|e| word_err(&e))
}

/// Every word of the list, sorted (12,947).
#[pyfunction]
fn wordle_words() -> Vec<String> {
    wordle::WORDS.iter().map(|&c| spell(c)).collect()
}

/// The historical answers, in their order (2,309).
#[pyfunction]
fn wordle_historical() -> Vec<String> {
    wordle::HISTORICAL.iter().map(|&c| spell(c)).collect()
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyFeedback>()?;
    m.add_class::<PyStep>()?;
    m.add_class::<PyStats>()?;
    m.add_class::<PyTree>()?;
    m.add("WORDLE_ALL_GREEN", ALL_GREEN)?;
    m.add("WORDLE_WORD_COUNT", wordle::WORD_COUNT)?;
    m.add_function(wrap_pyfunction!(wordle_feedback, m)?)?;
    m.add_function(wrap_pyfunction!(wordle_pattern, m)?)?;
    m.add_function(wrap_pyfunction!(wordle_parse_pattern, m)?)?;
    m.add_function(wrap_pyfunction!(wordle_encode, m)?)?;
    m.add_function(wrap_pyfunction!(wordle_decode, m)?)?;
    m.add_function(wrap_pyfunction!(wordle_lookup, m)?)?;
    m.add_function(wrap_pyfunction!(wordle_words, m)?)?;
    m.add_function(wrap_pyfunction!(wordle_historical, m)?)?;
    Ok(())
}
