//! The shared golden vectors in `tests/vectors/sets.json`, read the way every binding reads them.

use bits::sets::{
    Card, Deal, Table, TableError, check, generate, parse::parse_answer, puzzle::MAX_DICE, solve,
};
use serde_json::Value;

fn vectors() -> Value {
    let text = include_str!("vectors/sets.json");
    serde_json::from_str(text).expect("vectors parse")
}

fn cards(indices: &Value) -> Vec<Card> {
    indices
        .as_array()
        .unwrap()
        .iter()
        .map(|i| Card::from_index(i.as_u64().unwrap() as u8).unwrap())
        .collect()
}

fn positions(v: &Value) -> Vec<usize> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_u64().unwrap() as usize)
        .collect()
}

/// The JSON text of `case`'s `keys`, in that order, as `serde_json` writes each value: what
/// a core `to_json` must write byte for byte.
fn shaped(case: &Value, keys: &[&str]) -> String {
    let fields: Vec<String> = keys
        .iter()
        .map(|k| format!("\"{k}\":{}", case[k]))
        .collect();
    format!("{{{}}}", fields.join(","))
}

fn table(v: &Value) -> Table {
    Table::from_json(&v.to_string()).expect("vector table")
}

#[test]
fn card_combinations() {
    let v = vectors();
    for (i, colors) in v["cardCombinations"].as_array().unwrap().iter().enumerate() {
        let card = Card::from_index(i as u8).unwrap();
        let names: Vec<&str> = card.colors().map(|c| c.name()).collect();
        let expected: Vec<&str> = colors
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c.as_str().unwrap())
            .collect();
        assert_eq!(names, expected, "card {i}");
    }
}

#[test]
fn seed_worked_example() {
    let v = vectors();
    let w = &v["worked"];
    let t = table(&w["table"]);
    let answer = parse_answer(w["answer"].as_str().unwrap()).unwrap();
    let e = t.deal().evaluate(&answer);
    assert_eq!(e.active.iter().collect::<Vec<_>>(), positions(&w["active"]));
    assert_eq!(u64::from(e.value()), w["value"].as_u64().unwrap());
    assert!(t.check(w["answer"].as_str().unwrap()).is_valid());
    // Difficulty is recomputed from the shortest solution, not copied from the seed.
    let s = t.solve();
    assert_eq!(
        u64::from(s.shortest.unwrap().cube_count),
        w["difficulty"]["cubeCount"].as_u64().unwrap()
    );
}

