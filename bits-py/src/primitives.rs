//! The site's hashes and PRNG, calendar dates, puzzle ids and leaderboard field checks.

use crate::convert;
use crate::convert::{DayText, Text};
use crate::errors::{Class, raise};
use bits::daily::{self, Date, IdError};
use bits::validation::{self, FieldError};
use pyo3::prelude::*;
use pyo3::types::PyString;
use std::sync::{Mutex, PoisonError};

fn id_err(e: &IdError) -> PyErr {
    raise(Class::Id, e, None)
}

fn field_err(e: &FieldError) -> PyErr {
    raise(Class::Field, e, None)
}

/// The site's JavaScript `hashString` (Java-style 31-multiplier over UTF-16 units).
#[pyfunction]
fn hash_string(s: &Bound<'_, PyString>) -> PyResult<u32> {
    Ok(bits::rng::hash_code_units(crate::convert::code_units(s)?))
}

/// 32-bit FNV-1a over UTF-16 code units, as the Binary Grid seed uses it.
#[pyfunction]
fn fnv1a32(s: &Bound<'_, PyString>) -> PyResult<u32> {
    Ok(bits::rng::fnv1a32_code_units(crate::convert::code_units(
        s,
    )?))
}

/// The site's Mulberry32 generator, bit-exact.
///
/// Shared by threads like `GridState`: a lock held only while the state advances, taken
/// after the arguments are read (reading a list or an `__index__` may run Python, and
/// other threads with it), so no call finds the generator borrowed.
#[pyclass(frozen, module = "bits._bits", name = "Mulberry32")]
pub struct PyMulberry32 {
    inner: Mutex<bits::rng::Mulberry32>,
}

impl PyMulberry32 {
    /// Runs `f` on the generator under its lock; a poisoned lock still holds a state.
    fn with<T>(&self, f: impl FnOnce(&mut bits::rng::Mulberry32) -> T) -> T {
        f(&mut self.inner.lock().unwrap_or_else(PoisonError::into_inner))
    }
}

#[pymethods]
impl PyMulberry32 {
    /// A generator seeded with an int taken modulo 2^32, like the site's `>>> 0` (so a
    /// negative result of `^` seeds the same generator as in JavaScript).
    #[new]
    fn new(seed: &Bound<'_, PyAny>) -> PyResult<Self> {
        let Some(seed) = convert::index_of(seed)? else {
            return Err(pyo3::exceptions::PyTypeError::new_err("a seed is an int"));
        };
        // Python's own `&` (two's complement for negatives, any size): exact for every int.
        let seed: u32 = seed.bitand(0xFFFF_FFFFu32)?.extract()?;
        Ok(PyMulberry32 {
            inner: Mutex::new(bits::rng::Mulberry32::new(seed)),
        })
    }
    /// The next 32-bit output, as the site's JavaScript `mulberry32` gives it.
    fn next_u32(&self) -> u32 {
        self.with(|r| r.next_u32())
    }
    /// `Mulberry32(state)` goes on where this one is: the whole state is one `u32`.
    #[getter]
    fn state(&self) -> u32 {
        self.with(|r| r.state())
    }
    /// Equal when the generators are in the same state (and so give the same outputs from
    /// here on). A generator changes as it is drawn from, so it does not hash.
    fn __eq__(&self, other: &Bound<'_, PyAny>) -> Py<PyAny> {
        let same = other.cast::<PyMulberry32>().ok();
        convert::equal(other.py(), same.map(|o| o.get().state() == self.state()))
    }
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> (Bound<'py, PyAny>, (u32,)) {
        (slf.get_type().into_any(), (slf.get().state(),))
    }
    fn __repr__(&self) -> String {
        format!("Mulberry32({})", self.state())
    }
    /// `[0, 1)` exactly as the JavaScript returns it.
    fn next_f64(&self) -> f64 {
        self.with(|r| r.next_f64())
    }
    /// `floor(next_f64() * n)`; 0 when `n` is 0.
    fn below(&self, n: &Bound<'_, PyAny>) -> PyResult<u32> {
        let n = convert::whole(n, "n", Class::Bits, 0, i128::from(u32::MAX))? as u32;
        Ok(self.with(|r| r.below(n)))
    }
    /// The site's `shuffleArray` (Fisher–Yates from the end) on a copy of `items`, as a new
    /// list; the sequence given is left as it was.
    fn shuffle<'py>(&self, items: &Bound<'py, PyAny>) -> PyResult<Vec<Bound<'py, PyAny>>> {
        // Any list may be shuffled: only one that cannot be allocated is refused.
        let mut items = convert::items(items, "items", usize::MAX)?;
        // Swapping references runs no Python.
        self.with(|r| r.shuffle(&mut items));
        Ok(items)
    }
}

