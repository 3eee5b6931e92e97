//! Bits (Binairo+) and the Binary Grid profile.

use crate::error::{Coded, js_error, to_js};
use crate::interop::*;
use bits::binairo::rules;
use bits::binairo::{
    self, CellValue, Deducer, Descriptor, Difficulty, GenerateError, Grid, OptionReader, Options,
    PublicView, Puzzle, RankRefused, SizeRefused, Submission, Technique, Verdict,
    binary_grid_puzzle, deductions_json, profile::ProfileError,
};
use wasm_bindgen::prelude::*;

/// Reads `{size?, rank?, clues?: [min, max], hints?: [min, max]}`; missing fields keep
/// the daily defaults. Each mistake is named in the core's order
/// (the id, the size, the rank, then the ranges), whatever order the object's keys are in;
/// only a value that is no options object, or an unknown key, comes before the id.
fn options(id: &str, value: &JsValue) -> Result<Options, JsValue> {
    let mut asked = Asked::default();
    if !value.is_undefined() && !value.is_null() {
        let v = data_of(value, "options")?;
        if !v.is_object() || js_sys::Array::is_array(&v) {
            return Err(js_error("option-type", "options must be an object"));
        }
        for key in js_sys::Object::keys(v.unchecked_ref::<js_sys::Object>()).iter() {
            let key = key.as_string().unwrap_or_default();
            let slot = match key.as_str() {
                "size" => &mut asked.size,
                "rank" => &mut asked.rank,
                "clues" => &mut asked.clues,
                "hints" => &mut asked.hints,
                _ => {
                    return Err(js_error(
                        "option-unknown",
                        format_args!("unknown option {key} (size, rank, clues, hints)"),
                    ));
                }
            };
            *slot = Some(field(&v, &key));
        }
    }
    binairo::read_options(Some(id), &mut asked)
}

/// The fields of an options object, read for the core.
#[derive(Default)]
struct Asked {
    size: Option<JsValue>,
    rank: Option<JsValue>,
    clues: Option<JsValue>,
    hints: Option<JsValue>,
}

impl OptionReader for Asked {
    type Error = JsValue;

    fn refused(&self, e: GenerateError) -> JsValue {
        to_js(e)
    }

    fn size(&mut self) -> Result<Option<usize>, JsValue> {
        let Some(x) = &self.size else { return Ok(None) };
        past(x, u64::from(u32::MAX), &|n| {
            js_error("option-size", SizeRefused(n))
        })?;
        small("size", "size", x).map(Some)
    }

    // `rank: null` is the week's rank, as no rank is.
    fn rank(&mut self) -> Result<Option<u8>, JsValue> {
        match &self.rank {
            Some(x) if !x.is_null() => {
                past(x, 255, &|n| js_error("option-rank", RankRefused(n)))?;
                Ok(Some(within("rank", "rank", x, 255)? as u8))
            }
            _ => Ok(None),
        }
    }

    fn clues(&mut self) -> Result<Option<(usize, usize)>, JsValue> {
        self.clues.as_ref().map(|x| range("clues", x)).transpose()
    }

    fn hints(&mut self) -> Result<Option<(usize, usize)>, JsValue> {
        self.hints.as_ref().map(|x| range("hints", x)).transpose()
    }
}

/// A whole number from 0 to `hi`. The carriers are C's (`uint32_t`, `uint8_t` for the
/// rank) and Python takes the same bounds: a number beyond one is refused as given, never
/// quoted cut down. `name` is Python's for the number ("clues maximum"), so the sentences
/// are Python's.
fn within(key: &str, name: &str, x: &JsValue, hi: u64) -> Result<u64, JsValue> {
    // Any whole number is a number; past the carrier (or below 0) it is out of range, as
    // in Python.
    match x.as_f64() {
        Some(n) if whole_in(n, 0.0..=hi as f64) => Ok(n as u64),
        Some(n) if whole_in(n, f64::MIN..=f64::MAX) => {
            Err(out_of_range("option-range", name, n, 0, hi))
        }
        _ => Err(js_error(
            "option-type",
            format_args!("option {key} must be a non-negative integer"),
        )),
    }
}

