//! Puzzles from outside that no search settles quickly: every entry point answers them
//! within its budget instead of searching for hours.

use bits::binairo::{
    Descriptor, DescriptorError, LOAD_SEARCH_NODES, Options, PublicView, Puzzle,
    count_solutions_within, generate_descriptor_with,
};

/// Forty clues on a 16×16 grid, no hints: a search that neither finds a second solution
/// nor rules one out for minutes (found by a random trial of 300 such puzzles).
const CLUES: [(u8, u8, u8); 40] = [
    (0, 2, 1),
    (0, 5, 0),
    (1, 11, 1),
    (1, 13, 0),
    (2, 7, 1),
    (2, 8, 1),
    (3, 5, 0),
    (3, 6, 0),
    (3, 9, 0),
    (4, 3, 1),
    (4, 6, 1),
    (4, 8, 0),
    (5, 15, 1),
    (6, 1, 0),
    (6, 3, 1),
    (6, 10, 0),
    (6, 12, 0),
    (8, 11, 0),
    (9, 3, 1),
    (9, 6, 0),
    (10, 0, 1),
    (10, 4, 0),
    (10, 11, 0),
    (11, 1, 1),
    (11, 5, 1),
    (11, 11, 1),
    (11, 13, 1),
    (11, 15, 0),
    (13, 2, 1),
    (13, 4, 1),
    (13, 8, 0),
    (13, 9, 0),
    (13, 13, 1),
    (14, 1, 0),
    (14, 9, 1),
    (14, 12, 0),
    (15, 1, 1),
    (15, 3, 1),
    (15, 5, 1),
    (15, 7, 1),
];

fn clues_json() -> String {
    let items: Vec<String> = CLUES
        .iter()
        .map(|(r, c, b)| format!(r#"{{"r":{r},"c":{c},"bit":{b}}}"#))
        .collect();
    format!("[{}]", items.join(","))
}

#[test]
fn a_search_gives_up_at_its_budget() {
    let text = format!(r#"{{"width":16,"height":16,"clues":{}}}"#, clues_json());
    let p = Puzzle::from_json(&text).unwrap();
    assert_eq!(count_solutions_within(&p, 2, 2_000), None);
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
    let view = d.public_view().to_json();
    let clues_at = view.find(r#""clues":"#).unwrap();
    let meta_at = view.find(r#","metadata":"#).unwrap();
    let hostile = format!(
        r#"{}"clues":{},"adjacencies":[]{}"#,
        &view[..clues_at],
        clues_json(),
        &view[meta_at..]
    );
    match PublicView::from_json(&hostile) {
        Err(e @ DescriptorError::Undecided { nodes }) => {
            assert_eq!(nodes, LOAD_SEARCH_NODES);
            assert!(e.to_string().contains("did not settle"), "{e}");
        }
        other => panic!("{other:?}"),
    }
    // The genuine entry loads, by deduction alone.
    assert_eq!(Descriptor::from_json(&d.to_json()).unwrap(), d);
}
