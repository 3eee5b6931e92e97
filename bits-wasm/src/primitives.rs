//! The determinism primitives and the leaderboard's field checks.

use crate::error::{Coded, js_error, to_js};
use crate::interop::{Str, num_arg, str_arg};
use bits::daily::{self, PuzzleId};
use bits::{rng, validation};
use wasm_bindgen::prelude::*;

/// The string's UTF-16 code units, read from the JavaScript string itself (one host call
/// each): a copy into a Rust `String` would turn a lone surrogate into U+FFFD.
fn code_units(s: &Str) -> Result<&js_sys::JsString, JsValue> {
    if !s.is_string() {
        return Err(js_error("type", "text must be a string"));
    }
    Ok(s.unchecked_ref())
}

/// The site's `hashString` over UTF-16 code units (lone surrogates as they are).
#[wasm_bindgen(js_name = hashString)]
pub fn hash_string(s: Str) -> Result<u32, JsValue> {
    Ok(rng::hash_code_units(code_units(&s)?.iter()))
}

/// FNV-1a (32-bit) over UTF-16 code units (lone surrogates as they are).
#[wasm_bindgen(js_name = fnv1a32)]
pub fn fnv1a32(s: Str) -> Result<u32, JsValue> {
    Ok(rng::fnv1a32_code_units(code_units(&s)?.iter()))
}

/// The site's seeded generator (`createSeededRandom`), bit-exact.
#[wasm_bindgen]
pub struct Mulberry32(rng::Mulberry32);

#[wasm_bindgen]
impl Mulberry32 {
    /// A generator seeded with an integer, taken modulo 2^32 like `>>> 0` (so a negative
    /// result of `^` seeds the same generator as the site's). Fractions throw `range`.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "number")] seed: JsValue,
    ) -> Result<Mulberry32, JsValue> {
        let x = num_arg(&seed, "seed")?;
        if !crate::interop::whole_in(x, f64::MIN..=f64::MAX) {
            return Err(crate::error::js_error(
                "range",
                format_args!("seed {} is not an integer", crate::interop::JsNum(x)),
            ));
        }
        Ok(Mulberry32(rng::Mulberry32::new(
            x.rem_euclid(4_294_967_296.0) as u32,
        )))
    }

    /// The next 32-bit output.
    #[wasm_bindgen(js_name = nextU32)]
    pub fn next_u32(&mut self) -> u32 {
        self.0.next_u32()
    }

    /// The next output divided by 2^32, in [0, 1) — the site's `rng()`.
    #[wasm_bindgen(js_name = nextF64)]
    pub fn next_f64(&mut self) -> f64 {
        self.0.next_f64()
    }

    /// `floor(rng() * n)`, computed exactly: 0 for n = 0, which still uses up one output,
    /// as the site's formula does and as Python and C do.
    pub fn below(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] n: JsValue,
    ) -> Result<u32, JsValue> {
        let n = num_arg(&n, "n")?;
        if !crate::interop::whole_in(n, 0.0..=f64::from(u32::MAX)) {
            return Err(crate::interop::out_of_range(
                "range",
                "n",
                n,
                0,
                u32::MAX.into(),
            ));
        }
        Ok(self.0.below(n as u32))
    }

    /// The site's `shuffleArray` (Fisher–Yates from the end) on a copy of `items`; the
    /// array given is left as it was. Declared generic in `types` (`shuffle<T>`).
    #[wasm_bindgen(skip_typescript)]
    pub fn shuffle(&mut self, items: JsValue) -> Result<JsValue, JsValue> {
        // The caller's array is read once, by `Array.from` with its exceptions caught (a
        // proxy may throw from any read); the swaps then work on that copy, which cannot.
        let unreadable = || crate::error::js_error("type", "items cannot be read as an array");
        if !crate::interop::is_array(&items).map_err(|_| unreadable())? {
            return Err(crate::error::js_error("type", "items must be an array"));
        }
        let out = crate::interop::array_from(&items).map_err(|_| unreadable())?;
        for (i, j) in self.0.shuffle_swaps(out.length() as usize) {
            let (i, j) = (i as u32, j as u32);
            let a = out.get(i);
            out.set(i, out.get(j));
            out.set(j, a);
        }
        Ok(out.into())
    }
}

/// The America/Los_Angeles calendar date (`YYYY-MM-DD`) of a Unix time in milliseconds —
/// the site's `getPTDateYYYYMMDD`.
/// The daylight-saving rules in force since 2007 are applied to every year, so the date is
/// the time-zone database's from 2007 on; a time before 2007 within hours of midnight near
/// a change of the older rules may land on the next or previous day.
#[wasm_bindgen(js_name = ptDate)]
pub fn pt_date(
    #[wasm_bindgen(unchecked_param_type = "number", js_name = unixMs)] unix_ms: JsValue,
) -> Result<String, JsValue> {
    let ms = daily::ms_from_f64(num_arg(&unix_ms, "unixMs")?).map_err(to_js)?;
    // A date YYYY-MM-DD cannot write (a far timestamp's) is refused, not written wrong.
    Ok(daily::pt_date(ms).spellable().map_err(to_js)?.to_string())
}

