//! Python values ↔ the core's inputs: JSON text through the `json` module, submissions
//! and grids straight from lists.

use crate::errors::{Class, raise, with_code};
use bits::binairo::{CellValue, Grid, GridError, Submission};
use pyo3::intern;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyFloat, PyInt, PyList, PyString, PyTuple};
use std::collections::HashMap;

/// A `str` argument as Rust text. Python strings may hold lone surrogates (`"\\ud800"`,
/// or bytes decoded with `surrogateescape`), which no UTF-8 string can; pyo3's own `&str`
/// extraction raises a bare `UnicodeEncodeError` for them. They are refused here as a
/// `BitsError` with code `surrogate`, naming the position, like every other refusal.
pub struct Text(pub String);

impl core::ops::Deref for Text {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}

impl<'a, 'py> FromPyObject<'a, 'py> for Text {
    type Error = PyErr;
    fn extract(obj: pyo3::Borrowed<'a, 'py, PyAny>) -> PyResult<Self> {
        let s = obj.cast::<PyString>()?;
        text_of(&s).map(Text)
    }
}

/// A puzzle id or date argument: a `str`, or a `datetime.date` read as its `YYYY-MM-DD`
/// (what a script walking over days holds). A `datetime.datetime` is refused with a
/// `TypeError`: the site's day turns at Los Angeles midnight, so which day a moment falls on
/// is the caller's to say (`.date()` in the zone they mean, or `pt_date` of its time).
pub struct DayText(pub String);

impl core::ops::Deref for DayText {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}

impl<'a, 'py> FromPyObject<'a, 'py> for DayText {
    type Error = PyErr;
    fn extract(obj: pyo3::Borrowed<'a, 'py, PyAny>) -> PyResult<Self> {
        if let Ok(s) = obj.cast::<PyString>() {
            return text_of(&s).map(DayText);
        }
        if let Some(day) = date_text(&obj)? {
            return Ok(DayText(day));
        }
        Err(pyo3::exceptions::PyTypeError::new_err(format!(
            "a puzzle id or date is a str or a datetime.date, not {}",
            obj.get_type().name()?
        )))
    }
}

/// A `datetime.date`'s `YYYY-MM-DD`; `None` for anything else but a `datetime.datetime`,
/// which is a `TypeError` (see [`DayText`]).
pub fn date_text(obj: &Bound<'_, PyAny>) -> PyResult<Option<String>> {
    use pyo3::types::{PyDate, PyDateTime};
    if obj.is_instance_of::<PyDateTime>() {
        return Err(pyo3::exceptions::PyTypeError::new_err(
            "a datetime is a moment, not a day: pass its .date() in the time zone you mean, \
             or bits.pt_date(ms) for the site's day",
        ));
    }
    if !obj.is_instance_of::<PyDate>() {
        return Ok(None);
    }
    let py = obj.py();
    let part = |name| obj.getattr(name).and_then(|v| v.extract::<u32>());
    let (y, m, d) = (
        part(intern!(py, "year"))?,
        part(intern!(py, "month"))?,
        part(intern!(py, "day"))?,
    );
    Ok(Some(format!("{y:04}-{m:02}-{d:02}")))
}

/// JSON text as a caller has it: a `str`, or the UTF-8 `bytes`/`bytearray` an HTTP body or
/// a file read in binary gives (as `json.loads` takes them). Bytes that are not UTF-8 are
/// refused with code `json`, naming the first bad byte, as the error of the module that
/// reads the text ([`JsonText::text`]): a caller catching `SetsError` for a bad table
/// catches bad bytes too.
pub struct JsonText(Result<String, NotUtf8>);

/// Bytes that are not UTF-8: where the first bad byte is, counted in the caller's bytes.
pub struct NotUtf8(usize);

impl NotUtf8 {
    /// The refusal as `class`'s error, code `json`.
    pub fn raise(&self, class: Class) -> PyErr {
        with_code(
            class,
            format!("JSON text is UTF-8, and byte {} is not", self.0),
            "json",
            "Json",
            None,
        )
    }
}

impl JsonText {
    /// Text the binding made itself (a dict written as JSON).
    pub fn made(text: String) -> JsonText {
        JsonText(Ok(text))
    }

    /// The text, or its not-UTF-8 refusal as `class`'s error.
    pub fn text(self, class: Class) -> PyResult<String> {
        self.0.map_err(|e| e.raise(class))
    }
}

