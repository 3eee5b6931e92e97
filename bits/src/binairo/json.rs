//! JSON for descriptors and public views: the exact camelCase shapes of SPEC §3, and the
//! checked load. Field order in the output is fixed by these structs, so every binding
//! emits the same bytes.

use super::deduce::Technique;
use super::descriptor::{
    Descriptor, DescriptorError, Metadata, PublicView, check_common, check_solution,
    techniques_from_names,
};
use super::generate::Seeds;
use super::lines::bit;
use super::puzzle::{Clue, Dir, Hint, HintKind};
use crate::json_writer::JsonWriter;
use alloc::borrow::Cow;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use serde::Deserialize;

#[derive(Deserialize)]
#[cfg_attr(test, derive(serde::Serialize))]
#[serde(deny_unknown_fields)]
pub(crate) struct ClueJson {
    pub r: u64,
    pub c: u64,
    pub bit: u64,
}

#[derive(Deserialize)]
#[cfg_attr(test, derive(serde::Serialize))]
#[serde(deny_unknown_fields)]
pub(crate) struct HintJson {
    pub r: u64,
    pub c: u64,
    // Cow: written from the engine's static names without an allocation each, read
    // as owned text.
    pub dir: Cow<'static, str>,
    #[serde(rename = "type")]
    pub kind: Cow<'static, str>,
}

#[derive(Deserialize)]
#[cfg_attr(test, derive(serde::Serialize))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct MetadataJson {
    difficulty_rank: u64,
    generator_version: u64,
    techniques: Vec<Cow<'static, str>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    built_from_seed: Option<Vec<String>>,
}

#[derive(Deserialize)]
#[cfg_attr(test, derive(serde::Serialize))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct DescriptorJson {
    puzzle_id: String,
    seed: u32,
    row_order_seed: u32,
    clue_seed: u32,
    width: u64,
    height: u64,
    solution: Vec<String>,
    clues: Vec<ClueJson>,
    adjacencies: Vec<HintJson>,
    row_signatures: Vec<u64>,
    column_totals: Vec<u64>,
    metadata: MetadataJson,
}

#[derive(Deserialize)]
#[cfg_attr(test, derive(serde::Serialize))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct PublicJson {
    puzzle_id: String,
    seed: u32,
    row_order_seed: u32,
    clue_seed: u32,
    width: u64,
    height: u64,
    clues: Vec<ClueJson>,
    adjacencies: Vec<HintJson>,
    metadata: MetadataJson,
}

pub(crate) fn hint_json(h: &Hint) -> HintJson {
    HintJson {
        r: h.r.into(),
        c: h.c.into(),
        dir: Cow::Borrowed(match h.dir {
            Dir::Right => "right",
            Dir::Down => "down",
        }),
        kind: Cow::Borrowed(match h.kind {
            HintKind::Equal => "equal",
            HintKind::Different => "different",
        }),
    }
}

fn hints_from_json(hints: &[HintJson]) -> Result<Vec<Hint>, DescriptorError> {
    hints
        .iter()
        .enumerate()
        .map(|(index, h)| {
            let dir = match &*h.dir {
                "right" => Dir::Right,
                "down" => Dir::Down,
                _ => {
                    return Err(DescriptorError::Hint {
                        index,
                        reason: "dir must be \"right\" or \"down\"",
                    });
                }
            };
            let kind = match &*h.kind {
                "equal" => HintKind::Equal,
                "different" => HintKind::Different,
                _ => {
                    return Err(DescriptorError::Hint {
                        index,
                        reason: "type must be \"equal\" or \"different\"",
                    });
                }
            };
            if h.r > 15 || h.c > 15 {
                return Err(DescriptorError::Hint {
                    index,
                    reason: "lies outside the grid",
                });
            }
            Ok(Hint {
                r: h.r as u8,
                c: h.c as u8,
                dir,
                kind,
            })
        })
        .collect()
}

fn json_error(e: serde_json::Error) -> DescriptorError {
    DescriptorError::Json {
        line: e.line(),
        column: e.column(),
        message: e.to_string(),
    }
}

