//! Bits (Binairo+) and the Binary Grid profile.

use crate::error::{Coded, js_error, to_js};
use crate::interop::*;
use bits::binairo::rules::{self, line_status};
use bits::binairo::{
    Deducer, Deduction, Descriptor, Difficulty, Grid, Line, Options, PublicView, Puzzle,
    Submission, binary_grid_puzzle, count_solutions, profile::ProfileError,
};
use serde_json::{Value, json};
use wasm_bindgen::prelude::*;

/// Reads `{size?, rank?, clues?: [min, max], hints?: [min, max]}`; missing fields keep
/// the daily defaults.
fn options(value: &JsValue) -> Result<Options, JsValue> {
    let mut o = Options::default();
    if value.is_undefined() || value.is_null() {
        return Ok(o);
    }
    let v = value_of(value, "options")?;
    let Value::Object(m) = v else {
        return Err(js_error("option-type", "options must be an object"));
    };
    let uint = |key: &str, x: &Value| {
        x.as_u64().ok_or_else(|| {
            js_error(
                "option-type",
                format_args!("option {key} must be a non-negative integer"),
            )
        })
    };
    let small = |key: &str, x: &Value| {
        uint(key, x).and_then(|n| {
            usize::try_from(n.min(1 << 20))
                .map_err(|_| js_error("option-type", format_args!("option {key} is too large")))
        })
    };
    let range = |key: &str, x: &Value| match x {
        Value::Array(a) if a.len() == 2 => Ok((small(key, &a[0])?, small(key, &a[1])?)),
        _ => Err(js_error(
            "option-type",
            format_args!("option {key} must be [min, max]"),
        )),
    };
    for (key, x) in &m {
        match key.as_str() {
            "size" => o.size = small(key, x)?,
            "rank" if x.is_null() => o.rank = None,
            "rank" => o.rank = Some(uint(key, x)?.min(255) as u8),
            "clues" => o.clues = range(key, x)?,
            "hints" => o.hints = range(key, x)?,
            _ => {
                return Err(js_error(
                    "option-unknown",
                    format_args!("unknown option {key} (size, rank, clues, hints)"),
                ));
            }
        }
    }
    Ok(o)
}

fn generate(id: &str, opts: &JsValue) -> Result<Descriptor, JsValue> {
    bits::generate_descriptor_with(id, &options(opts)?).map_err(to_js)
}

/// The full descriptor of a puzzle id (`YYYY-MM-DD` or `practice-<seed>`), as a plain
/// object. Servers keep this one; send [`public_descriptor`] to players.
#[wasm_bindgen(js_name = generateDescriptor)]
pub fn generate_descriptor(
    id: &str,
    options: Option<GenerateOptionsInput>,
) -> Result<DescriptorJs, JsValue> {
    parse(&generate(id, &options.map_or(JsValue::UNDEFINED, Into::into))?.to_json())
}

/// The full descriptor as the core's JSON text (the bytes the server caches).
#[wasm_bindgen(js_name = generateDescriptorJson)]
pub fn generate_descriptor_json(
    id: &str,
    options: Option<GenerateOptionsInput>,
) -> Result<String, JsValue> {
    Ok(generate(id, &options.map_or(JsValue::UNDEFINED, Into::into))?.to_json())
}

/// The public view (no solution, no signatures) of a puzzle id.
#[wasm_bindgen(js_name = publicDescriptor)]
pub fn public_descriptor(
    id: &str,
    options: Option<GenerateOptionsInput>,
) -> Result<PublicDescriptorJs, JsValue> {
    let d = generate(id, &options.map_or(JsValue::UNDEFINED, Into::into))?;
    parse(&d.public_view().to_json())
}

/// The public view as JSON text.
#[wasm_bindgen(js_name = publicDescriptorJson)]
pub fn public_descriptor_json(
    id: &str,
    options: Option<GenerateOptionsInput>,
) -> Result<String, JsValue> {
    let d = generate(id, &options.map_or(JsValue::UNDEFINED, Into::into))?;
    Ok(d.public_view().to_json())
}