impl<'a, 'py> FromPyObject<'a, 'py> for JsonText {
    type Error = PyErr;
    fn extract(obj: pyo3::Borrowed<'a, 'py, PyAny>) -> PyResult<Self> {
        read_json_text(&obj)?.map(JsonText).ok_or_else(|| {
            pyo3::exceptions::PyTypeError::new_err("JSON text is a str, bytes or bytearray")
        })
    }
}

/// The text of a `str`, `bytes` or `bytearray`; `None` for anything else. Bytes that are
/// not UTF-8 are refused as `class`'s error.
pub fn json_text(obj: &Bound<'_, PyAny>, class: Class) -> PyResult<Option<String>> {
    read_json_text(obj)?
        .map(|t| t.map_err(|e| e.raise(class)))
        .transpose()
}

fn read_json_text(obj: &Bound<'_, PyAny>) -> PyResult<Option<Result<String, NotUtf8>>> {
    let bytes = if let Ok(s) = obj.cast::<PyString>() {
        return text_of(s).map(|t| Some(Ok(t)));
    } else if let Ok(b) = obj.cast::<pyo3::types::PyBytes>() {
        b.as_bytes().to_vec()
    } else if let Ok(b) = obj.cast::<pyo3::types::PyByteArray>() {
        b.to_vec()
    } else {
        return Ok(None);
    };
    // A byte-order mark before UTF-8 JSON, as some editors and servers write one:
    // `json.loads` skips it in bytes (not in a `str`), and so does this.
    let (bytes, skipped) = match bytes.strip_prefix(b"\xEF\xBB\xBF") {
        Some(rest) => (rest.to_vec(), 3),
        None => (bytes, 0),
    };
    // Counted in the caller's bytes, the mark included.
    Ok(Some(String::from_utf8(bytes).map_err(|e| {
        NotUtf8(skipped + e.utf8_error().valid_up_to())
    })))
}

/// A Python `str` as a Rust `String`, or the `surrogate` refusal.
pub fn text_of(s: &Bound<'_, PyString>) -> PyResult<String> {
    match s.to_cow() {
        Ok(t) => Ok(t.into_owned()),
        Err(e) => {
            let py = s.py();
            let at = e
                .value(py)
                .getattr(intern!(py, "start"))
                .and_then(|v| v.extract::<usize>())
                .map_or_else(|_| String::new(), |i| format!(" at position {i}"));
            Err(with_code(
                Class::Bits,
                format!("text with a lone surrogate{at} is not Unicode text and cannot be read"),
                "surrogate",
                "Surrogate",
                None,
            ))
        }
    }
}

/// A Python `str` as UTF-16 code units, lone surrogates included: what the site's
/// JavaScript hashes see.
pub fn code_units(s: &Bound<'_, PyString>) -> PyResult<Vec<u16>> {
    if let Ok(t) = s.to_cow() {
        return Ok(t.encode_utf16().collect());
    }
    let bytes = s.call_method1(intern!(s.py(), "encode"), ("utf-16-le", "surrogatepass"))?;
    let bytes = bytes.cast::<pyo3::types::PyBytes>()?.as_bytes();
    Ok(bytes
        .chunks_exact(2)
        .map(|b| u16::from_le_bytes([b[0], b[1]]))
        .collect())
}

/// `json.loads(text)`: the exact JSON as Python objects, keys in the JSON's order.
pub fn loads<'py>(py: Python<'py>, text: &str) -> PyResult<Bound<'py, PyAny>> {
    py.import("json")?.getattr("loads")?.call1((text,))
}