/// `puzzleId` to `height`, the fields every Bits shape starts with.
fn write_head(w: &mut JsonWriter, puzzle_id: &str, seeds: &Seeds, n: usize) {
    w.field_str("puzzleId", puzzle_id);
    w.field_uint("seed", seeds.seed.into());
    w.field_uint("rowOrderSeed", seeds.row_order_seed.into());
    w.field_uint("clueSeed", seeds.clue_seed.into());
    w.field_uint("width", n as u64);
    w.field_uint("height", n as u64);
}

/// `clues` and `adjacencies`.
fn write_givens(w: &mut JsonWriter, clues: &[Clue], hints: &[Hint]) {
    w.key("clues");
    w.begin_array();
    for c in clues {
        w.begin_object();
        w.field_uint("r", c.r.into());
        w.field_uint("c", c.c.into());
        w.field_uint("bit", c.bit.into());
        w.end_object();
    }
    w.end_array();
    w.key("adjacencies");
    w.begin_array();
    for h in hints {
        let j = hint_json(h);
        w.begin_object();
        w.field_uint("r", j.r);
        w.field_uint("c", j.c);
        w.field_str("dir", &j.dir);
        w.field_str("type", &j.kind);
        w.end_object();
    }
    w.end_array();
}

/// `metadata`; `builtFromSeed` only in a full descriptor.
fn write_metadata(
    w: &mut JsonWriter,
    rank: u8,
    version: u32,
    techniques: &[Technique],
    built_from_seed: Option<&[String]>,
) {
    w.key("metadata");
    w.begin_object();
    w.field_uint("difficultyRank", rank.into());
    w.field_uint("generatorVersion", version.into());
    w.key("techniques");
    w.begin_array();
    for t in techniques {
        w.string(t.name());
    }
    w.end_array();
    if let Some(steps) = built_from_seed {
        w.key("builtFromSeed");
        w.begin_array();
        for s in steps {
            w.string(s);
        }
        w.end_array();
    }
    w.end_object();
}

fn check_version(v: u64) -> Result<u32, DescriptorError> {
    u32::try_from(v)
        .ok()
        .filter(|&v| v >= 1)
        .ok_or(DescriptorError::Metadata {
            field: "generatorVersion",
            reason: "must be a positive integer",
        })
}

/// The checks a descriptor and a public view share: id, seeds, size, clues, hints, rank and
/// uniqueness.
fn load_common(
    puzzle_id: &str,
    [seed, row_order_seed, clue_seed]: [u32; 3],
    (width, height): (u64, u64),
    clues: &[ClueJson],
    hints: &[HintJson],
    metadata: &MetadataJson,
) -> Result<(Seeds, super::puzzle::Puzzle), DescriptorError> {
    let seeds = Seeds {
        seed,
        row_order_seed,
        clue_seed,
    };
    let clues: Vec<_> = clues.iter().map(|c| (c.r, c.c, c.bit)).collect();
    let hints = hints_from_json(hints)?;
    check_common(
        puzzle_id,
        seeds,
        width,
        height,
        &clues,
        hints,
        metadata.difficulty_rank,
    )
}

impl Descriptor {
    /// The descriptor as compact JSON (SPEC §3 field order).
    pub fn to_json(&self) -> String {
        let n = self.solution.size();
        let mut w = JsonWriter::with_capacity(1024 + 64 * n * n);
        w.begin_object();
        write_head(&mut w, &self.puzzle_id, &self.seeds, n);
        w.key("solution");
        w.begin_array();
        for &row in self.solution.rows() {
            w.plain_chars((0..n).map(|c| if row & bit(n, c) != 0 { '1' } else { '0' }));
        }
        w.end_array();
        write_givens(&mut w, &self.clues, &self.adjacencies);
        w.key("rowSignatures");
        w.begin_array();
        for &r in &self.row_signatures() {
            w.uint(r.into());
        }
        w.end_array();
        w.key("columnTotals");
        w.begin_array();
        for &c in &self.column_totals() {
            w.uint(c.into());
        }
        w.end_array();
        let m = &self.metadata;
        write_metadata(
            &mut w,
            m.difficulty_rank,
            m.generator_version,
            &m.techniques,
            Some(&m.built_from_seed),
        );
        w.end_object();
        w.finish()
    }