fn load(descriptor: &JsValue) -> Result<Descriptor, JsValue> {
    Descriptor::from_json(&text_of(descriptor, "descriptor")?).map_err(to_js)
}

/// Loads a full descriptor (object or JSON text) with every check — consistent seeds, a
/// solution that obeys the rules, clues and hints that agree with it — and returns it
/// re-written by the engine. Throws on a tampered or corrupt entry.
#[wasm_bindgen(js_name = loadDescriptor)]
pub fn load_descriptor(descriptor: DescriptorInput) -> Result<DescriptorJs, JsValue> {
    parse(&load(&descriptor)?.to_json())
}

/// Loads a public view (object or JSON text) with every check.
#[wasm_bindgen(js_name = loadPublicDescriptor)]
pub fn load_public_descriptor(view: AnyDescriptorInput) -> Result<PublicDescriptorJs, JsValue> {
    let text = text_of(&view, "public descriptor")?;
    parse(&PublicView::from_json(&text).map_err(to_js)?.to_json())
}

/// The public view of a full descriptor.
#[wasm_bindgen(js_name = publicView)]
pub fn public_view(descriptor: DescriptorInput) -> Result<PublicDescriptorJs, JsValue> {
    parse(&load(&descriptor)?.public_view().to_json())
}

/// One row of a grid input as a string of `0`, `1` and `.` (empty) — anything else becomes
/// `x`, which the core reports with its position.
fn row_text(row: &Value) -> Result<String, JsValue> {
    match row {
        Value::String(s) => Ok(s.clone()),
        Value::Array(cells) => Ok(cells
            .iter()
            .map(|c| match c {
                Value::Number(n) if n.as_u64() == Some(0) => '0',
                Value::Number(n) if n.as_u64() == Some(1) => '1',
                Value::Null => '.',
                _ => 'x',
            })
            .collect()),
        _ => Err(js_error(
            "grid-type",
            "each row must be a string like \"101010\" or an array of 0/1",
        )),
    }
}

fn rows_of(grid: &JsValue) -> Result<Vec<String>, JsValue> {
    match value_of(grid, "grid")? {
        Value::Array(rows) => rows.iter().map(row_text).collect(),
        _ => Err(js_error("grid-type", "a grid is an array of rows")),
    }
}

fn full_grid(grid: &JsValue) -> Result<Grid, JsValue> {
    let rows = rows_of(grid)?;
    if rows.iter().any(|r| r.contains('.')) {
        return Err(js_error("grid-incomplete", "the grid has empty cells"));
    }
    Grid::from_row_strings(&rows).map_err(to_js)
}

/// Whether a complete grid (rows as strings or 0/1 arrays) follows R1–R3. Throws for a
/// grid that is not square, not 4–16, or holds something other than 0/1.
#[wasm_bindgen(js_name = gridFollowsRules)]
pub fn grid_follows_rules(grid: GridInput) -> Result<bool, JsValue> {
    Ok(bits::grid_follows_rules(&full_grid(&grid)?))
}

/// The first rule a complete grid breaks, or `null`: `{code, message, r?, c?}` with the
/// same codes as a rejected submission.
#[wasm_bindgen(js_name = checkGrid)]
pub fn check_grid(grid: GridInput) -> Result<JsValue, JsValue> {
    match rules::check_grid(&full_grid(&grid)?, true) {
        Ok(()) => Ok(JsValue::NULL),
        Err(v) => {
            let mut m = serde_json::Map::new();
            m.insert("code".into(), json!(v.code()));
            m.insert("message".into(), json!(v.to_string()));
            if let Some((r, c)) = v.cell() {
                m.insert("r".into(), json!(r));
                m.insert("c".into(), json!(c));
            }
            json_to_js(&Value::Object(m))
        }
    }
}

