//! JSON for descriptors and public views: the exact camelCase shapes of SPEC §3, and the
//! checked load. Field order in the output is fixed by these structs, so every binding
//! emits the same bytes.

use super::deduce::{Deducer, Technique};
use super::descriptor::{
    Checked, Descriptor, DescriptorError, Metadata, PublicView, Shaped, check_common,
    check_metadata, check_solution, techniques_from_names,
};
use super::generate::Seeds;
use super::lines::bit;
use super::puzzle::{Clue, Dir, Hint, HintKind};
use crate::json_reader::{self, Node};
use crate::json_writer::JsonWriter;
use alloc::string::String;
use alloc::vec::Vec;

/// A clue as read, before it is checked against the grid.
struct ClueIn {
    r: u64,
    c: u64,
    bit: u64,
}

/// A hint as read: its names are checked after the whole text has been read, so that a
/// text that is not of the shape is reported as such first.
struct HintIn<'n> {
    r: u64,
    c: u64,
    dir: &'n str,
    kind: &'n str,
}

struct MetadataIn<'n> {
    difficulty_rank: u64,
    generator_version: u64,
    techniques: Vec<&'n str>,
    built_from_seed: Option<Vec<String>>,
}

/// The fields a descriptor and a public view share, as read.
struct CommonIn<'n> {
    puzzle_id: String,
    seeds: [u32; 3],
    width: u64,
    height: u64,
    clues: Vec<ClueIn>,
    hints: Vec<HintIn<'n>>,
    metadata: MetadataIn<'n>,
}

fn clue_in(n: &Node<'_>) -> Result<ClueIn, json_reader::Error> {
    let o = n.object(&["r", "c", "bit"], false)?;
    Ok(ClueIn {
        r: o.required("r")?.u64()?,
        c: o.required("c")?.u64()?,
        bit: o.required("bit")?.u64()?,
    })
}

fn hint_in<'n>(n: &'n Node<'_>) -> Result<HintIn<'n>, json_reader::Error> {
    let o = n.object(&["r", "c", "dir", "type"], false)?;
    Ok(HintIn {
        r: o.required("r")?.u64()?,
        c: o.required("c")?.u64()?,
        dir: o.required("dir")?.str()?,
        kind: o.required("type")?.str()?,
    })
}

fn metadata_in<'n>(n: &'n Node<'_>) -> Result<MetadataIn<'n>, json_reader::Error> {
    let o = n.object(
        &[
            "difficultyRank",
            "generatorVersion",
            "techniques",
            "builtFromSeed",
        ],
        false,
    )?;
    Ok(MetadataIn {
        difficulty_rank: o.required("difficultyRank")?.u64()?,
        generator_version: o.required("generatorVersion")?.u64()?,
        techniques: o.required("techniques")?.list(Node::str)?,
        built_from_seed: o
            .optional("builtFromSeed")
            .map(|v| v.list(|s| s.str().map(String::from)))
            .transpose()?,
    })
}

/// The fields of a descriptor (with its solution's) or of a public view (without).
const DESCRIPTOR_FIELDS: [&str; 12] = [
    "puzzleId",
    "seed",
    "rowOrderSeed",
    "clueSeed",
    "width",
    "height",
    "clues",
    "adjacencies",
    "metadata",
    "solution",
    "rowSignatures",
    "columnTotals",
];
const PUBLIC_FIELDS: &[&str] = DESCRIPTOR_FIELDS.split_at(9).0;

/// The fields of a puzzle to solve: a descriptor's (so a descriptor or a public view is
/// read whole, its other fields ignored) and `distinct`. Built from [`DESCRIPTOR_FIELDS`],
/// so a field a descriptor gains is one the solver takes too.
const PUZZLE_FIELDS: [&str; 13] = {
    let mut all = [""; 13];
    let mut i = 0;
    while i < DESCRIPTOR_FIELDS.len() {
        all[i] = DESCRIPTOR_FIELDS[i];
        i += 1;
    }
    all[12] = "distinct";
    all
};

fn common_in<'n>(o: &json_reader::Object<'n, '_>) -> Result<CommonIn<'n>, json_reader::Error> {
    Ok(CommonIn {
        puzzle_id: o.required("puzzleId")?.str()?.into(),
        seeds: [
            o.required("seed")?.u32()?,
            o.required("rowOrderSeed")?.u32()?,
            o.required("clueSeed")?.u32()?,
        ],
        width: o.required("width")?.u64()?,
        height: o.required("height")?.u64()?,
        clues: o.required("clues")?.list(clue_in)?,
        hints: o.required("adjacencies")?.list(hint_in)?,
        metadata: metadata_in(o.required("metadata")?)?,
    })
}

fn dir_name(d: Dir) -> &'static str {
    match d {
        Dir::Right => "right",
        Dir::Down => "down",
    }
}