/// `json.dumps(obj)` for a value a caller passed as a dict. A value that is no mapping at
/// all (`None`, an int, a list) is a `TypeError` naming `what` the parameter takes, as for
/// every other argument of the wrong type; a mapping holding something `json` cannot write
/// (sets, objects, NaN keys…) is refused as the error class's `json` code.
pub fn dumps(obj: &Bound<'_, PyAny>, class: Class, what: &str) -> PyResult<String> {
    let py = obj.py();
    if obj.cast::<pyo3::types::PyMapping>().is_err() {
        return Err(pyo3::exceptions::PyTypeError::new_err(format!(
            "{what}, not {}",
            obj.get_type().name()?
        )));
    }
    let mut room = JsonRoom {
        left: bits::JSON_MAX_BYTES,
        class,
        made: HashMap::new(),
    };
    room.measure(obj)?;
    let made = room.made;
    // Every value `default=` is asked about was made while measuring (the caller's own
    // errors raised there): it hands back what was measured, and refuses anything else.
    let default = pyo3::types::PyCFunction::new_closure(
        py,
        None,
        None,
        move |args: &Bound<'_, PyTuple>, _| -> PyResult<Py<PyAny>> {
            let v = args.get_item(0)?;
            match made.get(&(v.as_ptr() as usize)) {
                Some((_, made)) => Ok(made.clone_ref(v.py())),
                None => Err(pyo3::exceptions::PyTypeError::new_err(format!(
                    "Object of type {} is not JSON serializable",
                    v.get_type().name()?
                ))),
            }
        },
    )?;
    let kwargs = pyo3::types::PyDict::new(py);
    kwargs.set_item("ensure_ascii", false)?;
    kwargs.set_item("allow_nan", false)?;
    kwargs.set_item("default", default)?;
    match py
        .import("json")?
        .getattr("dumps")?
        .call((obj,), Some(&kwargs))
    {
        Ok(s) => text_of(s.cast::<PyString>()?),
        Err(e) => {
            // Not json's refusal: a `KeyboardInterrupt` and the like.
            if !e.is_instance_of::<pyo3::exceptions::PyException>(py) {
                return Err(e);
            }
            Err(with_code(
                class,
                format!("not JSON-serialisable: {}", e.value(py)),
                "json",
                "Json",
                None,
            ))
        }
    }
}

/// The text a dict would be as JSON, measured before `json.dumps` writes it: at least a
/// byte a value, two a separator, quotes around strings, never past the core's 1 MiB or
/// 127 levels. Without it only each sequence `default=` reads was held to the bound, and
/// a list holding one big value many times (`[range(2**19)] * 100`, `[[0] * 10**6] * 40`)
/// was written out as gigabytes before the core refused the text. A lower bound: a dict
/// whose JSON fits is never refused here.
struct JsonRoom {
    /// Bytes of the bound not yet taken.
    left: usize,
    /// The error class of the caller's call (`StateError` for a save, …).
    class: Class,
    /// What each value `default=` will be asked about was made into, by the value's
    /// address (the value kept alive with it): `json.dumps` writes what was measured, and
    /// a caller's `__index__`, `__len__` or iteration runs once, not again with an answer
    /// that could differ.
    made: HashMap<usize, (Py<PyAny>, Py<PyAny>)>,
}

impl JsonRoom {
    fn take(&mut self, bytes: usize) -> PyResult<()> {
        match self.left.checked_sub(bytes) {
            Some(left) => {
                self.left = left;
                Ok(())
            }
            None => Err(with_code(
                self.class,
                "this dict written as JSON would be over the 1 MiB any shape could need".into(),
                "json",
                "Json",
                None,
            )),
        }
    }

    /// Measures `obj`, the dict passed, and everything in it. Depth first with a stack of
    /// its own (no recursion on a caller's nesting); no Python code runs while a dict or a
    /// list is being read (a caller's `__index__` could change it), only on a value taken
    /// off the stack.
    fn measure<'py>(&mut self, obj: &Bound<'py, PyAny>) -> PyResult<()> {
        let mut stack = vec![(obj.clone(), 1)];
        while let Some((v, depth)) = stack.pop() {
            // `[]`, or the brackets and a `, ` between items (a dict adds `: ` to each).
            let container = |len: usize| -> PyResult<usize> {
                if depth > bits::JSON_MAX_DEPTH {
                    return Err(with_code(
                        self.class,
                        format!(
                            "arrays and objects nested more than {} deep",
                            bits::JSON_MAX_DEPTH
                        ),
                        "json",
                        "Json",
                        None,
                    ));
                }
                Ok(2 + 2 * len.saturating_sub(1))
            };
            // Scalars are measured where they are met; only what holds more is stacked.
            let mut item = |this: &mut Self, item: Bound<'py, PyAny>| -> PyResult<()> {
                match scalar_bytes(&item)? {
                    Some(n) => this.take(n),
                    None => {
                        stack.push((item.into_any(), depth + 1));
                        Ok(())
                    }
                }
            };
            if let Ok(d) = v.cast::<PyDict>() {
                self.take(container(d.len())?)?;
                for (key, value) in d.iter() {
                    // A key is written as a string: quoted, then `: `.
                    let key = key.cast::<PyString>().map_or(Ok(1), |k| k.len())?;
                    self.take(key + 4)?;
                    item(self, value)?;
                }
            } else if let Ok(l) = v.cast::<PyList>() {
                self.take(container(l.len())?)?;
                for value in l.iter() {
                    item(self, value)?;
                }
            } else if let Ok(t) = v.cast::<PyTuple>() {
                self.take(container(t.len())?)?;
                for value in t.iter() {
                    item(self, value)?;
                }
            } else if let Some(n) = scalar_bytes(&v)? {
                self.take(n)?;
            } else if let Some((_, made)) = self.made.get(&(v.as_ptr() as usize)) {
                // Met before: measured again where it is met, made once.
                stack.push((made.bind(v.py()).clone(), depth));
            } else {
                // What `default=` would make of it (a `range`, a mapping, a NumPy
                // integer); a sequence or a mapping measured by its length (at least two
                // bytes an item) before its items are read.
                let len = match other_array_len(&v)? {
                    Some(len) => Some(len),
                    None if v.cast::<pyo3::types::PyMapping>().is_ok() => Some(length(&v)?),
                    None => None,
                };
                if len.is_some_and(|len| len.saturating_mul(2) > self.left) {
                    return self.take(usize::MAX);
                }
                // Anything else `json.dumps` refuses in its own words.
                if let Some(made) = json_value(&v)? {
                    let key = v.as_ptr() as usize;
                    self.made.insert(key, (v.unbind(), made.clone().unbind()));
                    stack.push((made, depth));
                }
            }
        }
        Ok(())
    }
}