/// Row and column statuses of a grid in play (cells `0`, `1` or `null`; rows may also be
/// strings with `.` for empty): `{rows, columns}`, each `{balanced, noTriples, complete,
/// duplicate}` — the live rule colouring of the page.
#[wasm_bindgen(js_name = lineStatuses)]
pub fn line_statuses(grid: GridInput) -> Result<JsValue, JsValue> {
    let rows = rows_of(&grid)?;
    let n = rows.len();
    if !bits::binairo::lines::is_supported_size(n) {
        return Err(js_error(
            "grid-size",
            format_args!("grid side {n} is not an even number from 4 to 16"),
        ));
    }
    let mut ones = vec![0u16; n];
    let mut known = vec![0u16; n];
    for (r, row) in rows.iter().enumerate() {
        let chars: Vec<char> = row.chars().collect();
        if chars.len() != n {
            return Err(js_error(
                "grid-row-length",
                format_args!(
                    "row {} has {} cells; a square grid needs {n}",
                    r + 1,
                    chars.len()
                ),
            ));
        }
        for (c, ch) in chars.iter().enumerate() {
            let b = bits::binairo::lines::bit(n, c);
            match ch {
                '0' => known[r] |= b,
                '1' => {
                    known[r] |= b;
                    ones[r] |= b;
                }
                '.' => {}
                _ => {
                    return Err(js_error(
                        "grid-cell",
                        format_args!("row {} column {} is not 0, 1 or empty", r + 1, c + 1),
                    ));
                }
            }
        }
    }
    let column = |mask: &[u16], c: usize| {
        (0..n).fold(0u16, |acc, r| {
            let set = mask[r] & bits::binairo::lines::bit(n, c) != 0;
            acc | if set {
                bits::binairo::lines::bit(n, r)
            } else {
                0
            }
        })
    };
    let cols_ones: Vec<u16> = (0..n).map(|c| column(&ones, c)).collect();
    let cols_known: Vec<u16> = (0..n).map(|c| column(&known, c)).collect();
    let full = bits::binairo::lines::full(n);
    let statuses = |ones: &[u16], known: &[u16]| -> Vec<Value> {
        (0..n)
            .map(|i| {
                let s = line_status(n, ones[i], known[i]);
                let duplicate =
                    s.complete && (0..n).any(|j| j != i && known[j] == full && ones[j] == ones[i]);
                json!({
                    "balanced": s.balanced,
                    "noTriples": s.no_triples,
                    "complete": s.complete,
                    "duplicate": duplicate,
                })
            })
            .collect()
    };
    json_to_js(&json!({
        "rows": statuses(&ones, &known),
        "columns": statuses(&cols_ones, &cols_known),
    }))
}

fn submission(value: &JsValue) -> Result<Submission, JsValue> {
    Ok(Submission::from_value(&value_of(value, "submission")?))
}

/// Checks a player's finished grid `{grid, timeMs}` against a full descriptor (object or
/// JSON text): `{ok: true, valid: true, timeMs, dateKey}` or `{ok: false, valid: false,
/// message, code, r?, c?}`. Throws only when the descriptor itself is bad.
#[wasm_bindgen(js_name = validateSubmission)]
pub fn validate_submission(
    descriptor: DescriptorInput,
    submission_: SubmissionInput,
) -> Result<VerdictJs, JsValue> {
    let d = load(&descriptor)?;
    json_to_js(&bits::validate_submission(&d, &submission(&submission_)?).to_value())
}

/// Like [`validate_submission`] but regenerates the descriptor from its id (a server
/// that keeps no cache).
#[wasm_bindgen(js_name = validateSubmissionForId)]
pub fn validate_submission_for_id(
    id: &str,
    submission_: SubmissionInput,
    options: Option<GenerateOptionsInput>,
) -> Result<VerdictJs, JsValue> {
    let d = generate(id, &options.map_or(JsValue::UNDEFINED, Into::into))?;
    json_to_js(&bits::validate_submission(&d, &submission(&submission_)?).to_value())
}

