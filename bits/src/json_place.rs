//! How the JSON readers' errors say where a problem is. Outside `json_reader` because the
//! error types that carry a place exist without the `json` feature too.

use core::fmt;

/// A place in a JSON text: `` `path` (line L column C) ``, or `line L column C` without a
/// path (at the top, or in text that is not JSON).
pub(crate) struct Place<'a> {
    pub(crate) line: usize,
    pub(crate) column: usize,
    pub(crate) path: &'a str,
}

impl fmt::Display for Place<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Place { line, column, path } = self;
        if path.is_empty() {
            write!(f, "line {line} column {column}")
        } else {
            write!(f, "`{path}` (line {line} column {column})")
        }
    }
}
