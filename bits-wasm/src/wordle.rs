//! Wordle: official feedback and the `WordleTree` class over a PLUT lookup file.
//!
//! The tree is not part of the module: the page fetches `lookup_<start>.bin` (233 KB for
//! the shipped LANTS tree) and hands the bytes over, so the `.wasm` stays small and a new
//! tree needs no new build. The word list is not needed at runtime either: the tree only
//! holds words of the list, and a word outside it simply has no branch.

use crate::error::{Coded, js_error, to_js};
use crate::interop::{JSON_ITEMS, Obj, array, array_head, field_of, is_array, uint8_array_of};
use crate::interop::{Str, WordleStepsInput, num_arg, str_arg, string_of, whole_in};
use bits::wordle::{
    self, ALL_GREEN, CODES, PlutBuf, PlutError, SolveError, Step, WordError, decode, encode,
    parse_pattern,
};
use wasm_bindgen::prelude::*;

/// The largest lookup file `WordleTree` copies in. A tree has at most one entry per answer
/// and level, so one over the 12,947 words at the deepest 16 guesses stays under 4 MiB.
const MAX_TREE_BYTES: usize = 16 << 20;

impl Coded for WordError {
    fn code(&self) -> &'static str {
        match self {
            WordError::Length { .. } => "wordle-length",
            WordError::NotALetter { .. } => "wordle-letter",
            WordError::NotInList { .. } => "wordle-not-in-list",
            WordError::BadCode { .. } => "wordle-code",
            WordError::BadPattern { .. } => "wordle-pattern",
            _ => "wordle-word",
        }
    }
}

impl Coded for PlutError {
    fn code(&self) -> &'static str {
        match self {
            PlutError::Truncated { .. } => "plut-truncated",
            PlutError::Magic => "plut-magic",
            PlutError::Version { .. } => "plut-version",
            PlutError::RootOffset { .. } => "plut-root",
            PlutError::StartWord => "plut-start-word",
            PlutError::EmptyNode { .. } => "plut-empty-node",
            PlutError::Feedback { .. } => "plut-feedback",
            PlutError::Reserved { .. } => "plut-reserved",
            PlutError::Guess { .. } => "plut-guess",
            PlutError::ChildOffset { .. } => "plut-child",
            PlutError::SharedNode { .. } => "plut-shared-node",
            PlutError::Depth { .. } => "plut-depth",
            PlutError::TooDeep { .. } => "plut-too-deep",
            PlutError::Stray { .. } => "plut-stray",
            _ => "plut",
        }
    }
}

impl Coded for SolveError {
    fn code(&self) -> &'static str {
        match self {
            SolveError::Missing { .. } => "wordle-no-branch",
            SolveError::WrongLeaf { .. } => "wordle-wrong-leaf",
            SolveError::TooLong => "wordle-too-long",
            SolveError::HistoryMismatch { .. } => "wordle-history-mismatch",
            SolveError::AlreadySolved { .. } => "wordle-already-solved",
            SolveError::Word(e) => e.code(),
            _ => "wordle-solve",
        }
    }
}

/// A word as lower-case text (codes reaching here were checked by the core).
fn word_text(code: u32) -> String {
    decode(code).map_or_else(
        |_| String::from("?????"),
        |w| w.iter().map(|&b| b as char).collect(),
    )
}

fn pattern_text(code: u8) -> String {
    wordle::pattern(code).map_or_else(String::new, |p| p.iter().map(|&b| b as char).collect())
}

/// A feedback given as a pattern (`"bygbb"`; `x`, `-`, `.` are gray too) or a code 0–242.
fn feedback_of(value: &JsValue) -> Result<u8, JsValue> {
    if let Some(s) = string_of(value, "feedback")? {
        return parse_pattern(&s).map_err(to_js);
    }
    match value.as_f64() {
        Some(x) if whole_in(x, 0.0..=(CODES - 1) as f64) => Ok(x as u8),
        // Python's and C's words for a number out of range.
        Some(x) => Err(crate::interop::out_of_range(
            "wordle-pattern",
            "feedback code",
            x,
            0,
            (CODES - 1) as u64,
        )),
        None => Err(js_error(
            "wordle-pattern",
            "feedback must be five of b/y/g or a code 0-242",
        )),
    }
}

/// The official feedback code (0–242, base 3 with gray 0, yellow 1, green 2, first letter
/// most significant; 242 is all green) of `guess` against `answer`, any five ASCII letters.
#[wasm_bindgen(js_name = wordleFeedback)]
pub fn wordle_feedback(guess: Str, answer: Str) -> Result<u8, JsValue> {
    let guess: &str = &str_arg(&guess, "guess")?;
    let answer: &str = &str_arg(&answer, "answer")?;
    wordle::feedback_words(guess, answer).map_err(to_js)
}

