//! The parser on arbitrary input: no panics, located errors, canonical text round trips.

use bits::sets::{
    Answer, Card, Die, Expr, Op, ParseErrorKind, Relation, Restriction, Table, check, parse_answer,
};
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
        // Counted in bytes, the message for a binding's string is the core's own.
        prop_assert_eq!(
            v.message_in(&text, str::len).replace("index", "byte"),
            v.message().replace("index", "byte")
        );
    }

    /// Texts around the length limit, in characters of one to four bytes: a refusal for
    /// length is placed at the last character boundary inside the limit, in whatever units
    /// a binding counts, and its message says the same place.
    #[test]
    fn long_answers_are_placed_at_the_limit_in_any_units(
        text in "[a-z∪∩−′∅⊆é😀 ]{240,1100}"
    ) {
        use bits::sets::parse::MAX_ANSWER_BYTES;
        let chars = |s: &str| s.chars().count();
        let utf16 = |s: &str| s.encode_utf16().count();
        let Err(e) = parse_answer(&text) else {
            prop_assert!(text.len() <= MAX_ANSWER_BYTES);
            return Ok(());
        };
        if text.len() <= MAX_ANSWER_BYTES {
            prop_assert_ne!(e.kind, ParseErrorKind::TooLong);
            return Ok(());
        }
        prop_assert_eq!(e.kind, ParseErrorKind::TooLong);
        let inside = (0..=MAX_ANSWER_BYTES).rev().find(|&b| text.is_char_boundary(b)).unwrap();
        for units in [&chars as &dyn Fn(&str) -> usize, &utf16] {
            let (start, len) = e.span_in(&text, units);
            prop_assert_eq!(start, units(&text[..inside]));
            prop_assert!(start + len <= units(&text));
            let place = format!("(index {start}, token 0)");
            prop_assert!(e.message_in(&text, units).ends_with(&place));
        }
    }
}

#[test]
fn messages_for_a_binding_place_errors_in_its_own_units() {
    use bits::sets::{Color, Op};
    let table = Table::new(
        vec![Card::from_index(1).unwrap(), Card::from_index(2).unwrap()],
        vec![
            Die::Color(Color::Red),
            Die::Op(Op::Union),
            Die::Op(Op::Union),
            Die::Color(Color::Red),
        ],
        1,
    )
    .unwrap();
    let chars = |s: &str| s.chars().count();
    let utf16 = |s: &str| s.encode_utf16().count();
    // The third `red` starts at byte 16, character 12; `∪` is one UTF-16 unit too.
    let v = check(&table, "red ∪ red ∪ red");
    let said = "red is used more than the 2 red dice on the table allow (";
    assert_eq!(v.message(), format!("{said}byte 16, token 4)"));
    assert_eq!(
        v.message_in("red ∪ red ∪ red", chars),
        format!("{said}index 12, token 4)")
    );
    assert_eq!(
        v.message_in("red ∪ red ∪ red", utf16),
        format!("{said}index 12, token 4)")
    );
    let v = check(&table, "red ∪ blue");
    assert_eq!(
        v.message_in("red ∪ blue", chars),
        "there is no blue die on the table (index 6, token 2)"
    );
    // One die "allows", two (above) "allow".
    let one = Table::new(
        vec![Card::from_index(1).unwrap(), Card::from_index(2).unwrap()],
        vec![Die::Color(Color::Red), Die::Op(Op::Union)],
        1,
    )
    .unwrap();
    assert_eq!(
        check(&one, "red ∪ red").message(),
        "red is used more than the 1 red die on the table allows (byte 8, token 2)"
    );
    // A parse error inside a verdict.
    let v = check(&table, "😀 red");
    assert_eq!(
        v.message(),
        "not a valid answer: this is not a colour, operator, U, ∅, = or ⊆ (byte 0, token 0)"
    );
    let v = check(&table, "red ∪ ∪ 😀");
    assert!(
        v.message().ends_with("(byte 12, token 3)"),
        "{}",
        v.message()
    );
    assert!(
        v.message_in("red ∪ ∪ 😀", chars)
            .ends_with("(index 8, token 3)")
    );
    // A solution's sentence has no place.
    let v = check(&table, "red");
    assert_eq!(v.message_in("red", chars), v.message());
}