/// The fewest bytes `json.dumps` writes for `v` when it is a string, a number, a bool or
/// `None`; `None` for anything else.
fn scalar_bytes(v: &Bound<'_, PyAny>) -> PyResult<Option<usize>> {
    Ok(if let Ok(s) = v.cast::<PyString>() {
        Some(2 + s.len()?)
    } else if v.is_none() || v.is_instance_of::<PyBool>() {
        Some(4)
    } else if v.is_instance_of::<PyInt>() || v.is_instance_of::<PyFloat>() {
        Some(1)
    } else {
        None
    })
}

/// What [`dumps`] writes, made once while measuring and handed to `json.dumps` through
/// `default=`, for the values the engine reads as JSON wherever it reads Python data (an
/// int-like such as a NumPy integer, a sequence that is not a list or tuple, a mapping
/// that is not a dict), so that a dict holding them is read as the same data would be;
/// `None` for anything else, which gets `json`'s own refusal. An error is one the
/// caller's own code raised.
fn json_value<'py>(v: &Bound<'py, PyAny>) -> PyResult<Option<Bound<'py, PyAny>>> {
    if let Some(i) = index_of(v)? {
        return Ok(Some(i.into_any()));
    }
    if let Some(items) = as_seq(v, JSON_ITEMS)? {
        return Ok(Some(PyList::new(v.py(), items)?.into_any()));
    }
    if v.cast::<pyo3::types::PyMapping>().is_ok() {
        return v.py().get_type::<PyDict>().call1((v,)).map(Some);
    }
    Ok(None)
}

/// JSON text as given (`str` or UTF-8 bytes), or a dict written as JSON.
pub fn text_or_json(obj: &Bound<'_, PyAny>, class: Class, what: &str) -> PyResult<String> {
    match json_text(obj, class)? {
        Some(text) => Ok(text),
        None => dumps(obj, class, what),
    }
}

/// Item `i` of the sequence argument `what` as text; anything but a `str` is a `TypeError`
/// that names the item and its type (pyo3's own says only "cannot be cast as 'str'").
/// A `str` that is no text (a lone surrogate) keeps the reader's own error.
pub fn text_item(item: &Bound<'_, PyAny>, what: &str, i: usize) -> PyResult<Text> {
    if !item.is_instance_of::<PyString>() {
        let type_name = item.get_type().name()?;
        return Err(pyo3::exceptions::PyTypeError::new_err(format!(
            "{what}[{i}] is a str, not {type_name}"
        )));
    }
    item.extract::<Text>()
}

/// The items of a sequence argument named `what`, at most `most` (as for [`as_seq`]);
/// anything else (a `str` too, which Python would otherwise read as a sequence of
/// characters) is a `TypeError`.
pub fn items<'py>(
    obj: &Bound<'py, PyAny>,
    what: &str,
    most: usize,
) -> PyResult<Vec<Bound<'py, PyAny>>> {
    as_seq(obj, most)?.ok_or_else(|| {
        pyo3::exceptions::PyTypeError::new_err(format!(
            "{what} is a sequence (a list or tuple, say)"
        ))
    })
}

/// The core's bound on a JSON array's items. A sequence read where JSON would be is held
/// to it as the text is: a `range(10**18)`, or the grid of a 28 MB body parsed by
/// `json.loads`, is refused at once, not read item by item for seconds, nor its list
/// allocated until the process aborts.
pub const JSON_ITEMS: usize = bits::JSON_MAX_ITEMS;