/// A feedback code as five letters `b`/`y`/`g` (gray, yellow, green).
#[wasm_bindgen(js_name = wordlePattern)]
pub fn wordle_pattern(
    #[wasm_bindgen(unchecked_param_type = "number")] code: JsValue,
) -> Result<String, JsValue> {
    num_arg(&code, "code")?;
    Ok(pattern_text(feedback_of(&code)?))
}

/// The code of a `b`/`y`/`g` pattern (either case; `x`, `-`, `.` also gray) or of a
/// decimal code written as text.
#[wasm_bindgen(js_name = wordleParsePattern)]
pub fn wordle_parse_pattern(pattern: Str) -> Result<u8, JsValue> {
    let pattern: &str = &str_arg(&pattern, "pattern")?;
    parse_pattern(pattern).map_err(to_js)
}

/// The seed's 25-bit encoding of a word (5 bits per letter, `a` = 1, first letter highest).
#[wasm_bindgen(js_name = wordleEncode)]
pub fn wordle_encode(word: Str) -> Result<u32, JsValue> {
    let word: &str = &str_arg(&word, "word")?;
    encode(word).map_err(to_js)
}

/// The word of a 25-bit code, lower case. Throws `wordle-code` when a 5-bit field is not
/// a letter or bits above the 25th are set.
#[wasm_bindgen(js_name = wordleDecode)]
pub fn wordle_decode(
    #[wasm_bindgen(unchecked_param_type = "number")] code: JsValue,
) -> Result<String, JsValue> {
    let x = num_arg(&code, "code")?;
    if !whole_in(x, 0.0..=f64::from(u32::MAX)) {
        let e = format_args!(
            "{} is not an encoded five-letter word",
            crate::interop::JsNum(x)
        );
        return Err(js_error("wordle-code", e));
    }
    let w = decode(x as u32).map_err(to_js)?;
    Ok(w.iter().map(|&b| b as char).collect())
}

/// A checked Wordle lookup tree (PLUT file): every game is a walk from its start word,
/// one binary search per guess.
#[wasm_bindgen]
pub struct WordleTree(PlutBuf);

fn history(value: &JsValue) -> Result<Vec<Step>, JsValue> {
    if value.is_undefined() || value.is_null() {
        return Ok(Vec::new());
    }
    let not_history = || js_error("wordle-history", "history is an array of {guess, feedback}");
    if !is_array(value).map_err(|_| not_history())? {
        return Err(not_history());
    }
    let (steps, length) = array_head(value, wordle::MAX_STEPS as u32).map_err(|_| not_history())?;
    wordle::check_history_len(length).map_err(to_js)?;
    let mut out = Vec::with_capacity(steps.length() as usize);
    for (i, step) in steps.iter().enumerate() {
        let field = |k: &str| field_of(&step, k).ok();
        let (Some(guess), Some(fb)) = (
            field("guess").filter(|_| step.is_object()),
            field("feedback"),
        ) else {
            return Err(js_error(
                "wordle-history",
                format_args!("history step {i} is not {{guess, feedback}}"),
            ));
        };
        let Some(guess) = string_of(&guess, "guess")? else {
            return Err(js_error(
                "wordle-history",
                format_args!("history step {i}: guess must be a word"),
            ));
        };
        out.push(Step {
            guess: encode(&guess).map_err(to_js)?,
            feedback: feedback_of(&fb)?,
        });
    }
    Ok(out)
}

