//! The exception hierarchy: `BitsError(ValueError)` and one subclass per core error enum.
//!
//! Every exception carries `code` (the core variant in kebab case, e.g. `"day"`,
//! `"solution-rule"`), `kind` (the variant name as Rust spells it), and `r`/`c` when
//! the error points at one cell (otherwise `None`), so QA scripts can branch on data
//! rather than on message text.

use pyo3::create_exception;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;

create_exception!(
    bits._bits,
    BitsError,
    PyValueError,
    "Any refusal of input by the engine."
);
create_exception!(
    bits._bits,
    IdError,
    BitsError,
    "A puzzle id, date or timestamp that is not valid."
);
create_exception!(
    bits._bits,
    FieldError,
    BitsError,
    "A leaderboard field (UUID, initials, time) that is not valid."
);
create_exception!(
    bits._bits,
    GenerateError,
    BitsError,
    "A puzzle that could not be generated with these options."
);
create_exception!(
    bits._bits,
    DescriptorError,
    BitsError,
    "A stored descriptor, public view or puzzle that fails its checks."
);
create_exception!(
    bits._bits,
    GridError,
    BitsError,
    "Cells that are not a square grid of 0s and 1s."
);
create_exception!(
    bits._bits,
    ProfileError,
    BitsError,
    "A Binary Grid date key or difficulty that is not valid."
);
create_exception!(
    bits._bits,
    FlipitError,
    BitsError,
    "A FlipIT cell, number, pattern or saved game that is not valid."
);
create_exception!(
    bits._bits,
    SetsError,
    BitsError,
    "A Sets table, answer or puzzle id that is not valid."
);

create_exception!(
    bits._bits,
    StateError,
    BitsError,
    "A move, hint or saved state that the Bits play state refuses."
);
create_exception!(
    bits._bits,
    WordleError,
    BitsError,
    "Any refusal by the Wordle engine."
);
create_exception!(
    bits._bits,
    WordError,
    WordleError,
    "A Wordle word, encoded word or feedback pattern that is not valid."
);
create_exception!(
    bits._bits,
    PlutError,
    WordleError,
    "A PLUT lookup tree that is truncated, cyclic or out of range."
);
create_exception!(
    bits._bits,
    WordleSolveError,
    WordleError,
    "A lookup tree that does not cover an answer, or a history it does not play."
);

/// Which exception class a core error maps to.
#[derive(Clone, Copy)]
pub enum Class {
    /// An argument out of range that belongs to no engine (a generator's bound, say).
    Bits,
    Id,
    Field,
    Generate,
    Descriptor,
    Grid,
    Profile,
    Flipit,
    Sets,
    State,
    Word,
    Plut,
    WordleSolve,
}

/// The leading identifier of a `Debug` rendering: the enum variant's name.
pub fn variant_name<E: core::fmt::Debug>(e: &E) -> String {
    let dbg = format!("{e:?}");
    dbg.chars()
        .take_while(|ch| ch.is_ascii_alphanumeric() || *ch == '_')
        .collect()
}

/// `SolutionRule` → `solution-rule`.
pub fn kebab(name: &str) -> String {
    let mut out = String::with_capacity(name.len() + 4);
    for (i, ch) in name.chars().enumerate() {
        if ch.is_ascii_uppercase() {
            if i > 0 {
                out.push('-');
            }
            out.push(ch.to_ascii_lowercase());
        } else {
            out.push(ch);
        }
    }
    out
}

/// Builds the exception for a core error, with `code`, `kind`, `r` and `c` set.
pub fn raise<E: core::fmt::Display + core::fmt::Debug>(
    class: Class,
    e: &E,
    cell: Option<(usize, usize)>,
) -> PyErr {
    let kind = variant_name(e);
    with_code(class, e.to_string(), &kebab(&kind), &kind, cell)
}

/// Builds an exception from parts (for refusals the binding itself detects while converting
/// Python values, e.g. a dict that cannot be written as JSON).
pub fn with_code(
    class: Class,
    message: String,
    code: &str,
    kind: &str,
    cell: Option<(usize, usize)>,
) -> PyErr {
    let err = match class {
        Class::Bits => BitsError::new_err(message),
        Class::Id => IdError::new_err(message),
        Class::Field => FieldError::new_err(message),
        Class::Generate => GenerateError::new_err(message),
        Class::Descriptor => DescriptorError::new_err(message),
        Class::Grid => GridError::new_err(message),
        Class::Profile => ProfileError::new_err(message),
        Class::Flipit => FlipitError::new_err(message),
        Class::Sets => SetsError::new_err(message),
        Class::State => StateError::new_err(message),
        Class::Word => WordError::new_err(message),
        Class::Plut => PlutError::new_err(message),
        Class::WordleSolve => WordleSolveError::new_err(message),
    };
    Python::attach(|py| {
        let v = err.value(py);
        // Setting attributes on a fresh exception instance cannot fail; ignore if it does.
        let _ = v.setattr("code", code);
        let _ = v.setattr("kind", kind);
        let _ = v.setattr("r", cell.map(|(r, _)| r));
        let _ = v.setattr("c", cell.map(|(_, c)| c));
    });
    err
}

/// Sets one more attribute (e.g. a byte offset `at`) on an exception built here.
pub fn with_attr<V>(err: PyErr, name: &str, value: V) -> PyErr
where
    V: for<'py> IntoPyObject<'py>,
{
    Python::attach(|py| {
        // As in `with_code`: a fresh exception instance takes any attribute.
        let _ = err.value(py).setattr(name, value);
    });
    err
}

/// Registers the exception classes on the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("BitsError", py.get_type::<BitsError>())?;
    m.add("IdError", py.get_type::<IdError>())?;
    m.add("FieldError", py.get_type::<FieldError>())?;
    m.add("GenerateError", py.get_type::<GenerateError>())?;
    m.add("DescriptorError", py.get_type::<DescriptorError>())?;
    m.add("GridError", py.get_type::<GridError>())?;
    m.add("ProfileError", py.get_type::<ProfileError>())?;
    m.add("FlipitError", py.get_type::<FlipitError>())?;
    m.add("SetsError", py.get_type::<SetsError>())?;
    m.add("StateError", py.get_type::<StateError>())?;
    m.add("WordleError", py.get_type::<WordleError>())?;
    m.add("WordError", py.get_type::<WordError>())?;
    m.add("PlutError", py.get_type::<PlutError>())?;
    m.add("WordleSolveError", py.get_type::<WordleSolveError>())?;
    // Class-level defaults, so the attribute reads `None` on errors that have no such part,
    // and a caller's own `BitsError("...")` (a test double, say) still has every attribute
    // a handler reads: `code` and `kind` empty, no cell.
    let base = py.get_type::<BitsError>();
    base.setattr("code", "")?;
    base.setattr("kind", "")?;
    base.setattr("r", py.None())?;
    base.setattr("c", py.None())?;
    py.get_type::<StateError>().setattr("line", py.None())?;
    py.get_type::<WordError>().setattr("at", py.None())?;
    py.get_type::<PlutError>().setattr("at", py.None())?;
    for name in ["at", "len", "token"] {
        py.get_type::<SetsError>().setattr(name, py.None())?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_kebab_variant_names() {
        assert_eq!(kebab("SolutionRule"), "solution-rule");
        assert_eq!(kebab("Json"), "json");
        let e = bits::daily::IdError::Day {
            year: 2026,
            month: 2,
            day: 30,
        };
        assert_eq!(variant_name(&e), "Day");
        assert_eq!(variant_name(&bits::daily::IdError::Empty), "Empty");
    }
}
