//! The Bits play state as a class: the page taps, undoes, asks for hints and saves; the
//! core decides everything.

use crate::binairo::{Given, generate_default};
use crate::error::{Coded, js_error, to_js};
use crate::interop::*;
use bits::binairo::state::{Advice, GridState as Core, Restored, StateError};
use bits::binairo::{CellOutside, Line, LineReport, OutsideGrid};
use bits::daily::ms_from_f64;
use wasm_bindgen::prelude::*;

impl Coded for StateError {
    fn code(&self) -> &'static str {
        match self {
            StateError::Cell { .. } | StateError::NoLine { .. } => "state-cell",
            StateError::Clue { .. } => "state-given",
            StateError::Locked { .. } => "state-locked",
            StateError::Value { .. } => "state-value",
            StateError::NotVerified { .. } => "state-not-verified",
            StateError::Solved => "state-solved",
            StateError::NoDeduction => "state-no-deduction",
            StateError::Json { .. } => "json",
            StateError::Corrupt { .. } => "state-corrupt",
            StateError::OtherPuzzle { .. } => "state-other-puzzle",
            _ => "state",
        }
    }
}

fn now(ms: &JsValue) -> Result<i64, JsValue> {
    ms_from_f64(num_arg(ms, "now")?).map_err(to_js)
}

/// A cell's row and column. Any whole number the core can name in its 1-based words is
/// handed over, and the core judges it against the grid ("row 1000001 column 1 is outside
/// the grid"); one past that carrier gets the same sentence here (Python's and C's for the
/// same numbers); a negative one has no 1-based spelling and is quoted as given, as in
/// Python.
fn cell_at(r: &JsValue, c: &JsValue) -> Result<(usize, usize), JsValue> {
    let (r, c) = (num_arg(r, "row")?, num_arg(c, "column")?);
    let carried = |i: f64| whole_in(i, 0.0..=f64::from(u32::MAX - 1));
    if carried(r) && carried(c) {
        return Ok((r as usize, c as usize));
    }
    // 1-based in integers: exact for every whole number below 2^64.
    let spelled = |i: f64| {
        whole_in(i, 0.0..=MAX_U64)
            .then(|| (i as u64).checked_add(1))
            .flatten()
    };
    let e = match (spelled(r), spelled(c)) {
        // Both whole, one beyond the module's carrier: the core's own sentence.
        (Some(r1), Some(c1)) => CellOutside {
            row: r1,
            column: c1,
        }
        .to_string(),
        _ => {
            let (what, i) = if spelled(r).is_none() {
                ("row", r)
            } else {
                ("column", c)
            };
            if whole_in(i, f64::MIN..=-1.0) {
                format!("{what} index {}: an index cannot be negative", JsNum(i))
            } else {
                format!("{what} {} is not a row or column index", JsNum(i))
            }
        }
    };
    Err(js_error("state-cell", e))
}

/// A line's index: any whole number below 2^64, which the core's `OutsideGrid` words
/// quote exactly when no grid has that line.
fn line_index(i: &JsValue, what: &str) -> Result<u64, JsValue> {
    let i = num_arg(i, what)?;
    if whole_in(i, 0.0..=MAX_U64) {
        return Ok(i as u64);
    }
    let e = if whole_in(i, f64::MIN..=-1.0) {
        format!("{what} index {}: an index cannot be negative", JsNum(i))
    } else {
        format!("{what} {} is not a row or column index", JsNum(i))
    };
    Err(js_error("state-cell", e))
}

fn cell_value(v: Option<u8>) -> JsValue {
    v.map_or(JsValue::NULL, JsValue::from)
}

/// `{kind: "row" | "column", index}`.
fn line_js(l: Line) -> Obj {
    Obj::new().set("kind", l.noun()).set("index", l.index())
}

/// A row or column named by `kind` ("row" | "column") and `index`.
fn line_arg(kind: &Str, index_: &JsValue) -> Result<Line, JsValue> {
    let kind: &str = &str_arg(kind, "kind")?;
    let line = Line::of_noun(kind).map_err(|e| js_error("state-line", e))?;
    let i = line_index(index_, kind)?;
    // Past 255 no grid has the line; the core's words for any line outside the grid.
    u8::try_from(i).map(line).map_err(|_| {
        let e = OutsideGrid::of(line(0));
        js_error("state-cell", OutsideGrid { index: i, ..e })
    })
}

