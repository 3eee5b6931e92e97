//! Sets: dailies, the exhaustive solver, evaluation and answer checks.

use crate::error::{Coded, js_error, to_js};
use crate::interop::*;
use bits::daily::Date;
use bits::sets::{self, Card, Table, parse_answer};
use wasm_bindgen::prelude::*;

/// The Sets daily of `YYYY-MM-DD` with its answers (server side).
#[wasm_bindgen(js_name = setsDaily)]
pub fn sets_daily(date: Str) -> Result<SetsPuzzleJs, JsValue> {
    let date: &str = &str_arg(&date, "date")?;
    let d = Date::parse(date).map_err(to_js)?;
    parse(&sets::daily(d).map_err(to_js)?.to_json())
}

/// The Sets puzzle of any id (`YYYY-MM-DD` or `practice-<seed>`), with its answers.
#[wasm_bindgen(js_name = setsGenerate)]
pub fn sets_generate(id: Str) -> Result<SetsPuzzleJs, JsValue> {
    let id: &str = &str_arg(&id, "id")?;
    parse(&sets::generate(id).map_err(to_js)?.to_json())
}

/// What a player may see of the puzzle of `id`: no generated or shortest solution.
#[wasm_bindgen(js_name = setsPublic)]
pub fn sets_public(id: Str) -> Result<SetsPublicPuzzleJs, JsValue> {
    let id: &str = &str_arg(&id, "id")?;
    parse(&sets::generate(id).map_err(to_js)?.public().to_json())
}

fn table(value: &JsValue) -> Result<Table, JsValue> {
    Table::from_json(&text_of(value, "table")?).map_err(|e| e.to_js())
}

/// Solves `{cards, dice, goal}` (a puzzle object works too) exhaustively:
/// `{shortest, cubeCount, solutions}` (`shortest` is `null` when there is none).
#[wasm_bindgen(js_name = setsSolve)]
pub fn sets_solve(
    #[wasm_bindgen(js_name = table)] table_: SetsTableInput,
) -> Result<SetsSolveJs, JsValue> {
    parse(&table(&table_)?.solve().to_json())
}

/// Judges a player's answer, e.g. `"red = blue / green ∪ gold"` (ASCII aliases accepted):
/// `{valid, value, goal, message, code}` with `code` `"ok"` for a solution.
#[wasm_bindgen(js_name = setsCheck)]
pub fn sets_check(
    #[wasm_bindgen(js_name = table)] table_: SetsTableInput,
    answer: Str,
) -> Result<SetsVerdictJs, JsValue> {
    // The table before the answer, in the arguments' order, as in Python.
    let table_ = table(&table_)?;
    let answer: &str = &answer_text(&answer)?;
    parse(&table_.check(answer).to_json_for(answer))
}

/// A player's answer. One over the core's limit is cut to one unit past it rather than
/// refused here, so that the core's own `too-long` verdict or error answers it, as in C
/// and Python, without the whole text being copied in.
fn answer_text(answer: &Str) -> Result<String, JsValue> {
    let cap = (sets::parse::MAX_ANSWER_BYTES + 1) as u32;
    match answer.dyn_ref::<js_sys::JsString>() {
        Some(s) if s.length() > cap => {
            // Checked whole, as Python checks it, before the cut.
            crate::interop::unicode(s)?;
            Ok(String::from(s.slice(0, cap)))
        }
        _ => str_arg(answer, "answer"),
    }
}

/// An answer's syntax tree, or the parse error (`code`, `at`, `len`, `token`) thrown for
/// text that does not follow the grammar.
fn answer_of(text: &str) -> Result<sets::Answer, JsValue> {
    parse_answer(text).map_err(|e| {
        // Indices into the caller's string (UTF-16 code units), not UTF-8 bytes, in the
        // message as in `at`.
        let units = |s: &str| s.encode_utf16().count();
        let err = js_error(e.code(), e.message_in(text, units));
        let (at, len) = e.span_in(text, units);
        for (k, v) in [("at", at), ("len", len), ("token", e.token)] {
            let _ = js_sys::Reflect::set(&err, &k.into(), &(v as f64).into());
        }
        err
    })
}

