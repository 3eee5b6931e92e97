//! Python bindings of `bits`: the native module `bits._bits` behind the `bits` package.
//!
//! Everything here converts: Python values in, core calls, Python values out. Errors map
//! to `bits.BitsError` subclasses carrying `code`, `kind`, `r` and `c`; no input reaches a
//! Rust panic. Calls that do real work (generation, checked loads, solving) release the
//! GIL so several Python threads can generate at once.
#![forbid(unsafe_code)]

mod binairo;
mod convert;
mod errors;
mod flipit;
mod primitives;
mod sets;
mod state;
mod wordle;

use pyo3::prelude::*;

/// The native module.
#[pymodule]
fn _bits(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    errors::register(m)?;
    primitives::register(m)?;
    binairo::register(m)?;
    flipit::register(m)?;
    sets::register(m)?;
    state::register(m)?;
    wordle::register(m)?;
    Ok(())
}
