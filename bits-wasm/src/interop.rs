//! JSON across the boundary and the TypeScript names of returned shapes.
//!
//! The core already writes every shape as compact camelCase JSON; `JSON.parse` turns that
//! into the plain object the site expects, and `JSON.stringify` of it gives back the core's
//! bytes. Inputs may be either a JSON string or the object itself.

use crate::error::js_error;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// `Descriptor` in the TypeScript declarations.
    #[wasm_bindgen(typescript_type = "Descriptor")]
    pub type DescriptorJs;
    /// `PublicDescriptor`.
    #[wasm_bindgen(typescript_type = "PublicDescriptor")]
    pub type PublicDescriptorJs;
    /// `Descriptor | string`.
    #[wasm_bindgen(typescript_type = "DeepReadonly<Descriptor> | string")]
    pub type DescriptorInput;
    /// `PublicDescriptor | string`.
    #[wasm_bindgen(typescript_type = "DeepReadonly<PublicDescriptor> | string")]
    pub type PublicDescriptorInput;
    /// `PublicDescriptor | Descriptor | string`.
    #[wasm_bindgen(typescript_type = "DeepReadonly<PublicDescriptor | Descriptor> | string")]
    pub type AnyDescriptorInput;
    /// `readonly WordleStepInput[]`, a Wordle history (optional where it is taken).
    #[wasm_bindgen(typescript_type = "readonly WordleStepInput[]")]
    pub type WordleStepsInput;
    /// `GenerateOptions | undefined`.
    #[wasm_bindgen(typescript_type = "GenerateOptions | undefined")]
    pub type GenerateOptionsInput;
    /// `Submission | string`.
    #[wasm_bindgen(typescript_type = "DeepReadonly<Submission> | string")]
    pub type SubmissionInput;
    /// `Verdict`.
    #[wasm_bindgen(typescript_type = "Verdict")]
    pub type VerdictJs;
    /// `GridInput`.
    #[wasm_bindgen(typescript_type = "GridInput")]
    pub type GridInput;
    /// `PuzzleInput | string`.
    #[wasm_bindgen(typescript_type = "PuzzleInput | string")]
    pub type PuzzleInputJs;
    /// `SolveResult`.
    #[wasm_bindgen(typescript_type = "SolveResult")]
    pub type SolveResultJs;
    /// `Deduction[]`.
    #[wasm_bindgen(typescript_type = "Deduction[]")]
    pub type DeductionsJs;
    /// `PuzzleInfo`.
    #[wasm_bindgen(typescript_type = "PuzzleInfo")]
    pub type PuzzleInfoJs;
    /// `FlipItPuzzle`.
    #[wasm_bindgen(typescript_type = "FlipItPuzzle")]
    pub type FlipItPuzzleJs;
    /// `FlipItSolution`.
    #[wasm_bindgen(typescript_type = "FlipItSolution")]
    pub type FlipItSolutionJs;
    /// `FlipItSave | string`.
    #[wasm_bindgen(typescript_type = "DeepReadonly<FlipItSave> | string")]
    pub type FlipItSaveInput;
    /// `FlipItSave`.
    #[wasm_bindgen(typescript_type = "FlipItSave")]
    pub type FlipItSaveJs;
    /// `SetsPuzzle`.
    #[wasm_bindgen(typescript_type = "SetsPuzzle")]
    pub type SetsPuzzleJs;
    /// `SetsPublicPuzzle`.
    #[wasm_bindgen(typescript_type = "SetsPublicPuzzle")]
    pub type SetsPublicPuzzleJs;
    /// `SetsTable | SetsPuzzle | SetsPublicPuzzle | string`.
    #[wasm_bindgen(
        typescript_type = "DeepReadonly<SetsTable | SetsPuzzle | SetsPublicPuzzle> | string"
    )]
    pub type SetsTableInput;
    /// `SetsSolveResult`.
    #[wasm_bindgen(typescript_type = "SetsSolveResult")]
    pub type SetsSolveJs;
    /// `SetsVerdict`.
    #[wasm_bindgen(typescript_type = "SetsVerdict")]
    pub type SetsVerdictJs;
    /// `SetsEvaluation`.
    #[wasm_bindgen(typescript_type = "SetsEvaluation")]
    pub type SetsEvaluationJs;
}