/// A whole number in C's `uint32_t`.
fn small(key: &str, name: &str, x: &JsValue) -> Result<usize, JsValue> {
    within(key, name, x, u64::from(u32::MAX)).map(|n| n as usize)
}

/// `[min, max]`.
fn range(key: &str, x: &JsValue) -> Result<(usize, usize), JsValue> {
    match elements(x) {
        Some(a) if a.length() == 2 => Ok((
            small(key, &format!("{key} minimum"), &a.get(0))?,
            small(key, &format!("{key} maximum"), &a.get(1))?,
        )),
        _ => Err(js_error(
            "option-type",
            format_args!("option {key} must be [min, max]"),
        )),
    }
}

/// A side or rank past its carrier, refused in the core's words and with its code, as
/// one inside it is: `rank: 256` reads as `rank: 4` does.
fn past(x: &JsValue, hi: u64, refused: &dyn Fn(JsNum) -> JsValue) -> Result<(), JsValue> {
    match x.as_f64() {
        Some(n) if whole_in(n, f64::MIN..=f64::MAX) && !whole_in(n, 0.0..=hi as f64) => {
            Err(refused(JsNum(n)))
        }
        _ => Ok(()),
    }
}

fn generate(id: &str, opts: &JsValue) -> Result<Descriptor, JsValue> {
    bits::generate_descriptor_with(id, &options(id, opts)?).map_err(to_js)
}

/// The full descriptor of a puzzle id (`YYYY-MM-DD` or `practice-<seed>`), as a plain
/// object. Servers keep this one; send `publicDescriptor` to players.
#[wasm_bindgen(js_name = generateDescriptor)]
pub fn generate_descriptor(
    id: Str,
    options: Option<GenerateOptionsInput>,
) -> Result<DescriptorJs, JsValue> {
    let id: &str = &str_arg(&id, "id")?;
    parse(&generate(id, &options.map_or(JsValue::UNDEFINED, Into::into))?.to_json())
}

/// The full descriptor as the core's JSON text (the bytes the server caches).
#[wasm_bindgen(js_name = generateDescriptorJson)]
pub fn generate_descriptor_json(
    id: Str,
    options: Option<GenerateOptionsInput>,
) -> Result<String, JsValue> {
    let id: &str = &str_arg(&id, "id")?;
    Ok(generate(id, &options.map_or(JsValue::UNDEFINED, Into::into))?.to_json())
}

/// The public view (no solution, no signatures) of a puzzle id.
#[wasm_bindgen(js_name = publicDescriptor)]
pub fn public_descriptor(
    id: Str,
    options: Option<GenerateOptionsInput>,
) -> Result<PublicDescriptorJs, JsValue> {
    let id: &str = &str_arg(&id, "id")?;
    let d = generate(id, &options.map_or(JsValue::UNDEFINED, Into::into))?;
    parse(&d.public_view().to_json())
}

/// The public view as JSON text.
#[wasm_bindgen(js_name = publicDescriptorJson)]
pub fn public_descriptor_json(
    id: Str,
    options: Option<GenerateOptionsInput>,
) -> Result<String, JsValue> {
    let id: &str = &str_arg(&id, "id")?;
    let d = generate(id, &options.map_or(JsValue::UNDEFINED, Into::into))?;
    Ok(d.public_view().to_json())
}

fn load(descriptor: &JsValue) -> Result<Descriptor, JsValue> {
    Descriptor::from_json(&text_of(descriptor, "descriptor")?).map_err(to_js)
}

/// Loads a full descriptor (object or JSON text) with every check — consistent seeds, a
/// solution that obeys the rules, clues and hints that agree with it, the solution the id
/// draws (`descriptor-not-drawn` for an entry carried over to another id) — and returns
/// it re-written by the engine. Throws on a tampered or corrupt entry.
#[wasm_bindgen(js_name = loadDescriptor)]
pub fn load_descriptor(descriptor: DescriptorInput) -> Result<DescriptorJs, JsValue> {
    parse(&load(&descriptor)?.to_json())
}