/// The `len` items of a sequence as a list. Past `most` they are refused with the text
/// path's code (`json`), before any is read; a list that cannot be allocated (with no
/// bound, as for a shuffle) is a `MemoryError`, as Python's own `list()` gives, where an
/// allocation failing in Rust would abort the process. A sequence that yields more items
/// than it said it has is held to `most` as well.
fn collect<'py>(
    len: usize,
    most: usize,
    items: impl Iterator<Item = PyResult<Bound<'py, PyAny>>>,
) -> PyResult<Vec<Bound<'py, PyAny>>> {
    let too_long = |len: usize| {
        let message = if len <= JSON_ITEMS {
            // This sequence alone would fit: the bound it met is the one its value's
            // sequences share (a grid's rows and cells), which is what to say.
            format!(
                "the sequences of this value hold more than {JSON_ITEMS} items in all, \
                 more than JSON of 1 MiB can hold"
            )
        } else {
            let len = if len == usize::MAX {
                String::from("more")
            } else {
                len.to_string()
            };
            format!(
                "a sequence of {len} items is longer than JSON of 1 MiB can hold \
                 ({JSON_ITEMS} items in all)"
            )
        };
        with_code(Class::Bits, message, "json", "Json", None)
    };
    if len > most {
        return Err(too_long(len));
    }
    let mut out = Vec::new();
    out.try_reserve_exact(len)
        .map_err(|_| pyo3::exceptions::PyMemoryError::new_err(()))?;
    for item in items {
        if out.len() == most {
            return Err(too_long(most.saturating_add(1)));
        }
        out.push(item?);
    }
    Ok(out)
}

/// The items of `obj` when it is a JSON array as Python holds one: a list, a tuple or any
/// other sequence (`collections.abc.Sequence`: a `range`, a `deque`), as the stubs type
/// these parameters; at most `most` of them ([`JSON_ITEMS`] where JSON would be). Text (a
/// `UserString` too) and bytes are sequences of characters and bytes rather than of
/// values, so they are not arrays here. An exception the sequence's own iteration raises
/// is passed on.
pub fn as_seq<'py>(
    obj: &Bound<'py, PyAny>,
    most: usize,
) -> PyResult<Option<Vec<Bound<'py, PyAny>>>> {
    if let Ok(l) = obj.cast::<PyList>() {
        return collect(l.len(), most, l.iter().map(Ok)).map(Some);
    }
    if let Ok(t) = obj.cast::<PyTuple>() {
        return collect(t.len(), most, t.iter().map(Ok)).map(Some);
    }
    match other_array_len(obj)? {
        Some(len) => collect(len, most, obj.try_iter()?).map(Some),
        None => Ok(None),
    }
}

/// The length of `obj` when it is a sequence read as a JSON array other than a list or a
/// tuple (a `range`, a `deque`); `None` for anything else, text and bytes among them. A
/// length past what Python's own `len()` returns (`range(10**20)`) is `usize::MAX`.
fn other_array_len(obj: &Bound<'_, PyAny>) -> PyResult<Option<usize>> {
    let py = obj.py();
    if obj.is_instance_of::<PyString>()
        || obj.is_instance_of::<pyo3::types::PyBytes>()
        || obj.is_instance_of::<pyo3::types::PyByteArray>()
        || obj.is_instance_of::<pyo3::types::PyMemoryView>()
        || obj.is_instance(
            &py.import(intern!(py, "collections"))?
                .getattr(intern!(py, "UserString"))?,
        )?
    {
        return Ok(None);
    }
    if obj.cast::<pyo3::types::PySequence>().is_err() {
        return Ok(None);
    }
    length(obj).map(Some)
}

/// `len(obj)`, `usize::MAX` past what Python's `len()` returns; other errors passed on.
fn length(obj: &Bound<'_, PyAny>) -> PyResult<usize> {
    match obj.len() {
        Ok(n) => Ok(n),
        Err(e) if e.is_instance_of::<pyo3::exceptions::PyOverflowError>(obj.py()) => Ok(usize::MAX),
        Err(e) => Err(e),
    }
}

