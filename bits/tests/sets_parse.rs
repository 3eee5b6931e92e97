//! The parser on arbitrary input: no panics, located errors, canonical text round trips.

use bits::sets::{Answer, Card, Die, Expr, Op, Relation, Restriction, Table, check, parse_answer};
use proptest::prelude::*;

fn expr() -> impl Strategy<Value = Expr> {
    let leaf = prop_oneof![
        (0..4usize).prop_map(|k| match Die::ALL[k] {
            Die::Color(c) => Expr::Color(c),
            _ => Expr::Universe,
        }),
        Just(Expr::Universe),
        Just(Expr::Empty),
    ];
    leaf.prop_recursive(4, 16, 2, |inner| {
        prop_oneof![
            inner.clone().prop_map(Expr::complement),
            (0..3usize, inner.clone(), inner).prop_map(|(o, l, r)| Expr::binary(Op::ALL[o], l, r)),
        ]
    })
}

fn answer() -> impl Strategy<Value = Answer> {
    let rel = prop_oneof![Just(Relation::Equal), Just(Relation::Subset)];
    let restriction = (expr(), prop::collection::vec((rel, expr()), 1..3))
        .prop_map(|(first, rest)| Restriction { first, rest });
    (prop::option::of(restriction), expr()).prop_map(|(restriction, set_name)| Answer {
        restriction,
        set_name,
    })
}

/// The canonical text written with ASCII aliases instead.
fn ascii(text: &str) -> String {
    text.replace('∪', "u")
        .replace('∩', "&")
        .replace('−', "-")
        .replace('′', "'")
        .replace('∅', "{}")
        .replace('⊆', "<=")
}

/// Characters the grammar knows, plus some it does not.
fn noisy_text() -> impl Strategy<Value = String> {
    let pieces = prop::sample::select(vec![
        "red", "blue", "green", "gold", "U", "u", "n", "∅", "0", "{}", "∪", "∩", "−", "-", "′",
        "'", "=", "⊆", "<=", "<", "(", ")", "/", " ", "x", "é", "\n", "{", "Red",
    ]);
    prop::collection::vec(pieces, 0..24).prop_map(|v| v.concat())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn canonical_text_round_trips(a in answer()) {
        let text = a.to_string();
        // Very large trees exceed the token limit; that refusal is tested elsewhere.
        prop_assume!(bits::sets::parse::tokenize(&text).is_ok());
        let parsed = parse_answer(&text).unwrap();
        prop_assert_eq!(&parsed, &a);
        prop_assert_eq!(parse_answer(&ascii(&text)).unwrap(), a);
    }

    #[test]
    fn any_text_parses_or_points_inside_it(text in noisy_text()) {
        match parse_answer(&text) {
            Ok(a) => prop_assert_eq!(parse_answer(&a.to_string()).unwrap(), a),
            Err(e) => {
                prop_assert!(e.at + e.len <= text.len());
                prop_assert!(text.is_char_boundary(e.at));
                prop_assert!(!e.to_string().is_empty());
            }
        }
    }

    #[test]
    fn arbitrary_unicode_never_panics(text in "\\PC{0,40}") {
        let _ = parse_answer(&text);
        let table = Table::new(
            vec![Card::from_index(1).unwrap(), Card::from_index(2).unwrap()],
            vec![Die::Color(bits::sets::Color::Red)],
            1,
        ).unwrap();
        let v = check(&table, &text);
        prop_assert!(!v.message().is_empty());
    }
}