/// An answer in its canonical spelling (`"red = blue / green ∪ gold"`: restriction first,
/// Unicode operators, minimal brackets), so two spellings of one answer compare equal.
/// Throws the parse error `setsEvaluate` throws.
#[wasm_bindgen(js_name = setsParseAnswer)]
pub fn sets_parse_answer(answer: Str) -> Result<String, JsValue> {
    let answer: &str = &answer_text(&answer)?;
    Ok(answer_of(answer)?.to_string())
}

/// Evaluates an answer over up to eight cards, each given as a puzzle's card
/// (`{colors: ["red", "gold"]}`, so `puzzle.cards` itself), as a list of colour names, or as
/// its index 0–15 in the seed's card table (0 none, 1 red, 2 blue, 3 green, 4 gold,
/// 5 red blue, …, 15 all four; the golden vectors' spelling): `{canonical, cubeCount,
/// active, named, value}` with `active`/`named` the positions of the cards. Throws the
/// parse error (`code`, `at`, `len`, `token`) for text that does not follow the grammar.
#[wasm_bindgen(js_name = setsEvaluate)]
pub fn sets_evaluate(
    #[wasm_bindgen(
        unchecked_param_type = "ReadonlyArray<DeepReadonly<SetsCard> | readonly SetsColor[] | number> | Uint8Array"
    )]
    cards: JsValue,
    answer: Str,
) -> Result<SetsEvaluationJs, JsValue> {
    let answer: &str = &answer_text(&answer)?;
    let not_cards = || {
        js_error(
            "type",
            "cards are an array of cards ({colors: [...]}), colour lists or indices 0–15",
        )
    };
    // `instanceof` is caught by the glue; the copy is made by a caught `Array.from`.
    if !(cards.is_instance_of::<js_sys::Uint8Array>()
        || is_array(&cards).map_err(|_| not_cards())?)
    {
        return Err(not_cards());
    }
    // The core's limit and words, before a card is read (C and Python check it first too),
    // and no more cards copied than a deal holds.
    let (cards, length) =
        array_head(&cards, sets::puzzle::MAX_CARDS as u32).map_err(|_| not_cards())?;
    sets::check_card_count(length).map_err(to_js)?;
    let count = cards.length() as usize;
    let mut deal = Vec::with_capacity(count);
    for (i, c) in cards.iter().enumerate() {
        // Numbered from 0, as the core's own deal errors ("cards 0 and 1") and Python number them.
        deal.push(card_of(&c, i)?);
    }
    let deal = sets::Deal::try_new(&deal).map_err(to_js)?;
    let a = answer_of(answer)?;
    parse(&deal.evaluate(&a).to_json_for(&a))
}

/// One card a caller handed to `setsEvaluate`: an index number, a list of colour names, or
/// `{colors}`. Anything but a number is read as JSON data first (`data_of`): the caller's
/// value itself may be a proxy, whose traps may only run behind a caught call.
fn card_of(value: &JsValue, n: usize) -> Result<Card, JsValue> {
    let not_a_card = || {
        js_error(
            "sets-card",
            format_args!(
                "card {n} is not a card: {{colors: [...]}}, a list of colours or an index 0–15"
            ),
        )
    };
    // A string is neither a card nor a colour list (JSON text of one is not taken either).
    if value.is_string() {
        return Err(not_a_card());
    }
    if let Some(x) = value.as_f64() {
        // The core's sentence for the same index, as in C and Python.
        return uint(value)
            .and_then(|x| u8::try_from(x).ok())
            .and_then(Card::from_index)
            .ok_or_else(|| {
                let refused = sets::CardRefused {
                    position: n,
                    value: JsNum(x),
                };
                js_error("sets-card", refused)
            });
    }
    let data = data_of(value, "card").map_err(|_| not_a_card())?;
    let names = match elements(&data) {
        Some(names) => names,
        None => elements(&field(&data, "colors")).ok_or_else(not_a_card)?,
    };
    let mut texts = Vec::with_capacity(4);
    for name in names.iter() {
        texts.push(name.as_string().ok_or_else(|| {
            js_error(
                "sets-color",
                format_args!("card {n} has a colour that is not red, blue, green or gold"),
            )
        })?);
    }
    // The core's reading and sentence, as a puzzle's card gets them.
    Card::from_names(n, texts.iter().map(String::as_str)).map_err(to_js)
}