/// `operator.index(v)`: an int, or anything with `__index__` (a NumPy integer, say), as
/// Python's own indexing takes it; never a bool, which JSON keeps apart. `Ok(None)` when `v`
/// is no integer, so the caller names what it wanted; an error `__index__` itself raised
/// (a `KeyboardInterrupt` too) is passed on, not mistaken for a wrong type.
pub fn index_of<'py>(v: &Bound<'py, PyAny>) -> PyResult<Option<Bound<'py, PyInt>>> {
    if v.is_instance_of::<PyBool>() {
        return Ok(None);
    }
    if let Ok(i) = v.cast::<PyInt>() {
        return Ok(Some(i.clone()));
    }
    let py = v.py();
    if !v.get_type().hasattr(intern!(py, "__index__"))? {
        return Ok(None);
    }
    let i = py
        .import(intern!(py, "operator"))?
        .getattr(intern!(py, "index"))?
        .call1((v,))?;
    Ok(i.cast_into::<PyInt>()
        .ok()
        .filter(|i| !i.is_instance_of::<PyBool>()))
}

/// A JSON number as `f64`: an int (or anything with `__index__`) or a float, never a bool.
fn number(obj: &Bound<'_, PyAny>) -> PyResult<Option<f64>> {
    if obj.is_instance_of::<PyFloat>() {
        return Ok(obj.extract::<f64>().ok());
    }
    // An int past `f64` is no 0 or 1 and no plausible time either; it is pinned to the
    // largest finite value of its sign, since an int is never "not finite".
    let Some(i) = index_of(obj)? else {
        return Ok(None);
    };
    Ok(Some(i.extract::<f64>().unwrap_or_else(|_| {
        if i.lt(0).unwrap_or(false) {
            f64::MIN
        } else {
            f64::MAX
        }
    })))
}

fn cell_value(obj: &Bound<'_, PyAny>) -> PyResult<CellValue> {
    // Fast path for the usual plain ints (`cast_exact` leaves bools out).
    if let Ok(i) = obj.cast_exact::<PyInt>() {
        return Ok(match i.extract::<i64>() {
            Ok(0) => CellValue::Zero,
            Ok(1) => CellValue::One,
            _ => CellValue::Other,
        });
    }
    if obj.is_none() {
        return Ok(CellValue::Empty);
    }
    Ok(match number(obj)? {
        Some(0.0) => CellValue::Zero,
        Some(1.0) => CellValue::One,
        _ => CellValue::Other,
    })
}

/// [`as_seq`] within what `left` holds of [`JSON_ITEMS`], taking what it reads from it: the
/// sequences of one value (a grid and its rows) share the bound, as its text's bytes do.
/// Many rows, each under the bound, would otherwise add up far past it.
fn seq_within<'py>(
    obj: &Bound<'py, PyAny>,
    left: &mut usize,
) -> PyResult<Option<Vec<Bound<'py, PyAny>>>> {
    let items = as_seq(obj, *left)?;
    *left -= items.as_ref().map_or(0, Vec::len);
    Ok(items)
}

/// A row's cells; a row that is not a sequence is an empty row (a `shape` rejection).
fn row_cells(row: &Bound<'_, PyAny>, left: &mut usize) -> PyResult<Vec<CellValue>> {
    match seq_within(row, left)? {
        Some(cells) => cells.iter().map(cell_value).collect(),
        None => Ok(Vec::new()),
    }
}

/// `obj[key]` for a dict or any mapping; `None` when missing or not subscriptable. Only
/// the errors that mean "no such field" (a `LookupError`, or the `TypeError` of a value
/// that takes no string key) make a missing field: anything else a caller's mapping raises
/// (a `KeyboardInterrupt`, a `MemoryError`, its backing store failing) is passed on, not
/// turned into a rejected submission.
fn field<'py>(
    obj: &Bound<'py, PyAny>,
    key: &Bound<'py, PyString>,
) -> PyResult<Option<Bound<'py, PyAny>>> {
    if let Ok(d) = obj.cast::<PyDict>() {
        return d.get_item(key);
    }
    match obj.get_item(key) {
        Ok(v) => Ok(Some(v)),
        Err(e) => {
            let py = obj.py();
            if e.is_instance_of::<pyo3::exceptions::PyLookupError>(py)
                || e.is_instance_of::<pyo3::exceptions::PyTypeError>(py)
            {
                Ok(None)
            } else {
                Err(e)
            }
        }
    }
}