/// Loads a public view (object or JSON text) with every check. A full descriptor is
/// refused (its `solution` is a field no public view has): `publicView` makes one of it.
#[wasm_bindgen(js_name = loadPublicDescriptor)]
pub fn load_public_descriptor(view: PublicDescriptorInput) -> Result<PublicDescriptorJs, JsValue> {
    let text = text_of(&view, "public descriptor")?;
    parse(&PublicView::from_json(&text).map_err(to_js)?.to_json())
}

/// The public view of a full descriptor.
#[wasm_bindgen(js_name = publicView)]
pub fn public_view(descriptor: DescriptorInput) -> Result<PublicDescriptorJs, JsValue> {
    parse(&load(&descriptor)?.public_view().to_json())
}

/// The puzzle as an SVG picture: givens and `=`/`×` hints, from a puzzle id, a descriptor
/// or a public view (checked loads; the same picture either way, and as a fresh `GridState`
/// draws it).
#[wasm_bindgen(js_name = puzzleSvg)]
pub fn puzzle_svg(descriptor: AnyDescriptorInput) -> Result<String, JsValue> {
    let fresh = match given(&descriptor, "descriptor")? {
        Given::Id(id) => bits::binairo::GridState::new(&generate_default(&id)?),
        Given::Json(text) => {
            bits::binairo::GridState::from_descriptor_json(&text).map_err(to_js)?
        }
    };
    Ok(bits::binairo::svg::state_svg(&fresh))
}

/// A descriptor's solution drawn with its givens and hints (for QA sheets), from a puzzle
/// id or a full descriptor.
#[wasm_bindgen(js_name = solutionSvg)]
pub fn solution_svg(descriptor: DescriptorInput) -> Result<String, JsValue> {
    let d = match given(&descriptor, "descriptor")? {
        Given::Id(id) => generate_default(&id)?,
        Given::Json(text) => Descriptor::from_json(&text).map_err(to_js)?,
    };
    Ok(bits::binairo::svg::solution_svg(&d))
}

/// One row of a grid input as a string of `0`, `1` and `.` (empty) — anything else becomes
/// `x`, which the core reports with its position.
fn row_text(row: &JsValue) -> Result<String, JsValue> {
    if let Some(s) = string_of(row, "a grid row")? {
        return Ok(s);
    }
    match elements(row) {
        Some(cells) => Ok(cells
            .iter()
            .map(|c| match c.as_f64() {
                _ if c.is_null() => '.',
                Some(0.0) => '0',
                Some(1.0) => '1',
                _ => 'x',
            })
            .collect()),
        None => Err(js_error(
            "grid-type",
            "each row must be a string like \"101010\" or an array of 0/1",
        )),
    }
}

fn rows_of(grid: &JsValue) -> Result<Vec<String>, JsValue> {
    match elements(&data_of(grid, "grid")?) {
        Some(rows) => rows.iter().map(|r| row_text(&r)).collect(),
        None => Err(js_error("grid-type", "a grid is an array of rows")),
    }
}

fn full_grid(grid: &JsValue) -> Result<Grid, JsValue> {
    // An empty cell gets the core's `grid-incomplete`, with its place, as in Python and C.
    Grid::from_row_strings(&rows_of(grid)?).map_err(to_js)
}

/// Whether a complete grid (rows as strings or 0/1 arrays) follows the Bits rules R1–R3
/// (R3: no two equal rows or columns; Binary Grid puzzles allow them, and
/// `validateBinaryGrid` judges those). Throws for a grid that is not square, not 4–16, or
/// holds something other than 0/1.
#[wasm_bindgen(js_name = gridFollowsRules)]
pub fn grid_follows_rules(grid: GridInput) -> Result<bool, JsValue> {
    Ok(bits::grid_follows_rules(&full_grid(&grid)?))
}