    /// Loads a descriptor from JSON (a cache entry), checking that it is consistent:
    /// seeds follow from the id, the solution obeys every rule, clues and hints agree with
    /// it and pin it down uniquely, derived fields match.
    pub fn from_json(json: &str) -> Result<Descriptor, DescriptorError> {
        let w: DescriptorJson = serde_json::from_str(json).map_err(json_error)?;
        let (seeds, puzzle) = load_common(
            &w.puzzle_id,
            [w.seed, w.row_order_seed, w.clue_seed],
            (w.width, w.height),
            &w.clues,
            &w.adjacencies,
            &w.metadata,
        )?;
        let solution = check_solution(&puzzle, &w.solution, &w.row_signatures, &w.column_totals)?;
        let generator_version = check_version(w.metadata.generator_version)?;
        Ok(Descriptor {
            puzzle_id: w.puzzle_id,
            seeds,
            solution,
            clues: puzzle.clues().to_vec(),
            adjacencies: puzzle.hints().to_vec(),
            metadata: Metadata {
                difficulty_rank: w.metadata.difficulty_rank as u8,
                generator_version,
                techniques: techniques_from_names(&w.metadata.techniques)?,
                built_from_seed: w.metadata.built_from_seed.unwrap_or_default(),
            },
        })
    }
}

impl PublicView {
    /// The public view as compact JSON (the descriptor's fields less the solution's).
    pub fn to_json(&self) -> String {
        let mut w = JsonWriter::with_capacity(1024);
        w.begin_object();
        write_head(&mut w, &self.puzzle_id, &self.seeds, self.size);
        write_givens(&mut w, &self.clues, &self.adjacencies);
        write_metadata(
            &mut w,
            self.difficulty_rank,
            self.generator_version,
            &self.techniques,
            None,
        );
        w.end_object();
        w.finish()
    }

    /// Loads a public view, checking seeds, shape and that it has exactly one solution.
    pub fn from_json(json: &str) -> Result<PublicView, DescriptorError> {
        let w: PublicJson = serde_json::from_str(json).map_err(json_error)?;
        if w.metadata.built_from_seed.is_some() {
            return Err(DescriptorError::Metadata {
                field: "builtFromSeed",
                reason: "reveals the solution and does not belong in a public view",
            });
        }
        let (seeds, puzzle) = load_common(
            &w.puzzle_id,
            [w.seed, w.row_order_seed, w.clue_seed],
            (w.width, w.height),
            &w.clues,
            &w.adjacencies,
            &w.metadata,
        )?;
        Ok(PublicView {
            puzzle_id: w.puzzle_id,
            seeds,
            size: puzzle.size(),
            clues: puzzle.clues().to_vec(),
            adjacencies: puzzle.hints().to_vec(),
            difficulty_rank: w.metadata.difficulty_rank as u8,
            generator_version: check_version(w.metadata.generator_version)?,
            techniques: techniques_from_names(&w.metadata.techniques)?,
        })
    }
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct PuzzleJson {
    width: u64,
    height: u64,
    #[serde(default)]
    clues: Vec<ClueJson>,
    #[serde(default)]
    adjacencies: Vec<HintJson>,
    #[serde(default)]
    distinct: Option<bool>,
}

impl super::puzzle::Puzzle {
    /// Reads `{width, height, clues, adjacencies, distinct?}` (R3 on unless
    /// `"distinct": false`), checking every clue and hint lies inside the grid.
    pub fn from_json(json: &str) -> Result<super::puzzle::Puzzle, DescriptorError> {
        let w: PuzzleJson = serde_json::from_str(json).map_err(json_error)?;
        if w.width != w.height || !super::lines::is_supported_size(w.width as usize) {
            return Err(DescriptorError::Size {
                width: w.width,
                height: w.height,
            });
        }
        let n = w.width as usize;
        let mut clues = Vec::with_capacity(w.clues.len());
        for (index, c) in w.clues.iter().enumerate() {
            if c.r >= n as u64 || c.c >= n as u64 {
                return Err(DescriptorError::Clue {
                    index,
                    reason: "lies outside the grid",
                });
            }
            if c.bit > 1 {
                return Err(DescriptorError::Clue {
                    index,
                    reason: "bit must be 0 or 1",
                });
            }
            clues.push(Clue {
                r: c.r as u8,
                c: c.c as u8,
                bit: c.bit as u8,
            });
        }
        let hints = hints_from_json(&w.adjacencies)?;
        super::puzzle::Puzzle::new(n, clues, hints, w.distinct.unwrap_or(true))
            .map_err(|e| super::descriptor::puzzle_error(e, w.width, w.height))
    }
}

#[cfg(test)]
mod tests {
    //! The hand-written JSON against `serde_json` over the same wire structs: the way
    //! every shape was written before, and the reader's own view of the format.
    use super::*;
    use crate::binairo::{Options, generate_descriptor_with};
    use alloc::format;
    use proptest::prelude::*;