/// `{"grid": [[0|1|None, …], …], "timeMs": number}` read the way the core reads JSON: a
/// grid that is not a sequence of sequences becomes a `shape` rejection and a missing time
/// a `time` rejection, so every input gets a verdict rather than an exception. The
/// exceptions passed on are those a caller's own types raise (a number's `__index__`, a
/// sequence's iteration).
pub fn submission(obj: &Bound<'_, PyAny>) -> PyResult<Submission> {
    let py = obj.py();
    let mut left = JSON_ITEMS;
    let grid = match field(obj, intern!(py, "grid"))? {
        Some(g) => match seq_within(&g, &mut left)? {
            Some(rows) => rows
                .iter()
                .map(|row| row_cells(row, &mut left))
                .collect::<PyResult<_>>()?,
            None => Vec::new(),
        },
        None => Vec::new(),
    };
    let time_ms = match field(obj, intern!(py, "timeMs"))? {
        Some(t) => number(&t)?.unwrap_or(f64::NAN),
        None => f64::NAN,
    };
    Ok(Submission { grid, time_ms })
}

/// A grid given as row strings (`"0110"`) or rows of 0/1 ints.
pub fn grid(rows: &Bound<'_, PyAny>) -> PyResult<Grid> {
    let grid_err = |e: GridError| {
        let cell = match e {
            GridError::Cell { row, col } | GridError::Empty { row, col } => Some((row, col)),
            _ => None,
        };
        crate::errors::raise(Class::Grid, &e, cell)
    };
    if rows.is_instance_of::<PyString>() {
        return Err(with_code(
            Class::Grid,
            "a grid is a sequence of rows, not one string".into(),
            "shape",
            "Shape",
            None,
        ));
    }
    let mut left = JSON_ITEMS;
    let Some(items) = seq_within(rows, &mut left)? else {
        return Err(with_code(
            Class::Grid,
            "a grid is a sequence of rows (a list of strings or of lists)".into(),
            "shape",
            "Shape",
            None,
        ));
    };
    let mut strings = Vec::with_capacity(items.len());
    for row in &items {
        if let Ok(s) = row.cast::<PyString>() {
            strings.push(text_of(s)?);
        } else if let Some(cells) = seq_within(row, &mut left)? {
            let mut line = String::with_capacity(cells.len());
            for v in &cells {
                line.push(match number(v)? {
                    Some(0.0) => '0',
                    Some(1.0) => '1',
                    // An open cell, as a play state's cells give it.
                    _ if v.is_none() => '.',
                    _ => '?',
                });
            }
            strings.push(line);
        } else {
            return Err(with_code(
                Class::Grid,
                "each row is a string of 0s and 1s or a sequence of 0/1".into(),
                "shape",
                "Shape",
                None,
            ));
        }
    }
    Grid::from_row_strings(&strings).map_err(grid_err)
}

/// Milliseconds as the core takes them: an int (or anything with `__index__`) or a float
/// (JavaScript's `Date.now()`).
pub fn millis(v: &Bound<'_, PyAny>) -> PyResult<i64> {
    if v.is_instance_of::<PyFloat>() {
        let f: f64 = v.extract()?;
        return bits::daily::ms_from_f64(f).map_err(|e| raise(Class::Id, &e, None));
    }
    let Some(i) = index_of(v)? else {
        return Err(pyo3::exceptions::PyTypeError::new_err(
            "a timestamp is an int or float of milliseconds",
        ));
    };
    // Same bound as `ms_from_f64`: beyond it no calendar date exists, and an int past
    // i64 (which not even a float could hold, 10**400 say) is beyond it too.
    i.extract::<i64>()
        .map_err(|_| bits::daily::IdError::Timestamp)
        .and_then(bits::daily::check_ms)
        .map_err(|e| raise(Class::Id, &e, None))
}

/// A time in milliseconds as a float, for the checks that take one: an int (or anything
/// with `__index__`) or a float; an int too large for a float is no plausible time either.
pub fn float_millis(v: &Bound<'_, PyAny>, what: &str) -> PyResult<f64> {
    match number(v)? {
        Some(f) => Ok(f),
        None => Err(pyo3::exceptions::PyTypeError::new_err(format!(
            "{what} is an int or a float of milliseconds"
        ))),
    }
}

/// A Python int as `i128`: bools are refused as JSON keeps them apart, and ints beyond
/// `i128` are pinned to its ends (outside every range the core accepts just the same), so
/// each caller range-checks one number and names the problem in its own error.
pub fn int(v: &Bound<'_, PyAny>, what: &str) -> PyResult<i128> {
    int_read(v, what).map(|(i, _)| i)
}

/// [`int`] and the int itself, exact at any size: `v`'s `__index__` runs once, so a
/// message or an attribute that needs the exact number does not ask `v` again (a second
/// answer could differ, or raise).
pub fn int_read<'py>(v: &Bound<'py, PyAny>, what: &str) -> PyResult<(i128, Bound<'py, PyInt>)> {
    let Some(i) = index_of(v)? else {
        return Err(pyo3::exceptions::PyTypeError::new_err(format!(
            "{what} is an int"
        )));
    };
    let pinned = i.extract::<i128>().unwrap_or_else(|_| {
        if i.lt(0).unwrap_or(false) {
            i128::MIN
        } else {
            i128::MAX
        }
    });
    Ok((pinned, i))
}