/// The UTC calendar date (`YYYY-MM-DD`) of a Unix time in milliseconds.
#[wasm_bindgen(js_name = utcDate)]
pub fn utc_date(
    #[wasm_bindgen(unchecked_param_type = "number", js_name = unixMs)] unix_ms: JsValue,
) -> Result<String, JsValue> {
    let ms = daily::ms_from_f64(num_arg(&unix_ms, "unixMs")?).map_err(to_js)?;
    Ok(daily::utc_date(ms).spellable().map_err(to_js)?.to_string())
}

/// The day of the week of a `YYYY-MM-DD` date: 0 = Monday … 6 = Sunday.
#[wasm_bindgen]
pub fn weekday(date: Str) -> Result<u8, JsValue> {
    Ok(date_arg(&date, "date")?.weekday().index())
}

fn date_arg(s: &Str, name: &str) -> Result<daily::Date, JsValue> {
    daily::Date::parse(&str_arg(s, name)?).map_err(to_js)
}

/// The date `days` after `date` (before it when negative), as `YYYY-MM-DD`: calendar
/// arithmetic without `Date`'s time zones. Throws `id-year-range` outside 0000–9999.
#[wasm_bindgen(js_name = addDays)]
pub fn add_days(
    date: Str,
    #[wasm_bindgen(unchecked_param_type = "number")] days: JsValue,
) -> Result<String, JsValue> {
    let from = date_arg(&date, "date")?;
    let n = num_arg(&days, "days")?;
    if !crate::interop::whole_in(n, f64::MIN..=f64::MAX) {
        let e = format_args!("days {} is not a whole number", crate::interop::JsNum(n));
        return Err(js_error("range", e));
    }
    // Whole, but past i64: no day there is in 0000-9999 either. The core's words, with the
    // number as Python quotes it.
    if !(-9_223_372_036_854_775_808.0..9_223_372_036_854_775_808.0).contains(&n) {
        let e = format_args!(
            "{from} + {} days is outside the years 0000-9999",
            crate::interop::JsNum(n)
        );
        return Err(js_error("id-year-range", e));
    }
    Ok(from.add_days(n as i64).map_err(to_js)?.to_string())
}

/// Days from `first` to `last` (negative when `last` is earlier), both `YYYY-MM-DD`.
#[wasm_bindgen(js_name = daysBetween)]
pub fn days_between(first: Str, last: Str) -> Result<f64, JsValue> {
    let a = date_arg(&first, "first")?;
    let b = date_arg(&last, "last")?;
    // At most 3,652,424 either way: exact as a double.
    Ok(a.days_until(b) as f64)
}

/// Throws unless `id` is a real `YYYY-MM-DD` date or `practice-<seed>`.
#[wasm_bindgen(js_name = validatePuzzleId)]
pub fn validate_puzzle_id(id: Str) -> Result<(), JsValue> {
    let id: &str = &str_arg(&id, "id")?;
    PuzzleId::parse(id).map(|_| ()).map_err(|e| e.to_js())
}

/// What a puzzle id names: `{kind: "daily", date}` or `{kind: "practice", seed}`. Throws
/// the `id-…` error `validatePuzzleId` throws.
#[wasm_bindgen(js_name = parsePuzzleId)]
pub fn parse_puzzle_id(id: Str) -> Result<crate::interop::PuzzleIdJs, JsValue> {
    let id: &str = &str_arg(&id, "id")?;
    let o = match PuzzleId::parse(id).map_err(|e| e.to_js())? {
        PuzzleId::Date(d) => crate::interop::Obj::new()
            .set("kind", "daily")
            .set("date", d.to_string()),
        PuzzleId::Practice(seed) => crate::interop::Obj::new()
            .set("kind", "practice")
            .set("seed", seed),
    };
    Ok(o.cast())
}

/// Throws unless `s` is a version-4 UUID (case-insensitive).
#[wasm_bindgen(js_name = validateUuid)]
pub fn validate_uuid(s: Str) -> Result<(), JsValue> {
    let s: &str = &str_arg(&s, "text")?;
    validation::validate_uuid(s).map_err(to_js)
}

/// Throws unless `s` is one to three capital letters A–Z.
#[wasm_bindgen(js_name = validateInitials)]
pub fn validate_initials(s: Str) -> Result<(), JsValue> {
    let s: &str = &str_arg(&s, "text")?;
    validation::validate_initials(s).map_err(to_js)
}

/// Throws unless `ms` is a finite solve time from 3,000 to 3,600,000 ms.
#[wasm_bindgen(js_name = validateTimeMs)]
pub fn validate_time_ms(
    #[wasm_bindgen(unchecked_param_type = "number")] ms: JsValue,
) -> Result<(), JsValue> {
    validation::validate_time_ms(num_arg(&ms, "ms")?).map_err(to_js)
}
