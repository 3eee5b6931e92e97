//! JSON for descriptors and public views: the exact camelCase shapes of SPEC §3, and the
//! checked load. Field order in the output is fixed by these structs, so every binding
//! emits the same bytes.

use super::descriptor::{
    Descriptor, DescriptorError, Metadata, PublicView, check_common, check_solution,
    techniques_from_names,
};
use super::generate::Seeds;
use super::puzzle::{Clue, Dir, Hint, HintKind};
use alloc::borrow::Cow;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct ClueJson {
    pub r: u64,
    pub c: u64,
    pub bit: u64,
}

#[derive(Serialize, Deserialize)]
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

#[derive(Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct MetadataJson {
    difficulty_rank: u64,
    generator_version: u64,
    techniques: Vec<Cow<'static, str>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    built_from_seed: Option<Vec<String>>,
}

#[derive(Serialize, Deserialize)]
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

#[derive(Serialize, Deserialize)]
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

pub(crate) fn clue_json(c: &Clue) -> ClueJson {
    ClueJson {
        r: c.r.into(),
        c: c.c.into(),
        bit: c.bit.into(),
    }
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
        let n = self.solution.size() as u64;
        let wire = DescriptorJson {
            puzzle_id: self.puzzle_id.clone(),
            seed: self.seeds.seed,
            row_order_seed: self.seeds.row_order_seed,
            clue_seed: self.seeds.clue_seed,
            width: n,
            height: n,
            solution: self.solution.row_strings(),
            clues: self.clues.iter().map(clue_json).collect(),
            adjacencies: self.adjacencies.iter().map(hint_json).collect(),
            row_signatures: self
                .row_signatures()
                .iter()
                .map(|&r| u64::from(r))
                .collect(),
            column_totals: self.column_totals().iter().map(|&c| u64::from(c)).collect(),
            metadata: metadata_json(&self.metadata, true),
        };
        serde_json::to_string(&wire).expect("descriptor JSON has only strings and numbers")
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
    /// The public view as compact JSON.
    pub fn to_json(&self) -> String {
        let n = self.size as u64;
        let wire = PublicJson {
            puzzle_id: self.puzzle_id.clone(),
            seed: self.seeds.seed,
            row_order_seed: self.seeds.row_order_seed,
            clue_seed: self.seeds.clue_seed,
            width: n,
            height: n,
            clues: self.clues.iter().map(clue_json).collect(),
            adjacencies: self.adjacencies.iter().map(hint_json).collect(),
            metadata: MetadataJson {
                difficulty_rank: self.difficulty_rank.into(),
                generator_version: self.generator_version.into(),
                techniques: self
                    .techniques
                    .iter()
                    .map(|t| Cow::Borrowed(t.name()))
                    .collect(),
                built_from_seed: None,
            },
        };
        serde_json::to_string(&wire).expect("public view JSON has only strings and numbers")
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
