//! A puzzle from outside that no search settles quickly (`vectors/hostile_search.json`,
//! read by the Python and JavaScript tests too): the solve calls give up at their budget,
//! a checked load refuses it, a play state's hint answers, instead of searching for hours.
#![cfg(feature = "serde")]

use bits::binairo::{
    Advice, Descriptor, DescriptorError, GridState, LOAD_SEARCH_NODES, Options, PublicView, Puzzle,
    count_solutions_within, generate_descriptor_with,
};
use serde_json::Value;

fn vector() -> Value {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/vectors/hostile_search.json"
    );
    let text = std::fs::read_to_string(path).unwrap();
    serde_json::from_str::<Value>(&text).unwrap()
}

fn hostile() -> Value {
    vector()["puzzle"].clone()
}

#[test]
fn a_search_gives_up_at_its_budget() {
    let p = Puzzle::from_json(&hostile().to_string()).unwrap();
    let v = vector();
    let budget = v["budget"].as_u64().unwrap();
    let e = count_solutions_within(&p, 2, budget).unwrap_err();
    assert_eq!(e.nodes, budget);
    // The message every runtime gives (the vector's).
    assert_eq!(e.to_string(), v["message"].as_str().unwrap());
    let e = bits::binairo::solve_puzzle(&p, budget).unwrap_err();
    assert_eq!(e.to_string(), v["message"].as_str().unwrap());
    // One node is said as one.
    let e = count_solutions_within(&p, 2, 1).unwrap_err();
    assert_eq!(
        e.to_string(),
        "the search gave up after 1 node without settling the count"
    );
    // A play state's hint settles what it can within the load's budget (whether a value
    // is wrong: not decidable here) and goes on to the next deduction.
    let mut s = GridState::for_puzzle("practice-x", p);
    assert!(matches!(s.hint(), Ok(Advice::Step { .. })));
}

#[test]
fn a_checked_load_refuses_what_it_cannot_settle() {
    // A genuine 16×16 public view with its clues and hints swapped for the ones above:
    // seeds and metadata pass, and the uniqueness check is what is left.
    let o = Options {
        size: 16,
        rank: Some(1),
        ..Options::default()
    };
    let d = generate_descriptor_with("practice-x", &o).unwrap();
    let mut view: Value = serde_json::from_str(&d.public_view().to_json()).unwrap();
    view["clues"] = hostile()["clues"].clone();
    view["adjacencies"] = Value::Array(vec![]);
    match PublicView::from_json(&view.to_string()) {
        Err(e @ DescriptorError::Undecided { nodes }) => {
            assert_eq!(nodes, LOAD_SEARCH_NODES);
            assert!(e.to_string().contains("did not settle"), "{e}");
        }
        other => panic!("{other:?}"),
    }
    // The genuine entry loads, by deduction alone.
    assert_eq!(Descriptor::from_json(&d.to_json()).unwrap(), d);
}