    fn clue_json(c: &Clue) -> ClueJson {
        ClueJson {
            r: c.r.into(),
            c: c.c.into(),
            bit: c.bit.into(),
        }
    }

    fn metadata_json(m: &Metadata, with_steps: bool) -> MetadataJson {
        MetadataJson {
            difficulty_rank: m.difficulty_rank.into(),
            generator_version: m.generator_version.into(),
            techniques: m
                .techniques
                .iter()
                .map(|t| Cow::Borrowed(t.name()))
                .collect(),
            built_from_seed: with_steps.then(|| m.built_from_seed.clone()),
        }
    }

    fn serde_descriptor(d: &Descriptor) -> String {
        let n = d.solution.size() as u64;
        serde_json::to_string(&DescriptorJson {
            puzzle_id: d.puzzle_id.clone(),
            seed: d.seeds.seed,
            row_order_seed: d.seeds.row_order_seed,
            clue_seed: d.seeds.clue_seed,
            width: n,
            height: n,
            solution: d.solution.row_strings(),
            clues: d.clues.iter().map(clue_json).collect(),
            adjacencies: d.adjacencies.iter().map(hint_json).collect(),
            row_signatures: d.row_signatures().iter().map(|&r| u64::from(r)).collect(),
            column_totals: d.column_totals().iter().map(|&c| u64::from(c)).collect(),
            metadata: metadata_json(&d.metadata, true),
        })
        .unwrap()
    }

    fn serde_public(v: &PublicView) -> String {
        let n = v.size as u64;
        serde_json::to_string(&PublicJson {
            puzzle_id: v.puzzle_id.clone(),
            seed: v.seeds.seed,
            row_order_seed: v.seeds.row_order_seed,
            clue_seed: v.seeds.clue_seed,
            width: n,
            height: n,
            clues: v.clues.iter().map(clue_json).collect(),
            adjacencies: v.adjacencies.iter().map(hint_json).collect(),
            metadata: MetadataJson {
                difficulty_rank: v.difficulty_rank.into(),
                generator_version: v.generator_version.into(),
                techniques: v
                    .techniques
                    .iter()
                    .map(|t| Cow::Borrowed(t.name()))
                    .collect(),
                built_from_seed: None,
            },
        })
        .unwrap()
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        /// Generated puzzles of every size and rank, their text fields then replaced by
        /// arbitrary strings (quotes, backslashes, control characters, non-ASCII): the
        /// bytes are `serde_json`'s, and the reader takes the untouched text back.
        #[test]
        fn descriptor_and_public_view_bytes_are_serde_json(
            day in 0i64..3000,
            size in prop_oneof![Just(4usize), Just(6), Just(8), Just(10)],
            rank in 1u8..=2,
            id_text in "[\\x00-\\x1f\"\\\\a-z\\x7f\u{e9}\u{1F600}]{0,16}",
            steps in proptest::collection::vec("[\\x00-\\x1f\"\\\\a-z\\x7f\u{e9}]{0,16}", 0..4),
        ) {
            let date = crate::daily::Date::from_days_since_epoch(10_957 + day);
            let id = format!("{date}");
            let o = Options { size, rank: Some(rank), ..Options::default() };
            let d = generate_descriptor_with(&id, &o).unwrap();
            prop_assert_eq!(d.to_json(), serde_descriptor(&d));
            prop_assert_eq!(Descriptor::from_json(&d.to_json()).unwrap(), d.clone());
            let v = d.public_view();
            prop_assert_eq!(v.to_json(), serde_public(&v));
            let mut odd = d.clone();
            odd.puzzle_id = id_text.clone();
            odd.metadata.built_from_seed = steps;
            prop_assert_eq!(odd.to_json(), serde_descriptor(&odd));
            let mut odd_view = v;
            odd_view.puzzle_id = id_text;
            prop_assert_eq!(odd_view.to_json(), serde_public(&odd_view));
        }
    }
}