/// `{line, balanced, noTriples, complete, duplicateOf, hintsHold, clean}`.
fn report_js(l: &LineReport) -> Obj {
    Obj::new()
        .set("line", line_js(l.line))
        .set("balanced", l.balanced)
        .set("noTriples", l.no_triples)
        .set("complete", l.complete)
        .opt("duplicateOf", l.duplicate_of)
        .set("hintsHold", l.hints_hold)
        .set("clean", l.is_clean())
}

/// The play state of one Bits puzzle: cells with live rule colouring (no solution needed),
/// tap cycle, undo/redo, line locks, explained hints, a timer fed with the caller's clock
/// and save/restore that discards another day's save.
#[wasm_bindgen]
pub struct GridState(Core);

#[wasm_bindgen]
impl GridState {
    /// A fresh state for a full descriptor (`mistakes()` then lists wrong cells) or a public
    /// view (what players' browsers get; its hints still point at a wrong cell of a puzzle
    /// with one solution), as an object or JSON text; or for a puzzle id,
    /// whose descriptor is generated here with the default options.
    #[wasm_bindgen(constructor)]
    pub fn new(descriptor: AnyDescriptorInput) -> Result<GridState, JsValue> {
        match crate::binairo::given(&descriptor, "descriptor")? {
            Given::Id(id) => Ok(GridState(Core::new(&generate_default(&id)?))),
            Given::Json(text) => Core::from_descriptor_json(&text)
                .map(GridState)
                .map_err(to_js),
        }
    }

    /// The puzzle id.
    #[wasm_bindgen(getter, js_name = puzzleId)]
    pub fn puzzle_id(&self) -> String {
        self.0.puzzle_id().into()
    }

    /// The side of the grid.
    #[wasm_bindgen(getter)]
    pub fn size(&self) -> usize {
        self.0.size()
    }

    /// Hints given so far.
    #[wasm_bindgen(getter, js_name = hintsUsed)]
    pub fn hints_used(&self) -> u32 {
        self.0.hints_used()
    }

    /// When the grid was solved (caller's clock, ms), or `undefined`.
    #[wasm_bindgen(getter, js_name = solvedAt)]
    pub fn solved_at(&self) -> Option<f64> {
        self.0.solved_at().map(|t| t as f64)
    }

    /// Whether the clock runs (resumed, not paused since, not finished): a page that
    /// pauses when hidden asks this instead of keeping its own flag.
    #[wasm_bindgen(getter, js_name = clockRunning)]
    pub fn clock_running(&self) -> bool {
        self.0.clock_running()
    }

    /// Whether every cell is filled and every rule holds.
    #[wasm_bindgen(getter, js_name = isSolved)]
    pub fn is_solved(&self) -> bool {
        self.0.is_solved()
    }

    /// The value of a cell: 0, 1 or `null`.
    #[wasm_bindgen(unchecked_return_type = "0 | 1 | null")]
    pub fn value(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number")] r: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] c: JsValue,
    ) -> Result<JsValue, JsValue> {
        let (r, c) = cell_at(&r, &c)?;
        let v = self.0.value(r, c).map_err(to_js)?;
        Ok(cell_value(v))
    }

