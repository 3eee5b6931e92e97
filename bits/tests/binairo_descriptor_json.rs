//! Checked loading of descriptors: each kind of tampering gets its own precise error.
#![cfg(feature = "serde")]

use bits::binairo::generate::GENERATOR_VERSION;
use bits::binairo::{
    Descriptor, DescriptorError, GridError, PublicView, Puzzle, generate_descriptor,
};
use serde_json::{Value, json};

fn base() -> (Descriptor, Value) {
    let d = generate_descriptor("2026-11-18").unwrap();
    let v: Value = serde_json::from_str(&d.to_json()).unwrap();
    (d, v)
}

fn load(v: &Value) -> Result<Descriptor, DescriptorError> {
    Descriptor::from_json(&v.to_string())
}

#[test]
fn untouched_round_trips() {
    let (d, v) = base();
    assert_eq!(load(&v).unwrap(), d);
}

#[test]
fn tampering_is_named() {
    let (d, v) = base();
    let tamper = |f: &dyn Fn(&mut Value)| {
        let mut t = v.clone();
        f(&mut t);
        load(&t).unwrap_err()
    };
    assert!(matches!(
        tamper(&|t| t["seed"] = json!(1)),
        DescriptorError::Seed { field: "seed", .. }
    ));
    assert!(matches!(
        tamper(&|t| t["rowOrderSeed"] = json!(1)),
        DescriptorError::Seed {
            field: "rowOrderSeed",
            ..
        }
    ));
    assert!(matches!(
        tamper(&|t| t["clueSeed"] = json!(1)),
        DescriptorError::Seed {
            field: "clueSeed",
            ..
        }
    ));
    assert!(matches!(
        tamper(&|t| t["puzzleId"] = json!("2026-02-30")),
        DescriptorError::Id(_)
    ));
    assert!(matches!(
        tamper(&|t| t["width"] = json!(8)),
        DescriptorError::Size {
            width: 8,
            height: 6
        }
    ));
    assert!(matches!(
        tamper(&|t| {
            t["width"] = json!(7);
            t["height"] = json!(7)
        }),
        DescriptorError::Size { .. }
    ));
    assert!(matches!(
        tamper(&|t| t["solution"][0] = json!("10101")),
        DescriptorError::Solution(_)
    ));
    assert!(matches!(
        tamper(&|t| t["solution"][0] = json!("10x010")),
        DescriptorError::Solution(_)
    ));
    // A row too many or too few is named as such, not as a row of the wrong length.
    let seventh = tamper(&|t| t["solution"].as_array_mut().unwrap().push(json!("101010")));
    assert_eq!(
        seventh.to_string(),
        "descriptor solution: the grid has 7 rows; the puzzle has 6"
    );
    assert!(matches!(
        tamper(&|t| drop(t["solution"].as_array_mut().unwrap().pop())),
        DescriptorError::Solution(GridError::RowCount {
            expected: 6,
            found: 5
        })
    ));
    assert!(matches!(
        tamper(&|t| t["solution"][0] = json!("111000")),
        DescriptorError::SolutionRule(_)
    ));
    assert!(matches!(
        tamper(&|t| t["rowSignatures"][2] = json!(0)),
        DescriptorError::Derived {
            field: "rowSignatures",
            index: 2,
            ..
        }
    ));
    assert!(matches!(
        tamper(&|t| t["columnTotals"][5] = json!(4)),
        DescriptorError::Derived {
            field: "columnTotals",
            index: 5,
            ..
        }
    ));
    // A wrong count is said as one (it was "columnTotals[2] is 2 but the solution gives 6"),
    // and a stored value is quoted as stored (past 2^32 it was cut to look right).
    let e = tamper(&|t| t["columnTotals"] = json!([3, 3]));
    assert_eq!(
        e,
        DescriptorError::DerivedCount {
            field: "columnTotals",
            expected: 6,
            found: 2
        }
    );
    assert_eq!(
        e.to_string(),
        "descriptor columnTotals has 2 entries but the solution gives 6"
    );
    let e = tamper(&|t| {
        let first = t["rowSignatures"][0].as_u64().unwrap();
        t["rowSignatures"][0] = json!(first + (1 << 32));
    });
    assert!(matches!(
        e,
        DescriptorError::Derived {
            field: "rowSignatures",
            index: 0,
            found,
            expected,
        } if found == u64::from(expected) + (1 << 32)
    ));
    assert!(
        e.to_string()
            .starts_with("descriptor rowSignatures[0] is 429496"),
        "{e}"
    );
    assert!(matches!(
        tamper(&|t| t["adjacencies"][0]["type"] = json!("maybe")),
        DescriptorError::Hint { index: 0, .. }
    ));
    assert!(matches!(
        tamper(&|t| t["adjacencies"][1]["dir"] = json!("up")),
        DescriptorError::Hint { index: 1, .. }
    ));
    assert!(matches!(
        tamper(&|t| t["adjacencies"][0]["r"] = json!(99)),
        DescriptorError::Hint { index: 0, .. }
    ));
    // Flipping a hint: either the puzzle loses its single solution or it disagrees with
    // the stored solution.
    let flipped = tamper(&|t| {
        let k = &mut t["adjacencies"][0]["type"];
        *k = json!(if k == "equal" { "different" } else { "equal" });
    });
    assert!(
        matches!(
            flipped,
            DescriptorError::Hint { index: 0, .. } | DescriptorError::NotUnique { .. }
        ),
        "{flipped:?}"
    );
    assert!(matches!(
        tamper(&|t| t["adjacencies"].as_array_mut().unwrap().clear()),
        DescriptorError::NotUnique { .. }
    ));
    assert!(matches!(
        tamper(&|t| t["metadata"]["difficultyRank"] = json!(4)),
        DescriptorError::Metadata {
            field: "difficultyRank",
            ..
        }
    ));
    assert!(matches!(
        tamper(&|t| t["metadata"]["techniques"] = json!(["guessing"])),
        DescriptorError::Metadata {
            field: "techniques",
            ..
        }
    ));
    // The rank and the techniques are the deduction solver's: the puzzle passes off as
    // neither another rank nor another list.
    for rank in (1..=3).filter(|&r| r != d.metadata().difficulty_rank) {
        assert_eq!(
            tamper(&|t| t["metadata"]["difficultyRank"] = json!(rank)),
            DescriptorError::Metadata {
                field: "difficultyRank",
                reason: "is not the rank the deduction solver finds",
            }
        );
    }
    let names = v["metadata"]["techniques"].as_array().unwrap().clone();
    let techniques_refused = DescriptorError::Metadata {
        field: "techniques",
        reason: "are not the techniques the deduction solver uses",
    };
    assert_eq!(
        tamper(&|t| t["metadata"]["techniques"] = json!(names[..names.len() - 1])),
        techniques_refused
    );
    assert_eq!(
        tamper(&|t| t["metadata"]["techniques"]
            .as_array_mut()
            .unwrap()
            .push(names[0].clone())),
        techniques_refused
    );
    // In another order they are the same techniques.
    let mut t = v.clone();
    t["metadata"]["techniques"]
        .as_array_mut()
        .unwrap()
        .reverse();
    assert!(load(&t).is_ok());
    // An older generator version's rank-3 metadata is taken as stored (versions changed
    // that level, so this build cannot re-derive it), but ranks 1 and 2 are found alike by
    // every version: setting the version back relabels nothing.
    let hard = generate_descriptor("2026-11-21").unwrap();
    let hard: Value = serde_json::from_str(&hard.to_json()).unwrap();
    assert_eq!(hard["metadata"]["difficultyRank"], 3);
    assert_eq!(d.metadata().difficulty_rank, 2);
    for (entry, version, rank) in [
        (&hard, 1, 1),
        (&hard, 2, 2),
        (&hard, 3, 1),
        (&hard, 1, 3),
        (&v, 1, 3),
        (&v, 3, 1),
        (&v, 2, 2),
    ] {
        let mut t = entry.clone();
        t["metadata"]["generatorVersion"] = json!(version);
        t["metadata"]["difficultyRank"] = json!(rank);
        let loaded = load(&t);
        if entry["metadata"]["difficultyRank"] == json!(rank) {
            assert_eq!(loaded.unwrap().metadata().generator_version, version);
        } else {
            assert!(
                matches!(
                    loaded,
                    Err(DescriptorError::Metadata {
                        field: "difficultyRank",
                        ..
                    })
                ),
                "version {version} rank {rank}: {loaded:?}"
            );
        }
    }
    // An older rank-3 entry keeps its stored techniques (the hardest level's changed); an
    // older rank-2 entry is held to the solver's.
    for (entry, ok) in [(&hard, true), (&v, false)] {
        let mut t = entry.clone();
        t["metadata"]["generatorVersion"] = json!(2);
        t["metadata"]["techniques"] = json!(["pair", "contradiction"]);
        assert_eq!(load(&t).is_ok(), ok);
    }
    let next = GENERATOR_VERSION + 1;
    for (rank, version) in [(1, next), (d.metadata().difficulty_rank, next), (1, 99)] {
        assert!(matches!(
            tamper(&|t| {
                t["metadata"]["generatorVersion"] = json!(version);
                t["metadata"]["difficultyRank"] = json!(rank);
            }),
            DescriptorError::Metadata {
                field: "generatorVersion",
                ..
            }
        ));
    }
    // The public view is held to the same.
    let mut p: Value = serde_json::from_str(&d.public_view().to_json()).unwrap();
    assert!(PublicView::from_json(&p.to_string()).is_ok());
    p["metadata"]["difficultyRank"] = json!(d.metadata().difficulty_rank % 3 + 1);
    assert!(matches!(
        PublicView::from_json(&p.to_string()),
        Err(DescriptorError::Metadata {
            field: "difficultyRank",
            ..
        })
    ));
    assert!(matches!(
        tamper(&|t| t["metadata"]["generatorVersion"] = json!(0)),
        DescriptorError::Metadata {
            field: "generatorVersion",
            ..
        }
    ));
    assert!(matches!(
        tamper(&|t| t["extra"] = json!(1)),
        DescriptorError::Json { .. }
    ));
    assert!(matches!(
        tamper(&|t| {
            t.as_object_mut().unwrap().remove("solution");
        }),
        DescriptorError::Json { .. }
    ));
    assert!(matches!(
        tamper(&|t| t["seed"] = json!(-1)),
        DescriptorError::Json { .. }
    ));
    if !d.clues().is_empty() {
        assert!(matches!(
            tamper(&|t| {
                let b = &mut t["clues"][0]["bit"];
                *b = json!(1 - b.as_u64().unwrap());
            }),
            DescriptorError::Clue { index: 0, .. } | DescriptorError::NotUnique { .. }
        ));
        assert!(matches!(
            tamper(&|t| t["clues"][0]["bit"] = json!(2)),
            DescriptorError::Clue { index: 0, .. }
        ));
        assert!(matches!(
            tamper(&|t| t["clues"][0]["c"] = json!(6)),
            DescriptorError::Clue { index: 0, .. }
        ));
    }
}