/// The first Bits rule (R1–R3, as `gridFollowsRules`) a complete grid breaks, or `null`:
/// `{code, message, r?, c?}` with the same codes as a rejected submission.
#[wasm_bindgen(js_name = checkGrid, unchecked_return_type = "RuleViolation | null")]
pub fn check_grid(grid: GridInput) -> Result<JsValue, JsValue> {
    match rules::check_grid(&full_grid(&grid)?, true) {
        Ok(()) => Ok(JsValue::NULL),
        Err(v) => {
            let o = Obj::new()
                .set("code", v.code())
                .set("message", v.to_string());
            Ok(match v.cell() {
                Some((r, c)) => o.set("r", r).set("c", c),
                None => o,
            }
            .into())
        }
    }
}

/// Row and column statuses of a grid in play (cells `0`, `1` or `null`; rows may also be
/// strings with `.` for empty): `{rows, columns}`, each `{balanced, noTriples, complete,
/// duplicate}` — the live rule colouring of the page.
#[wasm_bindgen(js_name = lineStatuses, unchecked_return_type = "LineStatuses")]
pub fn line_statuses(grid: GridInput) -> Result<JsValue, JsValue> {
    let s = rules::line_statuses(&rows_of(&grid)?).map_err(to_js)?;
    let kind = |lines: &[rules::PlayLine]| {
        array(lines.iter().map(|l| {
            Obj::new()
                .set("balanced", l.status.balanced)
                .set("noTriples", l.status.no_triples)
                .set("complete", l.status.complete)
                .set("duplicate", l.duplicate)
        }))
    };
    Ok(Obj::new()
        .set("rows", kind(&s.rows))
        .set("columns", kind(&s.columns))
        .into())
}

/// A submission as Python takes one. Text is read by the core's own reader, as in Python
/// and C: the same text is the same submission, or the same error, in every runtime. An
/// object is read as data, field by field, as Python reads a dict: a grid that is not an
/// array of arrays becomes empty (rejected as `shape`), a missing or non-numeric time NaN
/// (rejected as `time`), and fields nobody reads are never looked at.
fn submission(value: &JsValue) -> Result<Submission, JsValue> {
    if value.is_string() {
        let text = text_of(value, "submission")?;
        // The host's own number conversion: the same values, without Rust's in the module.
        let number = |t: &str| Some(js_sys::Number::parse_float(t));
        return Submission::from_json_with(&text, number).map_err(|e| js_error("json", e));
    }
    let v = data_of(value, "submission")?;
    let cell = |c: JsValue| match c.as_f64() {
        _ if c.is_null() => CellValue::Empty,
        Some(0.0) => CellValue::Zero,
        Some(1.0) => CellValue::One,
        _ => CellValue::Other,
    };
    let grid = elements(&field(&v, "grid")).map_or_else(Vec::new, |rows| {
        rows.iter()
            .map(|row| elements(&row).map_or_else(Vec::new, |cs| cs.iter().map(cell).collect()))
            .collect()
    });
    let time_ms = field(&v, "timeMs").as_f64().unwrap_or(f64::NAN);
    Ok(Submission { grid, time_ms })
}

/// `{ok: true, valid: true, timeMs, dateKey}` or `{ok: false, valid: false, message, code,
/// r?, c?}`, fields in the server's order.
fn verdict_js(v: &Verdict) -> VerdictJs {
    match v {
        Verdict::Accepted { time_ms, date_key } => Obj::new()
            .set("ok", true)
            .set("valid", true)
            .set("timeMs", *time_ms)
            .set("dateKey", date_key.as_str()),
        Verdict::Rejected {
            code,
            message,
            r,
            c,
        } => {
            let o = Obj::new()
                .set("ok", false)
                .set("valid", false)
                .set("message", message.as_str())
                .set("code", code.as_str());
            let o = match r {
                Some(r) => o.set("r", *r),
                None => o,
            };
            match c {
                Some(c) => o.set("c", *c),
                None => o,
            }
        }
    }
    .cast()
}