/// Host calls that never throw (see `host.js`): each gives its result, or a symbol where
/// the call threw.
#[wasm_bindgen(module = "/src/host.js")]
extern "C" {
    #[wasm_bindgen(js_name = jsonParse)]
    fn host_json_parse(text: &str) -> JsValue;
    #[wasm_bindgen(js_name = jsonStringify)]
    fn host_json_stringify(value: &JsValue) -> JsValue;
    #[wasm_bindgen(js_name = arrayFrom)]
    fn host_array_from(value: &JsValue) -> JsValue;
    #[wasm_bindgen(js_name = arrayHead)]
    fn host_array_head(value: &JsValue, most: u32) -> JsValue;
    #[wasm_bindgen(js_name = bytesOf)]
    fn host_bytes_of(value: &JsValue) -> JsValue;
    #[wasm_bindgen(js_name = fieldOf)]
    fn host_field_of(object: &JsValue, key: &str) -> JsValue;
    #[wasm_bindgen(js_name = lastFailure)]
    fn last_failure() -> String;
    #[wasm_bindgen(js_name = loneSurrogate)]
    fn lone_surrogate(text: &js_sys::JsString) -> f64;
}

/// A host call's result, or `Err` with the message of what it threw, marked by a symbol.
/// Only `fieldOf` can give a symbol of the caller's own (a getter returning one); it is then
/// read as a field that could not be read, which is no worse: no field read here may be a
/// symbol.
fn caught(value: JsValue) -> Result<JsValue, String> {
    if value.is_symbol() {
        Err(last_failure())
    } else {
        Ok(value)
    }
}

/// `JSON.parse(text)`, or the message of its `SyntaxError`.
fn json_parse(text: &str) -> Result<JsValue, String> {
    caught(host_json_parse(text))
}

/// Parses JSON the core wrote into a plain object of TypeScript type `T`.
pub fn parse<T: JsCast>(json: &str) -> Result<T, JsValue> {
    json_parse(json)
        .map(JsCast::unchecked_into)
        .map_err(|_| js_error("internal", "the engine wrote JSON that does not parse"))
}

/// The longest JSON text taken in, in UTF-16 units: the core refuses texts over 1 MiB,
/// which are at least this long, so longer ones are refused before they are copied into
/// the module's memory (a string of hundreds of megabytes would otherwise grow it for
/// good, or fail to fit and trap).
const MAX_TEXT_UNITS: u32 = bits::JSON_MAX_BYTES as u32;

/// The core's bound on a JSON array's items: the bound on a caller's array read item by
/// item where nothing smaller bounds it, as in Python.
pub const JSON_ITEMS: u32 = bits::JSON_MAX_ITEMS as u32;

/// The JSON text of an input that is either a string (taken as JSON) or a value.
pub fn text_of(value: &JsValue, what: &str) -> Result<String, JsValue> {
    let text: js_sys::JsString = if value.is_string() {
        value.clone().unchecked_into()
    } else if value.is_undefined() || value.is_null() {
        return Err(js_error("json", format_args!("{what} is missing")));
    } else {
        match caught(host_json_stringify(value)) {
            // `undefined` (for a function or a symbol) is no string: checked before its
            // length is asked for.
            Ok(s) if s.is_string() => s.unchecked_into(),
            Ok(_) => {
                return Err(js_error(
                    "json",
                    format_args!("{what} cannot be written as JSON"),
                ));
            }
            Err(_) => {
                return Err(js_error(
                    "json",
                    format_args!(
                        "{what} cannot be written as JSON (JSON.stringify threw: a cycle, a BigInt or a throwing getter)"
                    ),
                ));
            }
        }
    };
    measured(&text, "json", what, "of JSON", "shape")?;
    // JSON.stringify escapes lone surrogates; only a caller's own text can hold one.
    if value.is_string() {
        unicode(&text)?;
    }
    Ok(String::from(text))
}

/// Refuses a string over 1 MiB before it is copied into the module's memory, which grows
/// to hold a copy and never shrinks; nothing this package reads comes near that size.
fn measured(
    text: &js_sys::JsString,
    code: &str,
    what: &str,
    characters: &str,
    needed_by: &str,
) -> Result<(), JsValue> {
    if text.length() > MAX_TEXT_UNITS {
        return Err(js_error(
            code,
            format_args!(
                "{what} is {} characters {characters}, over the 1 MiB any {needed_by} could need",
                text.length()
            ),
        ));
    }
    Ok(())
}

/// An input as plain JSON data: a string is parsed as JSON text, any other value is passed
/// through `JSON.parse(JSON.stringify(value))` — the engine sees exactly what the server
/// would receive (no getters, `undefined` fields dropped), and cycles or BigInts are
/// refused up front. Parsing happens in the host's own JSON, not in the module.
pub fn data_of(value: &JsValue, what: &str) -> Result<JsValue, JsValue> {
    let text = text_of(value, what)?;
    json_parse(&text)
        .map_err(|why| js_error("json", format_args!("{what} is not valid JSON: {why}")))
}

/// `object[key]` of a JSON data value (`undefined` when absent or not an object).
pub fn field(object: &JsValue, key: &str) -> JsValue {
    if !object.is_object() {
        return JsValue::UNDEFINED;
    }
    js_sys::Reflect::get(object, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED)
}