/// The Los Angeles calendar date (`YYYY-MM-DD`) of a Unix time in milliseconds.
/// The daylight-saving rules in force since 2007 are applied to every year, so the date is
/// the time-zone database's from 2007 on; a time before 2007 within hours of midnight near
/// a change of the older rules may land on the next or previous day.
#[pyfunction]
fn pt_date(unix_ms: &Bound<'_, PyAny>) -> PyResult<String> {
    // A date YYYY-MM-DD cannot write (a far timestamp's) is refused, not written wrong.
    let d = daily::pt_date(convert::millis(unix_ms)?).spellable();
    Ok(d.map_err(|e| id_err(&e))?.to_string())
}

/// The UTC calendar date (`YYYY-MM-DD`) of a Unix time in milliseconds.
#[pyfunction]
fn utc_date(unix_ms: &Bound<'_, PyAny>) -> PyResult<String> {
    let d = daily::utc_date(convert::millis(unix_ms)?).spellable();
    Ok(d.map_err(|e| id_err(&e))?.to_string())
}

/// Checks a date `YYYY-MM-DD` and returns `(year, month, day, weekday)` (Monday = 0).
#[pyfunction]
fn parse_date(s: DayText) -> PyResult<(i32, u8, u8, u8)> {
    let d = Date::parse(&s).map_err(|e| id_err(&e))?;
    Ok((d.year(), d.month(), d.day(), d.weekday().index()))
}

/// The date `days` after (or before) a date, as `YYYY-MM-DD`.
#[pyfunction]
fn add_days(s: DayText, days: &Bound<'_, PyAny>) -> PyResult<String> {
    let d = Date::parse(&s).map_err(|e| id_err(&e))?;
    let given = days;
    let days = convert::int(days, "days")?;
    let Ok(days) = i64::try_from(days) else {
        // Past i64 no day is in 0000-9999 either: the core's words, with the number given.
        return Err(crate::errors::with_code(
            Class::Id,
            format!(
                "{d} + {} days is outside the years 0000-9999",
                convert::shown(given)
            ),
            "year-range",
            "YearRange",
            None,
        ));
    };
    d.add_days(days)
        .map(|d| d.to_string())
        .map_err(|e| id_err(&e))
}

/// Days from `first` to `last` (negative when `last` is earlier).
#[pyfunction]
fn days_between(first: DayText, last: DayText) -> PyResult<i64> {
    let a = Date::parse(&first).map_err(|e| id_err(&e))?;
    let b = Date::parse(&last).map_err(|e| id_err(&e))?;
    Ok(a.days_until(b))
}

/// Raises `IdError` unless `s` is `YYYY-MM-DD` or `practice-<seed>`.
#[pyfunction]
fn validate_puzzle_id(s: DayText) -> PyResult<()> {
    daily::validate_puzzle_id(&s).map_err(|e| id_err(&e))
}

/// Raises `FieldError` unless `s` is a version-4 UUID.
#[pyfunction]
fn validate_uuid(s: Text) -> PyResult<()> {
    validation::validate_uuid(&s).map_err(|e| field_err(&e))
}

/// Raises `FieldError` unless `s` is 1–3 capital letters.
#[pyfunction]
fn validate_initials(s: Text) -> PyResult<()> {
    validation::validate_initials(&s).map_err(|e| field_err(&e))
}

/// Raises `FieldError` unless `ms` is a plausible solve time (3 s – 1 h).
#[pyfunction]
fn validate_time_ms(ms: &Bound<'_, PyAny>) -> PyResult<()> {
    // An int or a float, not a bool: `True` is no time.
    let ms = convert::float_millis(ms, "a time")?;
    validation::validate_time_ms(ms).map_err(|e| field_err(&e))
}

pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyMulberry32>()?;
    m.add_function(wrap_pyfunction!(hash_string, m)?)?;
    m.add_function(wrap_pyfunction!(fnv1a32, m)?)?;
    m.add_function(wrap_pyfunction!(pt_date, m)?)?;
    m.add_function(wrap_pyfunction!(utc_date, m)?)?;
    m.add_function(wrap_pyfunction!(parse_date, m)?)?;
    m.add_function(wrap_pyfunction!(add_days, m)?)?;
    m.add_function(wrap_pyfunction!(days_between, m)?)?;
    m.add_function(wrap_pyfunction!(validate_puzzle_id, m)?)?;
    m.add_function(wrap_pyfunction!(validate_uuid, m)?)?;
    m.add_function(wrap_pyfunction!(validate_initials, m)?)?;
    m.add_function(wrap_pyfunction!(validate_time_ms, m)?)?;
    Ok(())
}