/// Checks a player's finished grid `{grid, timeMs}` against a full descriptor (object or
/// JSON text): `{ok: true, valid: true, timeMs, dateKey}` or `{ok: false, valid: false,
/// message, code, r?, c?}`. Throws for a bad descriptor; `json` for submission text that is
/// no JSON object (a text is read by the engine's reader, as in Python and C), for `null`
/// or `undefined`, and for a value `JSON.stringify` cannot write. Any other value that is
/// no object gets a `shape` verdict.
#[wasm_bindgen(js_name = validateSubmission)]
pub fn validate_submission(
    descriptor: DescriptorInput,
    #[wasm_bindgen(js_name = submission)] submission_: SubmissionInput,
) -> Result<VerdictJs, JsValue> {
    let d = load(&descriptor)?;
    Ok(verdict_js(&bits::validate_submission(
        &d,
        &submission(&submission_)?,
    )))
}

/// Like `validateSubmission` but regenerates the descriptor from its id (a server
/// that keeps no cache).
#[wasm_bindgen(js_name = validateSubmissionForId)]
pub fn validate_submission_for_id(
    id: Str,
    #[wasm_bindgen(js_name = submission)] submission_: SubmissionInput,
    options: Option<GenerateOptionsInput>,
) -> Result<VerdictJs, JsValue> {
    let id: &str = &str_arg(&id, "id")?;
    let d = generate(id, &options.map_or(JsValue::UNDEFINED, Into::into))?;
    Ok(verdict_js(&bits::validate_submission(
        &d,
        &submission(&submission_)?,
    )))
}

fn puzzle_of(value: &JsValue) -> Result<Puzzle, JsValue> {
    match given(value, "puzzle")? {
        Given::Id(id) => Ok(generate_default(&id)?.into_puzzle()),
        // A descriptor or public view is a puzzle too: the reader takes width, height,
        // clues and adjacencies and ignores a descriptor's other fields, so it is read
        // once, as a puzzle, without the checked load's uniqueness search.
        Given::Json(text) => Puzzle::from_json(&text).map_err(to_js),
    }
}

/// A puzzle as a caller handed it over: by id, or spelled out in JSON.
pub(crate) enum Given {
    /// A puzzle id, such as `"2026-11-21"`.
    Id(String),
    /// JSON text (a caller's object is written as JSON first).
    Json(String),
}

/// Reads a caller's puzzle, descriptor or view once: a string that the core calls an id
/// (`daily::is_puzzle_id_text`, the rule Python uses too) is an id, anything else is JSON.
/// Texts over 1 MiB are refused by `text_of` before they are copied.
pub(crate) fn given(value: &JsValue, what: &str) -> Result<Given, JsValue> {
    let text = text_of(value, what)?;
    Ok(
        if value.is_string() && bits::daily::is_puzzle_id_text(&text) {
            Given::Id(text)
        } else {
            Given::Json(text)
        },
    )
}

/// The descriptor of a puzzle id with the site's default options.
pub(crate) fn generate_default(id: &str) -> Result<Descriptor, JsValue> {
    bits::generate_descriptor(id).map_err(to_js)
}

/// Counts solutions of `{width, height, clues, adjacencies, distinct?}` (or a descriptor,
/// or a puzzle id) up to 2: `{solutions, solution, rank}` — `solution` (row strings) and
/// `rank` (1–3 by the deduction solver, or `null` when it gets stuck) only for a unique
/// puzzle. The deduction solver goes first and settles every Bits puzzle the generator
/// makes without a search; a puzzle it cannot finish is searched, and throws `search-budget` when
/// `maxNodes` search nodes (1,000,000 by default: about ten seconds natively on a hard
/// 16×16 puzzle, and 3.5 times that in node) do not settle the count: a hand-made puzzle
/// on a large grid can need more than a lifetime.
#[wasm_bindgen(js_name = solvePuzzle)]
pub fn solve_puzzle(
    puzzle: PuzzleInputJs,
    #[wasm_bindgen(js_name = maxNodes)] max_nodes: Option<crate::interop::Num>,
) -> Result<SolveResultJs, JsValue> {
    let budget = match max_nodes.filter(|n| !n.is_null()) {
        None => bits::binairo::SEARCH_NODES,
        Some(n) => {
            let x = num_arg(&n, "maxNodes")?;
            // Python's sentence ("max_nodes 0 is not from 1 to …"), to 2^53 here.
            const MAX: u64 = 1 << 53;
            if !whole_in(x, 1.0..=MAX as f64) {
                return Err(out_of_range("range", "maxNodes", x, 1, MAX));
            }
            x as u64
        }
    };
    let p = puzzle_of(&puzzle)?;
    let r = bits::binairo::solve_puzzle(&p, budget).map_err(|e| js_error("search-budget", e))?;
    Ok(Obj::new()
        .set("solutions", r.solutions)
        .opt("solution", r.solution.map(|g| array(g.row_strings())))
        .opt("rank", r.rank)
        .cast())
}