/// The largest `f64` below 2^64: whole numbers up to it are `u64`s, written exactly.
pub const MAX_U64: f64 = 18_446_744_073_709_549_568.0;

/// A caller's number as Python would quote the same int, and otherwise as JavaScript
/// writes it (`String(x)`: `Infinity`, `1e+21`, `0.5`): a whole number of magnitude below
/// 2^64 in all its digits (JavaScript writes 2^60 as 1152921504606847000). Rust's float
/// formatting, 15 KB of code, stays out of the module.
pub struct JsNum(pub f64);

impl core::fmt::Display for JsNum {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        if whole_in(self.0.abs(), 0.0..=MAX_U64) {
            let sign = if self.0 < 0.0 { "-" } else { "" };
            return write!(f, "{sign}{}", self.0.abs() as u64);
        }
        // Radix 10 is always accepted.
        let text = js_sys::Number::from(self.0)
            .to_string_with_radix(10)
            .unwrap_or_default();
        f.write_str(&String::from(text))
    }
}

/// `"{name} {x} is not from {lo} to {hi}"`, Python's sentence for a whole number out of
/// range, with "a whole number" before "from" for any other number (Python refuses those
/// as not an int).
pub fn out_of_range(code: &str, name: &str, x: f64, lo: u64, hi: u64) -> JsValue {
    let whole = if x.fract() == 0.0 {
        ""
    } else {
        "a whole number "
    };
    crate::error::js_error(
        code,
        format_args!("{name} {} is not {whole}from {lo} to {hi}", JsNum(x)),
    )
}

/// Whether `x` is a whole number within `range` (NaN and the infinities are not).
pub fn whole_in(x: f64, range: core::ops::RangeInclusive<f64>) -> bool {
    x.fract() == 0.0 && range.contains(&x)
}

/// A JSON number that is a non-negative integer (up to 2^53), as `u64`.
pub fn uint(value: &JsValue) -> Option<u64> {
    let x = value.as_f64()?;
    whole_in(x, 0.0..=9_007_199_254_740_992.0).then_some(x as u64)
}

#[wasm_bindgen]
extern "C" {
    /// `Array.isArray` with its exception caught: it throws for a revoked proxy. For a
    /// caller's value that was not parsed from JSON, where `js_sys::Array::is_array` would
    /// let the exception run through the module and leave the object in use borrowed. (A
    /// `catch` import whose result is a boolean reserves no reference slot, so it leaks
    /// nothing when it throws.)
    #[wasm_bindgen(js_namespace = Array, js_name = isArray, catch)]
    pub fn is_array(value: &JsValue) -> Result<bool, JsValue>;
}

/// `Array.from(value)`: a plain array copy of a caller's array, whatever traps the
/// original has, read once; `Err` where it threw.
pub fn array_from(value: &JsValue) -> Result<js_sys::Array, String> {
    caught(host_array_from(value)).map(JsCast::unchecked_into)
}

/// The first `most` items of a caller's array as a plain array of the module's own making,
/// and the array's length, read once; `Err` where it threw. For an array only so many
/// items of which can be right.
pub fn array_head(value: &JsValue, most: u32) -> Result<(js_sys::Array, usize), String> {
    let pair: js_sys::Array = caught(host_array_head(value, most))?.unchecked_into();
    let length = pair.get(1).as_f64().unwrap_or(0.0) as usize;
    Ok((pair.get(0).unchecked_into(), length))
}

/// A `Uint8Array` viewing the bytes of a caller's typed array or `ArrayBuffer` (no copy),
/// real even when `value` is a proxy that merely passes `instanceof`; `Err` where it
/// threw.
pub fn uint8_array_of(value: &JsValue) -> Result<js_sys::Uint8Array, String> {
    caught(host_bytes_of(value)).map(JsCast::unchecked_into)
}

/// `object[key]` of a caller's value, which may be a proxy or have getters; `Err` where
/// reading it threw.
pub fn field_of(object: &JsValue, key: &str) -> Result<JsValue, String> {
    caught(host_field_of(object, key))
}

/// The elements of a JSON array, or `None` for anything else. Only for values parsed from
/// JSON here ([`data_of`]): a caller's own value may be a proxy whose traps throw, which
/// only the `catch` imports above may touch — an exception thrown through the module skips
/// its stack pointer's reset, and enough of them leave it corrupt.
pub fn elements(value: &JsValue) -> Option<js_sys::Array> {
    // A cast, not `Array.from`: no copy.
    js_sys::Array::is_array(value).then(|| value.clone().unchecked_into())
}

/// A plain object built field by field, in the order the core's JSON has them.
pub struct Obj(js_sys::Object);