#[test]
fn hostile_text_is_an_error_not_a_panic() {
    let (_, v) = base();
    let text = v.to_string();
    for cut in [0, 1, 10, text.len() / 2, text.len() - 1] {
        assert!(matches!(
            Descriptor::from_json(&text[..cut]),
            Err(DescriptorError::Json { .. })
        ));
    }
    let deep = "[".repeat(100_000);
    assert!(matches!(
        Descriptor::from_json(&deep),
        Err(DescriptorError::Json { .. })
    ));
    assert!(Descriptor::from_json("null").is_err());
    assert!(Descriptor::from_json("\u{feff}{}").is_err());
    let e = Descriptor::from_json("{\"puzzleId\": 3}").unwrap_err();
    assert!(e.to_string().contains("line 1"), "{e}");
}

#[test]
fn public_view_hides_the_answer_and_loads() {
    let (d, _) = base();
    let text = d.public_view().to_json();
    for hidden in ["solution", "rowSignatures", "columnTotals", "builtFromSeed"] {
        assert!(!text.contains(hidden), "{hidden} leaked");
    }
    assert_eq!(PublicView::from_json(&text).unwrap(), d.public_view());
    assert!(PublicView::from_json(&d.to_json()).is_err());
}

#[test]
fn puzzle_json_for_the_solver() {
    let p = Puzzle::from_json(
        r#"{"width":4,"height":4,"clues":[{"r":0,"c":0,"bit":1}],"adjacencies":[]}"#,
    )
    .unwrap();
    assert_eq!(p.size(), 4);
    assert!(Puzzle::from_json(r#"{"width":4,"height":6}"#).is_err());
    assert!(matches!(
        Puzzle::from_json(r#"{"width":4,"height":4,"clues":[{"r":4,"c":0,"bit":1}]}"#),
        Err(DescriptorError::Clue { index: 0, .. })
    ));
    // A descriptor or a public view is a puzzle too, read whole.
    let (d, _) = base();
    for text in [d.to_json(), d.public_view().to_json()] {
        assert_eq!(Puzzle::from_json(&text).as_ref(), Ok(d.puzzle()));
    }
    // A misspelt field is refused, not read as a puzzle without givens.
    let err =
        Puzzle::from_json(r#"{"width":6,"height":6,"clue":[{"r":0,"c":0,"bit":1}]}"#).unwrap_err();
    assert!(err.to_string().contains("clue"), "{err}");
}

/// `entry` given `id`'s id and seeds: every field the id decides agrees with it.
fn relabelled(entry: &str, id: &str) -> Value {
    let mut v: Value = serde_json::from_str(entry).unwrap();
    let s = bits::binairo::generate::Seeds::of(id);
    v["puzzleId"] = json!(id);
    v["seed"] = json!(s.seed);
    v["rowOrderSeed"] = json!(s.row_order_seed);
    v["clueSeed"] = json!(s.clue_seed);
    v
}

#[test]
fn an_entry_carried_to_another_id_is_refused() {
    use bits::binairo::{Options, generate_descriptor_with};
    // Dated 6×6 (the schedule's grid), practice 6×6 and 4×4 (drawn grids): the sides a
    // load can draw again in microseconds.
    let cases = [
        ("2026-11-21", "2026-11-22", 6),
        ("practice-7", "practice-8", 6),
        ("practice-a", "practice-b", 4),
        ("2026-11-21", "2026-11-23", 4),
    ];
    for (from, to, size) in cases {
        let options = Options {
            size,
            ..Options::default()
        };
        let d = generate_descriptor_with(from, &options).unwrap();
        let moved = relabelled(&d.to_json(), to);
        assert_eq!(
            Descriptor::from_json(&moved.to_string()),
            Err(DescriptorError::NotDrawn),
            "{from} as {to} at {size}"
        );
        let public = relabelled(&d.public_view().to_json(), to);
        assert_eq!(
            PublicView::from_json(&public.to_string()),
            Err(DescriptorError::NotDrawn),
            "{from}'s public view as {to} at {size}"
        );
        // Under its own id it loads.
        assert_eq!(Descriptor::from_json(&d.to_json()).unwrap(), d);
        assert_eq!(
            PublicView::from_json(&d.public_view().to_json()).unwrap(),
            d.public_view()
        );
    }
    // A newer generator's entry is refused as newer, whatever its grid.
    let d = bits::generate_descriptor("2026-11-21").unwrap();
    let mut newer = relabelled(&d.to_json(), "2026-11-22");
    newer["metadata"]["generatorVersion"] = json!(GENERATOR_VERSION + 1);
    let got = Descriptor::from_json(&newer.to_string());
    assert!(
        matches!(
            got,
            Err(DescriptorError::Metadata {
                field: "generatorVersion",
                ..
            })
        ),
        "{got:?}"
    );
    let e = DescriptorError::NotDrawn.to_string();
    assert!(e.contains("not the grid its puzzle id draws"), "{e}");
}

/// A stored solution is compared with the givens before the puzzle's uniqueness is settled:
/// an edited clue or hint is named, even where the edit leaves the puzzle with several
/// solutions or none (which had been reported as such, naming no field).
#[test]
fn an_edited_given_is_named_before_the_search() {
    for id in ["2026-11-18", "2026-11-21", "2026-12-25"] {
        let v: Value = serde_json::from_str(&generate_descriptor(id).unwrap().to_json()).unwrap();
        let hints = v["adjacencies"].as_array().unwrap().len();
        for index in 0..hints {
            let mut t = v.clone();
            let kind = &mut t["adjacencies"][index]["type"];
            *kind = json!(if kind == "equal" {
                "different"
            } else {
                "equal"
            });
            assert!(
                matches!(load(&t), Err(DescriptorError::Hint { index: i, .. }) if i == index),
                "{id} hint {index}: {:?}",
                load(&t)
            );
        }
        let clues = v["clues"].as_array().unwrap().len();
        for index in 0..clues {
            let mut t = v.clone();
            let bit = t["clues"][index]["bit"].as_u64().unwrap();
            t["clues"][index]["bit"] = json!(1 - bit);
            assert!(
                matches!(load(&t), Err(DescriptorError::Clue { index: i, .. }) if i == index),
                "{id} clue {index}: {:?}",
                load(&t)
            );
        }
    }
}

/// A puzzle id handed over where JSON belongs is named as one by the shared reader, so in
/// every shape read (a save, a Sets table too), not as `trailing characters after the
/// value`.
#[test]
fn a_puzzle_id_where_json_belongs_is_named() {
    for id in ["2026-11-21", "practice-x"] {
        let said = "JSON at line 1 column 1: this is a puzzle id, not JSON (another call \
                    takes the id)";
        let errors = [
            Descriptor::from_json(id).unwrap_err(),
            PublicView::from_json(id).unwrap_err(),
            Puzzle::from_json(id).unwrap_err(),
        ];
        for e in errors {
            assert!(matches!(e, DescriptorError::Json { .. }), "{e:?}");
            assert_eq!(e.to_string(), said);
        }
        let others = [
            bits::sets::Table::from_json(id).unwrap_err().to_string(),
            bits::binairo::state::GridState::new(&generate_descriptor(id).unwrap())
                .restore(id)
                .unwrap_err()
                .to_string(),
        ];
        for e in others {
            assert!(
                e.ends_with("this is a puzzle id, not JSON (another call takes the id)"),
                "{e}"
            );
        }
    }
    // Other text that is no JSON is placed as before.
    let e = Descriptor::from_json("2026-11-21x").unwrap_err();
    assert!(e.to_string().contains("trailing characters"), "{e}");
}