fn puzzle_of(value: &JsValue) -> Result<Puzzle, JsValue> {
    let text = text_of(value, "puzzle")?;
    // A descriptor or public view is accepted too: they carry width/height/clues/adjacencies.
    if let Ok(d) = Descriptor::from_json(&text) {
        return Ok(d.puzzle());
    }
    if let Ok(v) = PublicView::from_json(&text) {
        return Ok(v.puzzle());
    }
    Puzzle::from_json(&text).map_err(to_js)
}

/// Counts solutions of `{width, height, clues, adjacencies, distinct?}` (or a descriptor)
/// up to 2: `{solutions, solution, rank}` — `solution` (row strings) and `rank` (1–3 by the
/// deduction solver, or `null` when it gets stuck) only for a unique puzzle.
#[wasm_bindgen(js_name = solvePuzzle)]
pub fn solve_puzzle(puzzle: PuzzleInputJs) -> Result<SolveResultJs, JsValue> {
    let p = puzzle_of(&puzzle)?;
    let s = count_solutions(&p, 2);
    let unique = s.count == 1;
    let rank = if unique {
        Deducer::new(&p).rank(&p)
    } else {
        None
    };
    json_to_js(&json!({
        "solutions": s.count,
        "solution": if unique { s.first.map(|g| g.row_strings()) } else { None },
        "rank": rank,
    }))
}

fn line_json(l: Line) -> Value {
    json!({ "kind": if matches!(l, Line::Row(_)) { "row" } else { "column" }, "index": l.index() })
}

fn deduction_json(d: &Deduction) -> Value {
    json!({
        "r": d.r,
        "c": d.c,
        "value": d.value,
        "technique": d.technique.name(),
        "level": d.technique.level(),
        "line": line_json(d.line),
        "evidence": d.evidence.iter().map(|&(r, c)| json!([r, c])).collect::<Vec<_>>(),
        "completions": d.completions,
        "copyOf": d.copy_of,
        "broken": d.broken.map(line_json),
    })
}

/// The human-style solve of a puzzle (or descriptor), one named technique per step, using
/// techniques up to `maxLevel` (default 3). Ends where it gets stuck.
#[wasm_bindgen(js_name = deduce)]
pub fn deduce(puzzle: PuzzleInputJs, max_level: Option<u8>) -> Result<DeductionsJs, JsValue> {
    let p = puzzle_of(&puzzle)?;
    let (steps, _) = Deducer::new(&p).trace(&p, max_level.unwrap_or(3));
    json_to_js(&Value::Array(steps.iter().map(deduction_json).collect()))
}

fn difficulty(s: &str) -> Result<Difficulty, JsValue> {
    Difficulty::parse(s).map_err(|e: ProfileError| e.to_js())
}

/// The Binary Grid puzzle of a UTC date key and difficulty (`easy`, `medium`, `hard`):
/// `{dateKey, difficulty, size, givens}`.
#[wasm_bindgen(js_name = binaryGridPuzzle)]
pub fn binary_grid(date_key: &str, level: &str) -> Result<PuzzleInfoJs, JsValue> {
    let info = binary_grid_puzzle(date_key, difficulty(level)?).map_err(to_js)?;
    parse(&info.to_json())
}

/// The server's acceptance of a Binary Grid submission `{grid, timeMs}`.
#[wasm_bindgen(js_name = validateBinaryGrid)]
pub fn validate_binary_grid(
    date_key: &str,
    level: &str,
    submission_: SubmissionInput,
) -> Result<VerdictJs, JsValue> {
    let info = binary_grid_puzzle(date_key, difficulty(level)?).map_err(to_js)?;
    json_to_js(&info.validate(&submission(&submission_)?).to_value())
}