fn kind_name(k: HintKind) -> &'static str {
    match k {
        HintKind::Equal => "equal",
        HintKind::Different => "different",
    }
}

fn hints_from_json(hints: &[HintIn<'_>]) -> Result<Vec<Hint>, DescriptorError> {
    hints
        .iter()
        .enumerate()
        .map(|(index, h)| {
            let dir = match h.dir {
                "right" => Dir::Right,
                "down" => Dir::Down,
                _ => {
                    return Err(DescriptorError::Hint {
                        index,
                        reason: "dir must be \"right\" or \"down\"",
                    });
                }
            };
            let kind = match h.kind {
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

/// `json` read into a tree, an error placed in the text.
fn tree_of(json: &str) -> Result<Node<'_>, DescriptorError> {
    json_reader::parse(json).map_err(|e: json_reader::Error| e.located(json).into())
}

impl From<json_reader::Located> for DescriptorError {
    fn from(at: json_reader::Located) -> DescriptorError {
        DescriptorError::Json {
            line: at.line,
            column: at.column,
            path: at.path,
            message: at.message,
        }
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
        w.begin_object();
        w.field_uint("r", h.r.into());
        w.field_uint("c", h.c.into());
        w.field_str("dir", dir_name(h.dir));
        w.field_str("type", kind_name(h.kind));
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

/// The checks a descriptor and a public view share but uniqueness (see [`Shaped`]): id,
/// seeds, size, clues, hints and rank.
fn load_common<'w>(w: &'w CommonIn<'_>) -> Result<Shaped<'w>, DescriptorError> {
    let [seed, row_order_seed, clue_seed] = w.seeds;
    let seeds = Seeds {
        seed,
        row_order_seed,
        clue_seed,
    };
    let clues: Vec<_> = w.clues.iter().map(|c| (c.r, c.c, c.bit)).collect();
    let hints = hints_from_json(&w.hints)?;
    check_common(
        &w.puzzle_id,
        seeds,
        w.width,
        w.height,
        &clues,
        hints,
        w.metadata.difficulty_rank,
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
        write_givens(&mut w, self.clues(), self.adjacencies());
        w.key("rowSignatures");
        w.begin_array();
        for &r in self.solution.rows() {
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
        Descriptor::from_tree(&tree_of(json)?, json)
    }

    /// [`Descriptor::from_json`] of `json` already read into `tree`.
    fn from_tree(tree: &Node<'_>, json: &str) -> Result<Descriptor, DescriptorError> {
        let read = || {
            let o = tree.object(&DESCRIPTOR_FIELDS, false)?;
            Ok((
                common_in(&o)?,
                o.required("solution")?
                    .list(|r| r.str().map(String::from))?,
                o.required("rowSignatures")?.list(Node::u64)?,
                o.required("columnTotals")?.list(Node::u64)?,
            ))
        };
        let (w, rows, signatures, totals) =
            read().map_err(|e: json_reader::Error| e.located(json))?;
        let shaped = load_common(&w)?;
        let solution = check_solution(&shaped.puzzle, &rows, &signatures, &totals)?;
        let checked = shaped.settle()?;
        let generator_version = check_version(w.metadata.generator_version)?;
        let difficulty_rank = w.metadata.difficulty_rank as u8;
        let techniques = techniques_from_names(&w.metadata.techniques)?;
        // With the solution, as the generator lists the techniques.
        let deducer = Deducer::new(&checked.puzzle).with_solution(solution.rows());
        check_metadata(
            &deducer,
            &checked.puzzle,
            generator_version,
            difficulty_rank,
            &techniques,
        )?;
        // After the metadata: a newer version is refused as such, whatever its grid.
        checked.drawn_as()?;
        let Checked { seeds, puzzle, .. } = checked;
        Ok(Descriptor {
            seeds,
            solution,
            puzzle,
            metadata: Metadata {
                difficulty_rank,
                generator_version,
                techniques,
                built_from_seed: w.metadata.built_from_seed.unwrap_or_default(),
            },
            puzzle_id: w.puzzle_id,
        })
    }
}

impl PublicView {
    /// The public view as compact JSON (the descriptor's fields less the solution's).
    pub fn to_json(&self) -> String {
        let mut w = JsonWriter::with_capacity(1024);
        w.begin_object();
        write_head(&mut w, &self.puzzle_id, &self.seeds, self.size());
        write_givens(&mut w, self.clues(), self.adjacencies());
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
        PublicView::from_tree(&tree_of(json)?, json)
    }

    /// [`PublicView::from_json`] of `json` already read into `tree`.
    fn from_tree(tree: &Node<'_>, json: &str) -> Result<PublicView, DescriptorError> {
        let w = tree
            .object(PUBLIC_FIELDS, false)
            .and_then(|o| common_in(&o))
            .map_err(|e: json_reader::Error| e.located(json))?;
        if w.metadata.built_from_seed.is_some() {
            return Err(DescriptorError::Metadata {
                field: "builtFromSeed",
                reason: "reveals the solution and does not belong in a public view",
            });
        }
        let checked = load_common(&w)?.settle()?;
        let generator_version = check_version(w.metadata.generator_version)?;
        let difficulty_rank = w.metadata.difficulty_rank as u8;
        let techniques = techniques_from_names(&w.metadata.techniques)?;
        check_metadata(
            &Deducer::new(&checked.puzzle),
            &checked.puzzle,
            generator_version,
            difficulty_rank,
            &techniques,
        )?;
        checked.drawn_as()?;
        let Checked { seeds, puzzle, .. } = checked;
        Ok(PublicView {
            seeds,
            puzzle,
            difficulty_rank,
            generator_version,
            techniques,
            puzzle_id: w.puzzle_id,
        })
    }
}

impl super::state::GridState {
    /// A fresh state from a descriptor's or a public view's JSON, loaded with every check:
    /// a full descriptor when the object carries a `solution`, else a public view. Deciding
    /// by that field means a flawed descriptor is reported as a descriptor (a wrong seed, a
    /// bad solution), not as a public view with a field too many.
    pub fn from_descriptor_json(json: &str) -> Result<super::state::GridState, DescriptorError> {
        let tree = tree_of(json)?;
        let full = tree
            .object(&[], true)
            .is_ok_and(|o| o.get("solution").is_some());
        if full {
            Descriptor::from_tree(&tree, json).map(|d| super::state::GridState::new(&d))
        } else {
            PublicView::from_tree(&tree, json).map(|v| super::state::GridState::from_public(&v))
        }
    }
}

/// A puzzle to solve as read. A descriptor's and a public view's other fields are allowed
/// and ignored, so that either can be given whole; any other field is refused, so that a
/// misspelt `clues` is an error rather than a puzzle without givens.
struct PuzzleIn<'n> {
    width: u64,
    height: u64,
    clues: Vec<ClueIn>,
    hints: Vec<HintIn<'n>>,
    distinct: Option<bool>,
}

impl super::puzzle::Puzzle {
    /// Reads `{width, height, clues, adjacencies, distinct?}` (R3 on unless
    /// `"distinct": false`), checking every clue and hint lies inside the grid. A
    /// descriptor's other fields are taken and ignored; any other field is refused.
    pub fn from_json(json: &str) -> Result<super::puzzle::Puzzle, DescriptorError> {
        let tree = tree_of(json)?;
        let read = || {
            let o = tree.object(&PUZZLE_FIELDS, false)?;
            Ok(PuzzleIn {
                width: o.required("width")?.u64()?,
                height: o.required("height")?.u64()?,
                clues: o.get("clues").map_or(Ok(Vec::new()), |v| v.list(clue_in))?,
                hints: o
                    .get("adjacencies")
                    .map_or(Ok(Vec::new()), |v| v.list(hint_in))?,
                distinct: o.optional("distinct").map(Node::bool).transpose()?,
            })
        };
        let w = read().map_err(|e: json_reader::Error| e.located(json))?;
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
        let hints = hints_from_json(&w.hints)?;
        super::puzzle::Puzzle::new(n, clues, hints, w.distinct.unwrap_or(true))
            .map_err(|e| super::descriptor::puzzle_error(e, w.width, w.height))
    }
}

/// A line as every shape writes it: `{"kind":"row"|"column","index":i}`.
fn write_line(w: &mut JsonWriter, l: super::rules::Line) {
    w.begin_object();
    w.field_str("kind", l.noun());
    w.field_uint("index", l.index() as u64);
    w.end_object();
}

/// A human-style solve as JSON (`n`: the grid's side, for the sentences): one object per
/// step with `r`, `c`, `value`, `technique`, `level`, `line`, `evidence` (`[[r, c], …]`),
/// `completions`, `copyOf` and `broken` (`null` where they do not apply) and the
/// `explanation`. Written here once, so every binding hands out the same bytes.
pub fn deductions_json(steps: &[super::deduce::Deduction], n: usize) -> String {
    let mut w = JsonWriter::with_capacity(2 + steps.len() * 320);
    w.begin_array();
    for d in steps {
        w.begin_object();
        w.field_uint("r", d.r.into());
        w.field_uint("c", d.c.into());
        w.field_uint("value", d.value.into());
        w.field_str("technique", d.technique.name());
        w.field_uint("level", d.technique.level().into());
        w.key("line");
        write_line(&mut w, d.line);
        w.key("evidence");
        w.begin_array();
        for &(r, c) in &d.evidence {
            w.begin_array();
            w.uint(r.into());
            w.uint(c.into());
            w.end_array();
        }
        w.end_array();
        w.field_uint("completions", d.completions.into());
        w.key("copyOf");
        match d.copy_of {
            Some(i) => w.uint(i.into()),
            None => w.null(),
        }
        w.key("broken");
        match d.broken {
            Some(l) => write_line(&mut w, l),
            None => w.null(),
        }
        w.field_str("explanation", &super::explain::explain(d, n));
        w.end_object();
    }
    w.end_array();
    w.finish()
}

#[cfg(test)]
mod tests {
    //! The written text read back by the crate's reader (the same value), and its strings
    //! written as `serde_json` writes them, in place; the golden vectors pin the rest of
    //! the bytes.
    use super::*;
    use crate::binairo::{Options, generate_descriptor_with};
    use alloc::format;
    use alloc::string::ToString;
    use proptest::prelude::*;

    /// `plain`'s text with its id (and steps, if it has them) replaced by `serde_json`'s
    /// text of `id` and `steps`: byte for byte what the writer must write for a copy that
    /// holds those. (The first replacement is the `puzzleId` field, which comes first.)
    fn serde_swapped(plain: &str, old: (&str, &[String]), id: &str, steps: &[String]) -> String {
        let text = |v: &str| serde_json::to_string(v).unwrap();
        let list = |v: &[String]| serde_json::to_string(v).unwrap();
        let swapped = plain.replacen(&text(old.0), &text(id), 1);
        let key = "\"builtFromSeed\":";
        swapped.replacen(
            &(key.to_string() + &list(old.1)),
            &(key.to_string() + &list(steps)),
            1,
        )
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        /// Generated puzzles of every size and rank read back as themselves; with their text
        /// fields replaced by arbitrary strings (quotes, backslashes, control characters,
        /// non-ASCII) they are written with exactly `serde_json`'s text for those strings.
        #[test]
        fn descriptors_and_public_views_read_back(
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
            prop_assert_eq!(Descriptor::from_json(&d.to_json()).unwrap(), d.clone());
            let v = d.public_view();
            prop_assert_eq!(PublicView::from_json(&v.to_json()).unwrap(), v.clone());
            let old = (d.puzzle_id.as_str(), d.metadata.built_from_seed.as_slice());
            let mut odd = d.clone();
            odd.puzzle_id = id_text.clone();
            odd.metadata.built_from_seed = steps.clone();
            prop_assert_eq!(odd.to_json(), serde_swapped(&d.to_json(), old, &id_text, &steps));
            let mut odd_view = v.clone();
            odd_view.puzzle_id = id_text.clone();
            prop_assert_eq!(odd_view.to_json(), serde_swapped(&v.to_json(), old, &id_text, &[]));
        }
    }

    #[test]
    fn shape_errors_are_json_errors_with_their_place() {
        let d = generate_descriptor_with("2026-11-24", &Options::default()).unwrap();
        let text = d.to_json();
        let cases = [
            (
                text.replacen("\"seed\"", "\"sede\"", 1),
                "sede",
                "unknown field `sede`",
            ),
            (
                text.replacen("\"width\":6", "\"width\":\"6\"", 1),
                "width",
                "expected a non-negative integer, found a string",
            ),
            (
                text.replacen("{\"r\":", "{\"r\":-1,\"x\":", 1),
                "clues[0].x",
                "unknown field `x`",
            ),
            (
                text.replacen(",\"columnTotals\":[3,3,3,3,3,3]", "", 1),
                "",
                "missing field `columnTotals`",
            ),
            (
                text.replacen("\"seed\":", "\"seed\":1,\"seed\":", 1),
                "seed",
                "duplicate field `seed`",
            ),
            (text.replacen("}}", "}", 1), "", "expected `,` or `}`"),
        ];
        for (bad, path, message) in cases {
            match Descriptor::from_json(&bad) {
                Err(e @ DescriptorError::Json { line: 1, .. }) => {
                    let DescriptorError::Json {
                        column,
                        path: p,
                        message: m,
                        ..
                    } = &e
                    else {
                        unreachable!()
                    };
                    assert_eq!((p.as_str(), m.as_str()), (path, message), "{bad}");
                    assert!(*column > 1 && *column <= bad.len() + 1);
                    let place = if path.is_empty() {
                        format!("line 1 column {column}")
                    } else {
                        format!("`{path}` (line 1 column {column})")
                    };
                    assert_eq!(e.to_string(), format!("JSON at {place}: {message}"));
                }
                other => panic!("{bad}: {other:?}"),
            }
        }
        assert!(matches!(
            PublicView::from_json(&text),
            Err(DescriptorError::Json { message, .. }) if message == "unknown field `solution`"
        ));
    }
}