#[test]
fn eval_cases() {
    let v = vectors();
    for case in v["eval"].as_array().unwrap() {
        let text = case["answer"].as_str().unwrap();
        let answer = parse_answer(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(
            answer.to_string(),
            case["canonical"].as_str().unwrap(),
            "{text}"
        );
        assert_eq!(
            answer.cube_count() as u64,
            case["cubeCount"].as_u64().unwrap(),
            "{text}"
        );
        let e = Deal::new(&cards(&case["cards"])).evaluate(&answer);
        assert_eq!(
            e.active.iter().collect::<Vec<_>>(),
            positions(&case["active"]),
            "{text}"
        );
        assert_eq!(
            e.named.iter().collect::<Vec<_>>(),
            positions(&case["named"]),
            "{text}"
        );
        assert_eq!(
            u64::from(e.value()),
            case["value"].as_u64().unwrap(),
            "{text}"
        );
        let keys = ["canonical", "cubeCount", "active", "named", "value"];
        assert_eq!(e.to_json_for(&answer), shaped(case, &keys), "{text}");
    }
}

#[test]
fn parse_error_cases() {
    let v = vectors();
    for case in v["parseErrors"].as_array().unwrap() {
        let text = case["answer"].as_str().unwrap();
        let e = parse_answer(text).expect_err(text);
        let got = (e.kind.code(), e.at as u64, e.len as u64, e.token as u64);
        let want = (
            case["code"].as_str().unwrap(),
            case["at"].as_u64().unwrap(),
            case["len"].as_u64().unwrap(),
            case["token"].as_u64().unwrap(),
        );
        assert_eq!(got, want, "{text:?}");
    }
}

#[test]
fn check_cases() {
    let v = vectors();
    for case in v["check"].as_array().unwrap() {
        let t = table(&v["tables"][case["table"].as_str().unwrap()]);
        let text = case["answer"].as_str().unwrap();
        let verdict = check(&t, text);
        assert_eq!(
            verdict.is_valid(),
            case["valid"].as_bool().unwrap(),
            "{text}"
        );
        assert_eq!(
            verdict.value.map(u64::from),
            case["value"].as_u64(),
            "{text}"
        );
        assert_eq!(u64::from(verdict.goal), case["goal"].as_u64().unwrap());
        let code = verdict.code();
        assert_eq!(code, case["code"].as_str().unwrap(), "{text}");
        assert_eq!(verdict.message_for(text), case["message"].as_str().unwrap());
        let keys = ["valid", "value", "goal", "message", "code"];
        assert_eq!(verdict.to_json_for(text), shaped(case, &keys), "{text}");
    }
}

#[test]
fn solve_cases() {
    let v = vectors();
    for case in v["solve"].as_array().unwrap() {
        let t = table(&case["table"]);
        let s = solve(t.cards(), t.dice(), t.goal());
        let name = case["name"].as_str().unwrap();
        assert_eq!(s.count, case["solutions"].as_u64().unwrap(), "{name}");
        assert_eq!(
            s.shortest.as_ref().map(|x| x.text.as_str()),
            case["shortest"].as_str(),
            "{name}"
        );
        assert_eq!(
            s.shortest.as_ref().map(|x| u64::from(x.cube_count)),
            case["cubeCount"].as_u64(),
            "{name}"
        );
        let keys = ["shortest", "cubeCount", "solutions"];
        assert_eq!(s.to_json(), shaped(case, &keys), "{name}");
    }
}

#[test]
fn dailies() {
    let v = vectors();
    let dailies = v["dailies"].as_array().unwrap();
    assert!(dailies.len() >= 60);
    for expected in dailies {
        let id = expected["id"].as_str().unwrap();
        let p = generate(id).unwrap();
        let full: Value = serde_json::from_str(&p.to_json()).unwrap();
        assert_eq!(&full, expected, "{id}");
        // Invariants of every generated puzzle.
        assert_eq!(p.table.cards().len(), 8);
        assert_eq!(p.table.dice().len(), MAX_DICE);
        assert!((1..=7).contains(&p.table.goal()), "{id}");
        assert!(p.table.check(&p.generated.to_string()).is_valid(), "{id}");
        assert!(p.table.check(&p.shortest.text).is_valid(), "{id}");
        assert!(p.shortest.cube_count <= 8);
        // The public view hides the answers and nothing else.
        let public: Value = serde_json::from_str(&p.public().to_json()).unwrap();
        let mut trimmed = full.clone();
        let obj = trimmed.as_object_mut().unwrap();
        for key in ["generatedSolution", "shortestSolution", "solutionCount"] {
            assert!(obj.remove(key).is_some(), "{key}");
        }
        assert_eq!(public, trimmed, "{id}");
        // A puzzle's own JSON reads back as the same table, and so does the table's.
        assert_eq!(Table::from_json(&p.to_json()).unwrap(), p.table);
        let table: Value = serde_json::from_str(&p.table.to_json()).unwrap();
        for key in ["cards", "dice", "goal"] {
            assert_eq!(table[key], full[key], "{id} {key}");
        }
        assert_eq!(table.as_object().unwrap().len(), 3);
        assert_eq!(Table::from_json(&p.table.to_json()).unwrap(), p.table);
    }
}

#[test]
fn the_seed_puzzle_json_reads_as_a_table() {
    // The seed's "Puzzle Complete!" object, verbatim.
    let seed = r#"{
      "id": 1,
      "cards": [
        {"colors": ["red"]}, {"colors": ["blue"]}, {"colors": ["green"]}, {"colors": ["gold"]},
        {"colors": ["red", "blue"]}, {"colors": ["green", "gold"]}, {"colors": ["blue", "green"]},
        {"colors": ["red", "gold"]}
      ],
      "dice": [
        {"type": "color", "value": "red"}, {"type": "restriction", "value": "="},
        {"type": "color", "value": "blue"}, {"type": "color", "value": "green"},
        {"type": "operator", "value": "∪"}, {"type": "color", "value": "gold"},
        {"type": "operator", "value": "∪"}, {"type": "color", "value": "red"}
      ],
      "goal": 4,
      "difficulty": {"rating": "intermediate", "cubeCount": 5},
      "generatedSolution": {"topRow": "red = blue", "bottomRow": "green ∪ gold ∪ red"},
      "shortestSolution": {"cubeCount": 3, "hasRestriction": false}
    }"#;
    let t = Table::from_json(seed).unwrap();
    assert_eq!(t.goal(), 4);
    assert!(t.check("red = blue / green ∪ gold ∪ red").is_valid());
}

#[test]
fn bad_tables_are_typed_errors() {
    let ok_die = r#"{"type":"color","value":"red"}"#;
    let cases = [
        ("not json", "json"),
        (r#"{"cards":[],"dice":[],"goal":1}"#, "no-cards"),
        (
            r#"{"cards":[{"colors":["pink"]}],"dice":[],"goal":1}"#,
            "color",
        ),
        (
            r#"{"cards":[{"colors":["red"]}],"dice":[{"type":"operator","value":"red"}],"goal":1}"#,
            "die",
        ),
        (
            r#"{"cards":[{"colors":["red"]}],"dice":[{"type":"color","value":"red"}],"goal":300}"#,
            "json",
        ),
        (
            r#"{"cards":[{"colors":["red"]},{"colors":["red"]}],"dice":[{"type":"color","value":"red"}],"goal":1}"#,
            "duplicate-card",
        ),
    ];
    for (json, code) in cases {
        let e = Table::from_json(json).unwrap_err();
        assert_eq!(e.code(), code, "{json}: {e}");
    }
    // The place is said once, with the path a caller's object would be reached by.
    let goal = Table::from_json(cases[4].0).unwrap_err().to_string();
    assert_eq!(
        goal,
        "bad puzzle JSON at `goal` (line 1 column 78): expected an integer from 0 to 255, found the number 300"
    );
    assert_eq!(
        Table::from_json("not json").unwrap_err().to_string(),
        "bad puzzle JSON at line 1 column 1: expected a value"
    );
    let nine = format!(
        r#"{{"cards":[{{"colors":["red"]}}],"dice":[{}],"goal":1}}"#,
        [ok_die; 9].join(",")
    );
    assert_eq!(
        Table::from_json(&nine).unwrap_err(),
        bits::sets::JsonError::Table(TableError::TooManyDice { count: 9 })
    );
    let red = Card::from_index(1).unwrap();
    assert_eq!(Table::new(vec![red], vec![], 0), Err(TableError::NoDice));
    assert_eq!(
        Table::new(vec![red], vec![bits::sets::Die::Empty], 2),
        Err(TableError::GoalTooLarge { goal: 2, cards: 1 })
    );
}