    /// Cycles a cell empty → 0 → 1 → empty; returns the new value. Givens and locked
    /// cells throw (`state-given`, `state-locked`), and so does a finished state
    /// (`state-solved`: `finishIfSolved` has recorded the solve).
    #[wasm_bindgen(unchecked_return_type = "0 | 1 | null")]
    pub fn tap(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] r: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] c: JsValue,
    ) -> Result<JsValue, JsValue> {
        let (r, c) = cell_at(&r, &c)?;
        let v = self.0.tap(r, c).map_err(to_js)?;
        Ok(cell_value(v))
    }

    /// Sets a cell to 0, 1 or `null`.
    pub fn set(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] r: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number")] c: JsValue,
        #[wasm_bindgen(unchecked_param_type = "0 | 1 | null")] value: JsValue,
    ) -> Result<(), JsValue> {
        // Only `null` empties a cell: a forgotten argument (`set(r, c)`) is refused, not
        // taken for a wish to clear it.
        let v = if value.is_null() {
            None
        } else {
            match value.as_f64() {
                Some(x) if x == 0.0 || x == 1.0 => Some(x as u8),
                // Python's words, with JavaScript's name for an empty cell.
                Some(x) => {
                    return Err(js_error(
                        "state-value",
                        format_args!("{} is not 0, 1 or null", JsNum(x)),
                    ));
                }
                None => return Err(js_error("state-value", "a cell is 0, 1 or null")),
            }
        };
        let (r, c) = cell_at(&r, &c)?;
        self.0.set(r, c, v).map_err(to_js)
    }

    /// Locks the open cells of a complete, rule-abiding line (`kind` `"row"` or `"column"`).
    pub fn lock(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "\"row\" | \"column\"")] kind: Str,
        #[wasm_bindgen(unchecked_param_type = "number", js_name = index)] index_: JsValue,
    ) -> Result<(), JsValue> {
        self.0.lock(line_arg(&kind, &index_)?).map_err(to_js)
    }

    /// Starts the puzzle again: every cell but the givens emptied and every lock lifted, as
    /// one move `undo()` takes back. The clock and `hintsUsed` carry on, so a restart hides
    /// neither the time nor the hints. Refused once finished (`state-solved`).
    pub fn restart(&mut self) -> Result<(), JsValue> {
        self.0.restart().map_err(to_js)
    }

    /// Live status of one line: `{line, balanced, noTriples, complete, duplicateOf,
    /// hintsHold, clean}`.
    #[wasm_bindgen(js_name = lineReport)]
    pub fn line_report(
        &self,
        #[wasm_bindgen(unchecked_param_type = "\"row\" | \"column\"")] kind: Str,
        #[wasm_bindgen(unchecked_param_type = "number", js_name = index)] index_: JsValue,
    ) -> Result<LineReportJs, JsValue> {
        let report = self
            .0
            .line_report(line_arg(&kind, &index_)?)
            .map_err(to_js)?;
        Ok(report_js(&report).cast())
    }

    /// Keeps at most `limit` moves for undo (100 by default; the oldest go first).
    #[wasm_bindgen(js_name = setHistoryLimit)]
    pub fn set_history_limit(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number")] limit: JsValue,
    ) -> Result<(), JsValue> {
        let n = num_arg(&limit, "limit")?;
        // Any whole number, saturated as Python does: the history grows only with moves
        // played, whatever the limit.
        if !whole_in(n, 0.0..=f64::MAX) {
            return Err(js_error(
                "range",
                format_args!("limit {} is not a whole number of moves", JsNum(n)),
            ));
        }
        self.0.set_history_limit(n as usize);
        Ok(())
    }

    /// Whether `undo()` would take a move back (an Undo button's `disabled` is its
    /// negation).
    #[wasm_bindgen(getter, js_name = canUndo)]
    pub fn can_undo(&self) -> bool {
        self.0.can_undo()
    }

    /// Whether `redo()` would replay a move.
    #[wasm_bindgen(getter, js_name = canRedo)]
    pub fn can_redo(&self) -> bool {
        self.0.can_redo()
    }

    /// Takes back the last move; `false` when there is none or the state is finished.
    pub fn undo(&mut self) -> bool {
        self.0.undo()
    }

    /// Replays the last undone move; `false` when there is none or the state is finished.
    pub fn redo(&mut self) -> bool {
        self.0.redo()
    }

    /// Every cell, row by row: `{r, c, value, isClue, isLocked, status}`.
    pub fn cells(&self) -> Result<StateCellsJs, JsValue> {
        let cells = self.0.cells().into_iter().map(|c| {
            Obj::new()
                .set("r", c.r)
                .set("c", c.c)
                .opt("value", c.value)
                .set("isClue", c.is_clue)
                .set("isLocked", c.is_locked)
                .set("status", c.status.as_str())
        });
        Ok(array(cells).unchecked_into())
    }

    /// Live status of every row then every column.
    #[wasm_bindgen(js_name = lineReports)]
    pub fn line_reports(&self) -> Result<LineReportsJs, JsValue> {
        let lines = self.0.line_reports();
        Ok(array(lines.iter().map(report_js)).unchecked_into())
    }

    /// Filled cells that differ from the solution (`[r, c]` pairs), or `null` when the
    /// state was built from a public view (its `hint()` still points at a wrong cell, and
    /// counts).
    #[wasm_bindgen(unchecked_return_type = "[number, number][] | null")]
    pub fn mistakes(&self) -> Result<JsValue, JsValue> {
        match self.0.mistakes() {
            None => Ok(JsValue::NULL),
            Some(m) => Ok(array(m.into_iter().map(|(r, c)| pair(r, c))).into()),
        }
    }

    /// The next deduction with its technique and a one-sentence explanation, or where a
    /// mistake is. Throws `state-solved` / `state-no-deduction` when there is nothing to say.
    pub fn hint(&mut self) -> Result<AdviceJs, JsValue> {
        let v = match self.0.hint().map_err(to_js)? {
            Advice::Step {
                r,
                c,
                value,
                technique,
                cells,
                explanation,
            } => Obj::new()
                .set("kind", "step")
                .set("r", r)
                .set("c", c)
                .set("value", value)
                .set("technique", technique.name())
                .set("cells", array(cells.into_iter().map(|(r, c)| pair(r, c))))
                .set("explanation", explanation),
            Advice::Mistake { r, c, explanation } => Obj::new()
                .set("kind", "mistake")
                .opt("r", r)
                .opt("c", c)
                .set("explanation", explanation),
        };
        Ok(v.cast())
    }

    /// Starts or resumes the clock at `nowMs` (e.g. `Date.now()`).
    pub fn resume(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number", js_name = nowMs)] now_ms: JsValue,
    ) -> Result<(), JsValue> {
        self.0.resume(now(&now_ms)?);
        Ok(())
    }

    /// Pauses the clock at `nowMs`.
    pub fn pause(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number", js_name = nowMs)] now_ms: JsValue,
    ) -> Result<(), JsValue> {
        self.0.pause(now(&now_ms)?);
        Ok(())
    }

    /// Play time in ms at `nowMs`.
    pub fn elapsed(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number", js_name = nowMs)] now_ms: JsValue,
    ) -> Result<f64, JsValue> {
        Ok(self.0.elapsed(now(&now_ms)?) as f64)
    }

    /// If solved, stops the clock and records `solvedAt`; returns whether it is solved.
    #[wasm_bindgen(js_name = finishIfSolved)]
    pub fn finish_if_solved(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "number", js_name = nowMs)] now_ms: JsValue,
    ) -> Result<bool, JsValue> {
        Ok(self.0.finish_if_solved(now(&now_ms)?))
    }

    /// Takes up a save (object or JSON text) made for this puzzle: `"resumed"`; a save for
    /// another puzzle is set aside: `"discarded"`. Throws for a corrupt save, and
    /// `state-solved` once finished: a save never replaces a solve. Saves hold no history:
    /// undo and redo start afresh, unless the save shows this state's own board (values
    /// and locks: another tab's save of it), whose steps are kept. Keys it does not know
    /// (a later version's) are passed over.
    #[wasm_bindgen(unchecked_return_type = "\"resumed\" | \"discarded\"")]
    pub fn restore(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "DeepReadonly<GridStateSave> | string")]
        save: JsValue,
    ) -> Result<String, JsValue> {
        let text = text_of(&save, "save")?;
        Ok(match self.0.restore(&text).map_err(to_js)? {
            Restored::Resumed => "resumed".into(),
            Restored::Discarded { .. } => "discarded".into(),
        })
    }

    /// The save `{puzzleId, cells, hintsUsed, elapsed, solvedAt?}` as an object.
    #[wasm_bindgen(js_name = toJSON)]
    pub fn to_json(&self) -> Result<GridStateSaveJs, JsValue> {
        parse(&self.0.to_json())
    }

    /// The save as JSON text (for localStorage). With `nowMs`, a running clock's time up
    /// to then is in it (the state itself is left as it is); without, the time up to the
    /// last pause. A page that saves after every move passes `Date.now()`.
    pub fn save(
        &self,
        #[wasm_bindgen(js_name = nowMs)] now_ms: Option<crate::interop::Num>,
    ) -> Result<String, JsValue> {
        match now_ms.filter(|t| !t.is_null()) {
            None => Ok(self.0.to_json()),
            Some(t) => Ok(self.0.to_json_at(now(&t)?)),
        }
    }

    /// The grid in play as an SVG picture.
    pub fn svg(&self) -> String {
        bits::binairo::svg::state_svg(&self.0)
    }

    /// An independent copy (board, locks, history, clock): to try moves out, as a solver
    /// or a tutorial might, without touching the game being played.
    #[wasm_bindgen(js_name = clone)]
    pub fn clone_state(&self) -> GridState {
        GridState(self.0.clone())
    }
}