#[wasm_bindgen]
impl WordleTree {
    /// Checks a whole lookup file (`Uint8Array` or `ArrayBuffer`) once: header, every node
    /// and entry. Truncated, cyclic or out-of-range files throw (`plut-…` codes); bytes
    /// over 16 MiB throw `too-long` before they are copied in. A view is read as exactly
    /// its bytes.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "Uint8Array | ArrayBuffer")] bytes: JsValue,
    ) -> Result<WordleTree, JsValue> {
        let not_bytes = || {
            js_error(
                "plut-type",
                "a lookup tree is given as a Uint8Array or an ArrayBuffer",
            )
        };
        // `instanceof` is caught by the glue, and the bytes are read through a caught
        // `new Uint8Array`, so a proxy posing as either throws nothing through the module.
        if !(bytes.is_instance_of::<js_sys::Uint8Array>()
            || bytes.is_instance_of::<js_sys::ArrayBuffer>())
        {
            return Err(not_bytes());
        }
        let view = uint8_array_of(&bytes).map_err(|_| not_bytes())?;
        // Measured before the copy into the module's memory, which grows to hold it and
        // never shrinks (and past 2 GiB could not hold it at all).
        if view.length() as usize > MAX_TREE_BYTES {
            return Err(js_error(
                "too-long",
                format_args!(
                    "a lookup tree of {} bytes is over the {} MiB this package reads (the \
                     seed's tree over 12,947 words is 233,020 bytes)",
                    view.length(),
                    MAX_TREE_BYTES >> 20
                ),
            ));
        }
        // Copied in JavaScript first: a view of the module's own memory (which a caller
        // can reach through `init`) would be detached by the allocation of the copy.
        let bytes = view.slice(0, view.length()).to_vec();
        PlutBuf::parse(bytes).map(WordleTree).map_err(to_js)
    }

    /// The first guess of every game.
    #[wasm_bindgen(getter)]
    pub fn start(&self) -> String {
        word_text(self.0.plut().start())
    }

    /// The guess cap recorded in the file's header.
    #[wasm_bindgen(getter)]
    pub fn depth(&self) -> u32 {
        self.0.plut().depth()
    }

    /// Nodes reachable from the root.
    #[wasm_bindgen(getter, js_name = nodeCount)]
    pub fn node_count(&self) -> usize {
        self.0.plut().node_count()
    }

    /// The tree's next guess after the steps played so far (none, or `[]`, gives the start
    /// word), or `null` once the last feedback is all green. Each step's guess must be the
    /// one the tree played there; a feedback the tree has no branch for throws
    /// `wordle-no-branch` (no word in the list gives those colours).
    #[wasm_bindgen(js_name = nextGuess, unchecked_return_type = "string | null")]
    pub fn next_guess(&self, steps: Option<WordleStepsInput>) -> Result<JsValue, JsValue> {
        let h = history(&steps.map_or(JsValue::UNDEFINED, JsValue::from))?;
        let next = wordle::next_guess(&self.0.plut(), &h).map_err(to_js)?;
        Ok(next.map_or(JsValue::NULL, |w| JsValue::from_str(&word_text(w))))
    }

    /// The tree's game against `answer`: `{answer, guesses, feedback, codes}` with one
    /// entry per guess, the last all green. Throws when the tree does not cover the word.
    pub fn solve(&self, answer: Str) -> Result<WordleSolveJs, JsValue> {
        let answer: &str = &str_arg(&answer, "answer")?;
        let a = encode(answer).map_err(to_js)?;
        let path = wordle::solve(&self.0.plut(), a).map_err(to_js)?;
        debug_assert_eq!(path.steps().last().map(|s| s.feedback), Some(ALL_GREEN));
        let steps = path.steps();
        Ok(Obj::new()
            .set("answer", word_text(a))
            .set("guesses", array(steps.iter().map(|s| word_text(s.guess))))
            .set(
                "feedback",
                array(steps.iter().map(|s| pattern_text(s.feedback))),
            )
            .set("codes", array(steps.iter().map(|s| s.feedback)))
            .cast())
    }

    /// Plays the tree against every word of `answers` (for instance the lines of the
    /// package's `words.txt`): `{words, total, max, distribution, failures}`, the golden
    /// vectors' shape, with `distribution` keyed by guess count and `failures` the words
    /// the tree does not solve. A string that is not a word throws its `wordle-…` code.
    pub fn evaluate(
        &self,
        #[wasm_bindgen(unchecked_param_type = "readonly string[]")] answers: JsValue,
    ) -> Result<WordleStatsJs, JsValue> {
        let not_words = || js_error("type", "answers are an array of words");
        if !is_array(&answers).map_err(|_| not_words())? {
            return Err(not_words());
        }
        // As many words as 1 MiB of JSON holds, as Python takes: a list of 2^26 holes is
        // not copied whole before its first hole is refused.
        let (list, length) = array_head(&answers, JSON_ITEMS).map_err(|_| not_words())?;
        if length > JSON_ITEMS as usize {
            return Err(js_error(
                "json",
                // Python's words for the same bound.
                format_args!(
                    "a sequence of {length} items is longer than JSON of 1 MiB can hold \
                     ({JSON_ITEMS} items in all)"
                ),
            ));
        }
        let mut codes = Vec::with_capacity(list.length() as usize);
        for w in list.iter() {
            let w = string_of(&w, "an answer")?.ok_or_else(not_words)?;
            codes.push(encode(&w).map_err(to_js)?);
        }
        let stats = wordle::evaluate(&self.0.plut(), &codes);
        let mut distribution = Obj::new();
        for (n, &count) in stats.histogram.iter().enumerate().filter(|(_, c)| **c > 0) {
            distribution = distribution.set(&n.to_string(), count);
        }
        Ok(Obj::new()
            .set("words", stats.words)
            .set("total", stats.total as f64)
            .set("max", stats.max)
            .set("distribution", distribution)
            .set(
                "failures",
                array(stats.failures.iter().map(|&c| word_text(c))),
            )
            .cast())
    }
}

#[wasm_bindgen]
extern "C" {
    /// `WordleSolve`.
    #[wasm_bindgen(typescript_type = "WordleSolve")]
    pub type WordleSolveJs;
    /// `WordleStats`.
    #[wasm_bindgen(typescript_type = "WordleStats")]
    pub type WordleStatsJs;
}
