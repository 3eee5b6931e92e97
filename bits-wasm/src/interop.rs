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
    /// `Descriptor | PublicDescriptor | string`.
    #[wasm_bindgen(typescript_type = "Descriptor | string")]
    pub type DescriptorInput;
    /// `PublicDescriptor | Descriptor | string`.
    #[wasm_bindgen(typescript_type = "PublicDescriptor | Descriptor | string")]
    pub type AnyDescriptorInput;
    /// `GenerateOptions | undefined`.
    #[wasm_bindgen(typescript_type = "GenerateOptions | undefined")]
    pub type GenerateOptionsInput;
    /// `Submission | string`.
    #[wasm_bindgen(typescript_type = "Submission | string")]
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
    #[wasm_bindgen(typescript_type = "FlipItSave | string")]
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
    #[wasm_bindgen(typescript_type = "SetsTable | SetsPuzzle | SetsPublicPuzzle | string")]
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

/// Parses JSON the core wrote into a plain object of TypeScript type `T`.
pub fn parse<T: JsCast>(json: &str) -> Result<T, JsValue> {
    js_sys::JSON::parse(json)
        .map(JsCast::unchecked_into)
        .map_err(|_| js_error("internal", "the engine wrote JSON that does not parse"))
}

/// The JSON text of an input that is either a string (taken as JSON) or a value.
pub fn text_of(value: &JsValue, what: &str) -> Result<String, JsValue> {
    if let Some(s) = value.as_string() {
        return Ok(s);
    }
    if value.is_undefined() || value.is_null() {
        return Err(js_error("json", format_args!("{what} is missing")));
    }
    match js_sys::JSON::stringify(value) {
        Ok(s) => s
            .as_string()
            .ok_or_else(|| js_error("json", format_args!("{what} cannot be written as JSON"))),
        Err(_) => Err(js_error(
            "json",
            format_args!("{what} cannot be written as JSON (a cycle or a BigInt)"),
        )),
    }
}

/// An input read as a `serde_json::Value`.
pub fn value_of(value: &JsValue, what: &str) -> Result<serde_json::Value, JsValue> {
    let text = text_of(value, what)?;
    serde_json::from_str(&text).map_err(|e| {
        js_error(
            "json",
            format_args!(
                "{what} is not valid JSON at line {} column {}: {e}",
                e.line(),
                e.column()
            ),
        )
    })
}

/// A `serde_json::Value` as a plain object of TypeScript type `T`.
pub fn json_to_js<T: JsCast>(value: &serde_json::Value) -> Result<T, JsValue> {
    parse(&value.to_string())
}

#[wasm_bindgen]
extern "C" {
    /// `StateCell[]`.
    #[wasm_bindgen(typescript_type = "StateCell[]")]
    pub type StateCellsJs;
    /// `LineReport[]`.
    #[wasm_bindgen(typescript_type = "LineReport[]")]
    pub type LineReportsJs;
    /// `Advice`.
    #[wasm_bindgen(typescript_type = "Advice")]
    pub type AdviceJs;
    /// `GridStateSave`.
    #[wasm_bindgen(typescript_type = "GridStateSave")]
    pub type GridStateSaveJs;
}

/// A fresh plain object, filled with [`set`]: results are built field by field in their
/// documented order, without a JSON round trip.
pub fn object() -> js_sys::Object {
    js_sys::Object::new()
}

/// Sets `key` on a plain object the binding just made (cannot fail: no setters, not frozen).
pub fn set(o: &js_sys::Object, key: &str, value: &JsValue) {
    let _ = js_sys::Reflect::set(o, &JsValue::from_str(key), value);
}