/// The human-style solve of a puzzle (or descriptor, or puzzle id), one named technique per step with its
/// sentence, using techniques up to `maxLevel` (1, 2 or 3; default 3). Ends where it gets stuck.
#[wasm_bindgen(js_name = deduce)]
pub fn deduce(
    puzzle: PuzzleInputJs,
    #[wasm_bindgen(js_name = maxLevel)] max_level: Option<Num>,
) -> Result<DeductionsJs, JsValue> {
    let level = match max_level.filter(|v| !v.is_null()) {
        None => Technique::MAX_LEVEL,
        Some(v) => match num_arg(&v, "maxLevel")? {
            x if whole_in(x, 1.0..=f64::from(Technique::MAX_LEVEL)) => x as u8,
            x => {
                let top = Technique::MAX_LEVEL.into();
                return Err(out_of_range("range", "maxLevel", x, 1, top));
            }
        },
    };
    let p = puzzle_of(&puzzle)?;
    let (steps, _) = Deducer::new(&p).trace(&p, level);
    // The core's JSON, as for descriptors: one writer for every binding's bytes.
    parse(&deductions_json(&steps, p.size()))
}

fn difficulty(s: &str) -> Result<Difficulty, JsValue> {
    Difficulty::parse(s).map_err(|e: ProfileError| e.to_js())
}

/// The Binary Grid puzzle of a UTC date key and difficulty (`easy`, `medium`, `hard`):
/// `{dateKey, difficulty, size, givens}`.
#[wasm_bindgen(js_name = binaryGridPuzzle)]
pub fn binary_grid(
    #[wasm_bindgen(js_name = dateKey)] date_key: Str,
    level: Str,
) -> Result<PuzzleInfoJs, JsValue> {
    let date_key: &str = &str_arg(&date_key, "dateKey")?;
    let level: &str = &str_arg(&level, "level")?;
    let info = binary_grid_puzzle(date_key, difficulty(level)?).map_err(to_js)?;
    // Keys in the order of the core's `PuzzleInfo::to_json` (SPEC's).
    let givens = info.givens().into_iter().map(|row| {
        array(
            row.into_iter()
                .map(|v| v.map_or(JsValue::NULL, JsValue::from)),
        )
    });
    Ok(Obj::new()
        .set("dateKey", info.date_key())
        .set("difficulty", info.difficulty().as_str())
        .set("size", info.size())
        .set("givens", array(givens))
        .cast())
}

/// The server's acceptance of a Binary Grid submission `{grid, timeMs}`.
#[wasm_bindgen(js_name = validateBinaryGrid)]
pub fn validate_binary_grid(
    #[wasm_bindgen(js_name = dateKey)] date_key: Str,
    level: Str,
    #[wasm_bindgen(js_name = submission)] submission_: SubmissionInput,
) -> Result<VerdictJs, JsValue> {
    let date_key: &str = &str_arg(&date_key, "dateKey")?;
    let level: &str = &str_arg(&level, "level")?;
    let info = binary_grid_puzzle(date_key, difficulty(level)?).map_err(to_js)?;
    Ok(verdict_js(&info.validate(&submission(&submission_)?)))
}
