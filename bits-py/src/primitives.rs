//! The site's hashes and PRNG, calendar dates, puzzle ids and leaderboard field checks.

use crate::convert;
use crate::errors::{Class, raise};
use bits::daily::{self, Date, IdError};
use bits::validation::{self, FieldError};
use pyo3::prelude::*;

fn id_err(e: &IdError) -> PyErr {
    raise(Class::Id, e, None)
}

fn field_err(e: &FieldError) -> PyErr {
    raise(Class::Field, e, None)
}

/// The site's JavaScript `hashString` (Java-style 31-multiplier over UTF-16 units).
#[pyfunction]
fn hash_string(s: &str) -> u32 {
    bits::rng::hash_string(s)
}

/// 32-bit FNV-1a over UTF-16 code units, as the Binary Grid seed uses it.
#[pyfunction]
fn fnv1a32(s: &str) -> u32 {
    bits::rng::fnv1a32(s)
}

/// The site's Mulberry32 generator, bit-exact.
#[pyclass(module = "bits._bits", name = "Mulberry32")]
pub struct PyMulberry32 {
    inner: bits::rng::Mulberry32,
}

#[pymethods]
impl PyMulberry32 {
    #[new]
    fn new(seed: u32) -> Self {
        PyMulberry32 {
            inner: bits::rng::Mulberry32::new(seed),
        }
    }
    fn next_u32(&mut self) -> u32 {
        self.inner.next_u32()
    }
    /// `[0, 1)` exactly as the JavaScript returns it.
    fn next_f64(&mut self) -> f64 {
        self.inner.next_f64()
    }
    /// `floor(next_f64() * n)`; 0 when `n` is 0.
    fn below(&mut self, n: u32) -> u32 {
        self.inner.below(n)
    }
    /// The site's `shuffleArray` (Fisher–Yates from the end) on a copy of `items`, as a new
    /// list; the sequence given is left as it was.
    fn shuffle(&mut self, items: Vec<Py<PyAny>>) -> Vec<Py<PyAny>> {
        let mut items = items;
        self.inner.shuffle(&mut items);
        items
    }
}

/// The Los Angeles calendar date (`YYYY-MM-DD`) of a Unix time in milliseconds.
#[pyfunction]
fn pt_date(unix_ms: &Bound<'_, PyAny>) -> PyResult<String> {
    Ok(daily::pt_date(convert::millis(unix_ms)?).to_string())
}

/// The UTC calendar date (`YYYY-MM-DD`) of a Unix time in milliseconds.
#[pyfunction]
fn utc_date(unix_ms: &Bound<'_, PyAny>) -> PyResult<String> {
    Ok(daily::utc_date(convert::millis(unix_ms)?).to_string())
}

/// Checks a date `YYYY-MM-DD` and returns `(year, month, day, weekday)` (Monday = 0).
#[pyfunction]
fn parse_date(s: &str) -> PyResult<(i32, u8, u8, u8)> {
    let d = Date::parse(s).map_err(|e| id_err(&e))?;
    Ok((d.year(), d.month(), d.day(), d.weekday().index()))
}

/// The date `days` after (or before) a date, as `YYYY-MM-DD`.
#[pyfunction]
fn add_days(s: &str, days: i64) -> PyResult<String> {
    let d = Date::parse(s).map_err(|e| id_err(&e))?;
    d.add_days(days)
        .map(|d| d.to_string())
        .map_err(|e| id_err(&e))
}

/// Days from `from` to `to` (negative when `to` is earlier).
#[pyfunction]
fn days_between(from: &str, to: &str) -> PyResult<i64> {
    let a = Date::parse(from).map_err(|e| id_err(&e))?;
    let b = Date::parse(to).map_err(|e| id_err(&e))?;
    Ok(a.days_until(b))
}

/// Raises `IdError` unless `s` is `YYYY-MM-DD` or `practice-<seed>`.
#[pyfunction]
fn validate_puzzle_id(s: &str) -> PyResult<()> {
    daily::validate_puzzle_id(s).map_err(|e| id_err(&e))
}

/// Raises `FieldError` unless `s` is a version-4 UUID.
#[pyfunction]
fn validate_uuid(s: &str) -> PyResult<()> {
    validation::validate_uuid(s).map_err(|e| field_err(&e))
}

/// Raises `FieldError` unless `s` is 1–3 capital letters.
#[pyfunction]
fn validate_initials(s: &str) -> PyResult<()> {
    validation::validate_initials(s).map_err(|e| field_err(&e))
}

/// Raises `FieldError` unless `ms` is a plausible solve time (3 s – 1 h).
#[pyfunction]
fn validate_time_ms(ms: f64) -> PyResult<()> {
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