impl Obj {
    /// An empty object.
    pub fn new() -> Obj {
        Obj(js_sys::Object::new())
    }

    /// Adds `key: value`.
    pub fn set(self, key: &str, value: impl Into<JsValue>) -> Obj {
        // A fresh plain object has no setters and is not frozen: this cannot fail.
        let _ = js_sys::Reflect::set(&self.0, &JsValue::from_str(key), &value.into());
        self
    }

    /// Adds `key: value`, or `key: null` for `None`.
    pub fn opt<T: Into<JsValue>>(self, key: &str, value: Option<T>) -> Obj {
        self.set(key, value.map_or(JsValue::NULL, Into::into))
    }

    /// The object under its TypeScript name.
    pub fn cast<T: JsCast>(self) -> T {
        self.0.unchecked_into()
    }
}

impl Default for Obj {
    fn default() -> Self {
        Obj::new()
    }
}

impl From<Obj> for JsValue {
    fn from(o: Obj) -> JsValue {
        o.0.into()
    }
}

/// An array of values.
pub fn array<T: Into<JsValue>>(items: impl IntoIterator<Item = T>) -> js_sys::Array {
    items.into_iter().map(Into::into).collect()
}

/// `[r, c]`.
pub fn pair(r: u8, c: u8) -> js_sys::Array {
    array([r, c])
}

#[wasm_bindgen]
extern "C" {
    /// `StateCell[]`.
    #[wasm_bindgen(typescript_type = "StateCell[]")]
    pub type StateCellsJs;
    /// `LineReport[]`.
    #[wasm_bindgen(typescript_type = "LineReport[]")]
    pub type LineReportsJs;
    /// `LineReport`.
    #[wasm_bindgen(typescript_type = "LineReport")]
    pub type LineReportJs;
    /// `PuzzleIdInfo`.
    #[wasm_bindgen(typescript_type = "PuzzleIdInfo")]
    pub type PuzzleIdJs;
    /// `Advice`.
    #[wasm_bindgen(typescript_type = "Advice")]
    pub type AdviceJs;
    /// `GridStateSave`.
    #[wasm_bindgen(typescript_type = "GridStateSave")]
    pub type GridStateSaveJs;
}

#[wasm_bindgen]
extern "C" {
    /// A string parameter. Taken as a JavaScript value and checked here: wasm-bindgen's
    /// own `&str` glue copies whatever it is given with `.length`, and a number there
    /// corrupts the allocator.
    #[wasm_bindgen(typescript_type = "string")]
    pub type Str;
    /// An optional number parameter, checked by [`num_arg`] (an `Option<f64>` would be
    /// coerced by the glue, and a BigInt there throws without a code).
    #[wasm_bindgen(typescript_type = "number")]
    pub type Num;
    /// An optional boolean parameter, checked rather than taken by truthiness.
    #[wasm_bindgen(typescript_type = "boolean")]
    pub type Bool;
}

/// A number parameter, declared as a JavaScript value (`unchecked_param_type = "number"`):
/// given a BigInt or a Symbol, the glue of a plain `f64` throws a `TypeError` with no
/// `code` before the module is entered.
pub fn num_arg(value: &JsValue, what: &str) -> Result<f64, JsValue> {
    value
        .as_f64()
        .ok_or_else(|| js_error("type", format_args!("{what} must be a number")))
}

/// The text of a [`Str`] parameter; anything that is not a string throws `type`.
pub fn str_arg(value: &Str, what: &str) -> Result<String, JsValue> {
    string_of(value, what)?.ok_or_else(|| js_error("type", format_args!("{what} must be a string")))
}

/// A caller's value as a string if it is one (`None` otherwise), measured before it is
/// copied into the module: every string a caller hands over goes through here or through
/// [`text_of`].
pub fn string_of(value: &JsValue, what: &str) -> Result<Option<String>, JsValue> {
    match value.dyn_ref::<js_sys::JsString>() {
        Some(s) => {
            measured(s, "too-long", what, "long", "argument")?;
            unicode(s)?;
            Ok(value.as_string())
        }
        None => Ok(None),
    }
}

/// Refuses a string holding a lone surrogate, as Python does (code `surrogate`, at the
/// same sentence, the position in UTF-16 units): copied into the module it would become
/// U+FFFD, so that a text Python and C refuse, and a text with another character there,
/// would both be read as something else.
pub fn unicode(s: &js_sys::JsString) -> Result<(), JsValue> {
    let at = lone_surrogate(s);
    if at < 0.0 {
        return Ok(());
    }
    Err(js_error(
        "surrogate",
        format_args!(
            "text with a lone surrogate at position {} is not Unicode text and cannot be read",
            at as u32
        ),
    ))
}