/// An int as Python writes it, for messages: exact at any size, where [`int`] pins the
/// value to `i128`'s ends.
pub fn shown(v: &Bound<'_, PyAny>) -> String {
    v.str()
        .map_or_else(|_| String::from("?"), |s| s.to_string())
}

/// A whole number from `lo` to `hi` for a parameter named `what`: a bool or a non-int is
/// a `TypeError` (as everywhere here), one out of range the `class`'s error with code
/// `range`, never the bare `OverflowError` pyo3's own extraction raises.
pub fn whole(v: &Bound<'_, PyAny>, what: &str, class: Class, lo: i128, hi: i128) -> PyResult<i128> {
    let i = int(v, what)?;
    if (lo..=hi).contains(&i) {
        return Ok(i);
    }
    Err(crate::errors::with_code(
        class,
        format!("{what} {} is not from {lo} to {hi}", shown(v)),
        "range",
        "Range",
        None,
    ))
}

/// What `__eq__` returns: the comparison when `other` is of the same class, otherwise
/// `NotImplemented`, so Python asks the other operand (`mock.ANY` and the like compare
/// equal to anything that way).
pub fn equal(py: Python<'_>, same: Option<bool>) -> Py<PyAny> {
    match same {
        Some(b) => PyBool::new(py, b).to_owned().into_any().unbind(),
        None => py.NotImplemented(),
    }
}

/// `__hash__` of an immutable value: of what its `__eq__` compares (its JSON text, its
/// bytes, its fields).
pub fn hash_of<T: std::hash::Hash + ?Sized>(v: &T) -> u64 {
    use std::hash::Hasher;
    let mut h = std::collections::hash_map::DefaultHasher::new();
    v.hash(&mut h);
    h.finish()
}

/// `True`/`False`, for a `repr`.
pub fn repr_bool(b: bool) -> &'static str {
    if b { "True" } else { "False" }
}

/// A number or `None`, for a `repr`.
pub fn repr_opt<T: std::fmt::Display>(v: Option<T>) -> String {
    v.map_or_else(|| "None".into(), |v| v.to_string())
}

/// `bits._bits.<name>`: a module function a pickle names to rebuild an object.
pub fn module_fn<'py>(py: Python<'py>, name: &str) -> PyResult<Bound<'py, PyAny>> {
    py.import(intern!(py, "bits._bits"))?.getattr(name)
}

/// The one of `names` that `text` spells, as a `'static` string (a value a pickle or a
/// caller spells out, for a field that holds one of a few words).
pub fn one_of(text: &str, what: &str, names: &[&'static str]) -> PyResult<&'static str> {
    names.iter().copied().find(|n| *n == text).ok_or_else(|| {
        bad_value(format!(
            "{what} {text:?} is not one of {}",
            names.join(", ")
        ))
    })
}

/// A `BitsError` with code `value`: a field that no value of its class holds (a forged
/// pickle, a word outside a field's few).
pub fn bad_value(message: String) -> PyErr {
    with_code(Class::Bits, message, "value", "Value", None)
}

/// What `__reduce__` returns for a class rebuilt from one tuple of its fields by its
/// `_unpickle`.
pub type ByFields<'py, F> = (Bound<'py, PyAny>, (F,));

/// `(type(obj)._unpickle, (fields,))`.
pub fn by_fields<'py, T: pyo3::PyClass, F>(
    obj: &Bound<'py, T>,
    fields: F,
) -> PyResult<ByFields<'py, F>> {
    Ok((
        obj.as_any()
            .get_type()
            .getattr(intern!(obj.py(), "_unpickle"))?,
        (fields,),
    ))
}

/// What `__reduce__` returns for a class read back by its `from_json`: a pickle (and
/// `copy.copy`) of it is that JSON.
pub type ByJson<'py> = (Bound<'py, PyAny>, (String,));

/// `(type(obj).from_json, (json,))`.
pub fn by_json<'py, T: pyo3::PyClass>(obj: &Bound<'py, T>, json: String) -> PyResult<ByJson<'py>> {
    Ok((
        obj.as_any()
            .get_type()
            .getattr(intern!(obj.py(), "from_json"))?,
        (json,),
    ))
}
