//! Reading a typed solution.
//!
//! # Tokens
//!
//! Whitespace (including newlines) separates tokens and is otherwise ignored; symbols need
//! no space around them, words do (`red∪blue` and `red u blue` read the same, `redublue`
//! is an unknown word).
//!
//! | token | canonical | ASCII and other aliases |
//! | --- | --- | --- |
//! | colours | `red` `blue` `green` `gold` | any letter case (`Red`, `GOLD`) |
//! | union | `∪` | `u` (lowercase), `\|`, `+` |
//! | intersection | `∩` | `n` (lowercase), `&` |
//! | difference | `−` (U+2212) | `-`, `\`, `∖` (U+2216) |
//! | complement (postfix) | `′` (U+2032) | `'`, `’` (U+2019) |
//! | universe | `U` (uppercase only) | |
//! | empty set | `∅` | `0`, `{}`, `Ø` |
//! | equal (restriction) | `=` | |
//! | subset (restriction) | `⊆` | `<=` |
//! | grouping | `(` `)` | (no die is used) |
//! | row separator | `/` | |
//!
//! # Grammar
//!
//! ```text
//! answer   := row                     -- set name only: no relation allowed
//!           | row "/" row             -- restriction row / set-name row
//! row      := expr (relation expr)*
//! expr     := postfix (binop postfix)*     -- ∪ ∩ − : equal precedence, left-associative
//! postfix  := primary "′"*
//! primary  := colour | "U" | "∅" | "(" expr ")"
//! ```
//!
//! With two rows the first must hold at least one relation (it is the restriction row)
//! and the second none; a single row must hold no relation. Relations cannot appear
//! inside parentheses. A chain `A = B ⊆ C` states each neighbouring relation.
//!
//! Errors carry the byte offset and length of the offending text and its token index
//! (the number of tokens when the input ended too early), so a UI can underline it.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use super::answer::{Answer, Expr, Restriction};
use super::dice::{Die, Relation};

/// Longest accepted answer text, in bytes.
pub const MAX_ANSWER_BYTES: usize = 1024;
/// Most tokens accepted in one answer (a puzzle has 8 dice; this leaves room for parentheses).
pub const MAX_TOKENS: usize = 64;
/// Deepest parenthesis nesting accepted.
pub const MAX_DEPTH: usize = 16;

/// What a token is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenKind {
    /// A die face.
    Die(Die),
    /// `(`.
    Open,
    /// `)`.
    Close,
    /// `/`, between the restriction row and the set-name row.
    RowBreak,
}

/// A token and where it was written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Token {
    /// What the token is.
    pub kind: TokenKind,
    /// Byte offset of its first character.
    pub start: usize,
    /// Byte offset just past it.
    pub end: usize,
}

impl Token {
    /// Its length in bytes (0 for a hand-built token that ends before it starts).
    pub const fn len(&self) -> usize {
        self.end.saturating_sub(self.start)
    }

    /// Whether it spans no bytes.
    pub const fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// Why an answer could not be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ParseErrorKind {
    /// The text is longer than [`MAX_ANSWER_BYTES`].
    TooLong,
    /// The text has more than [`MAX_TOKENS`] tokens.
    TooManyTokens,
    /// Parentheses nest deeper than [`MAX_DEPTH`].
    TooDeep,
    /// Text that is no token of the game.
    UnknownSymbol,
    /// A colour, `U`, `∅` or `(` was expected here (or the input ended).
    ExpectedOperand,
    /// An operator, relation, `/` or the end was expected after a complete operand.
    ExpectedOperator,
    /// This `(` is never closed.
    UnclosedParen,
    /// This `)` closes nothing.
    UnmatchedParen,
    /// A relation inside parentheses.
    RelationInParens,
    /// A second `/`: an answer has at most two rows.
    TooManyRows,
    /// The row before `/` holds no relation, so it is not a restriction.
    MissingRelation,
    /// A restriction with no set-name row after it.
    MissingSetName,
    /// A relation in the set-name row.
    RelationInSetName,
}

impl ParseErrorKind {
    /// A short machine-readable name (`unknown-symbol`, `expected-operand`, …).
    pub const fn code(self) -> &'static str {
        match self {
            ParseErrorKind::TooLong => "too-long",
            ParseErrorKind::TooManyTokens => "too-many-tokens",
            ParseErrorKind::TooDeep => "too-deep",
            ParseErrorKind::UnknownSymbol => "unknown-symbol",
            ParseErrorKind::ExpectedOperand => "expected-operand",
            ParseErrorKind::ExpectedOperator => "expected-operator",
            ParseErrorKind::UnclosedParen => "unclosed-paren",
            ParseErrorKind::UnmatchedParen => "unmatched-paren",
            ParseErrorKind::RelationInParens => "relation-in-parens",
            ParseErrorKind::TooManyRows => "too-many-rows",
            ParseErrorKind::MissingRelation => "missing-relation",
            ParseErrorKind::MissingSetName => "missing-set-name",
            ParseErrorKind::RelationInSetName => "relation-in-set-name",
        }
    }

    /// What is wrong, in words (the message without its place).
    pub const fn what(self) -> &'static str {
        match self {
            ParseErrorKind::TooLong => "the answer is longer than 1024 bytes",
            ParseErrorKind::TooManyTokens => "the answer has more than 64 tokens",
            ParseErrorKind::TooDeep => "parentheses nest more than 16 deep",
            ParseErrorKind::UnknownSymbol => "this is not a colour, operator, U, ∅, = or ⊆",
            ParseErrorKind::ExpectedOperand => "expected a colour, U, ∅ or '('",
            ParseErrorKind::ExpectedOperator => {
                "expected an operator (∪ ∩ −), a relation or the end"
            }
            ParseErrorKind::UnclosedParen => "this '(' is never closed",
            ParseErrorKind::UnmatchedParen => "this ')' has no matching '('",
            ParseErrorKind::RelationInParens => {
                "a restriction (= or ⊆) cannot be inside parentheses"
            }
            ParseErrorKind::TooManyRows => {
                "an answer has at most two rows (restriction / set name)"
            }
            ParseErrorKind::MissingRelation => {
                "the row before '/' must be a restriction using = or ⊆"
            }
            ParseErrorKind::MissingSetName => {
                "a restriction must be followed by '/' and a set name"
            }
            ParseErrorKind::RelationInSetName => "the set name cannot contain = or ⊆",
        }
    }
}

/// A solution that does not follow the grammar, with the place it goes wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// What is wrong.
    pub kind: ParseErrorKind,
    /// Byte offset of the offending text (the text's length when it ended too early).
    pub at: usize,
    /// Length in bytes of the offending text (0 at the end of the input).
    pub len: usize,
    /// Index of the offending token (the token count when the input ended too early).
    pub token: usize,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_placed(f, "byte", self.at)
    }
}

impl core::error::Error for ParseError {}

impl ParseError {
    /// `at` and `len` counted in other units than bytes: UTF-16 code units for a
    /// JavaScript string, code points for a Python one. A page underlines the offending
    /// text by indexing its own string, and byte offsets would miss after any `∪`.
    pub fn span_in(&self, text: &str, units: impl Fn(&str) -> usize) -> (usize, usize) {
        let start = units_before(text, self.at, &units);
        let end = units_before(text, self.at.saturating_add(self.len), &units);
        (start, end.saturating_sub(start)) // a caller's `units` need not grow
    }

    /// The message with its place as [`ParseError::span_in`] counts it: "index 4" into the
    /// caller's own string, so the words agree with the `at` a binding reports beside them
    /// (the `Display` form counts bytes, as `at` does here).
    pub fn message_in(&self, text: &str, units: impl Fn(&str) -> usize) -> String {
        let mut out = String::new();
        // Writing to a `String` cannot fail.
        let _ = self.write_placed(&mut out, "index", units_before(text, self.at, &units));
        out
    }

    /// The sentence with its place as `unit` `at`: one wording for bytes and indices.
    pub(super) fn write_placed(
        &self,
        w: &mut dyn fmt::Write,
        unit: &str,
        at: usize,
    ) -> fmt::Result {
        write!(
            w,
            "{} ({unit} {at}, token {})",
            self.kind.what(),
            self.token
        )
    }
}

/// How many `units` of `text` come before byte `at` (clamped to the text, and back to the
/// start of a character).
pub(super) fn units_before(text: &str, at: usize, units: &impl Fn(&str) -> usize) -> usize {
    let mut end = at.min(text.len());
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    units(&text[..end])
}

fn err(kind: ParseErrorKind, at: usize, len: usize, token: usize) -> ParseError {
    ParseError {
        kind,
        at,
        len,
        token,
    }
}

/// Splits `text` into tokens (see the module docs for the alphabet).
pub fn tokenize(text: &str) -> Result<Vec<Token>, ParseError> {
    if text.len() > MAX_ANSWER_BYTES {
        return Err(err(ParseErrorKind::TooLong, MAX_ANSWER_BYTES, 0, 0));
    }
    let bytes = text.as_bytes();
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < text.len() {
        let Some(ch) = text[i..].chars().next() else {
            break;
        };
        let start = i;
        if ch.is_whitespace() {
            i += ch.len_utf8();
            continue;
        }
        let (kind, end) = if ch.is_ascii_alphabetic() {
            let mut end = i;
            while end < bytes.len() && bytes[end].is_ascii_alphabetic() {
                end += 1;
            }
            match Die::from_symbol(&text[i..end]) {
                Some(d @ (Die::Color(_) | Die::Op(_) | Die::Universe)) => (TokenKind::Die(d), end),
                _ => {
                    return Err(err(
                        ParseErrorKind::UnknownSymbol,
                        start,
                        end - start,
                        tokens.len(),
                    ));
                }
            }
        } else if text[i..].starts_with("<=") {
            (TokenKind::Die(Die::Relation(Relation::Subset)), i + 2)
        } else if text[i..].starts_with("{}") {
            (TokenKind::Die(Die::Empty), i + 2)
        } else {
            let end = i + ch.len_utf8();
            let kind = match ch {
                '(' => TokenKind::Open,
                ')' => TokenKind::Close,
                '/' => TokenKind::RowBreak,
                _ => match Die::from_symbol(&text[i..end]) {
                    Some(d) => TokenKind::Die(d),
                    None => {
                        return Err(err(
                            ParseErrorKind::UnknownSymbol,
                            start,
                            end - start,
                            tokens.len(),
                        ));
                    }
                },
            };
            (kind, end)
        };
        if tokens.len() == MAX_TOKENS {
            return Err(err(
                ParseErrorKind::TooManyTokens,
                start,
                end - start,
                MAX_TOKENS,
            ));
        }
        tokens.push(Token { kind, start, end });
        i = end;
    }
    Ok(tokens)
}

/// Reads a solution (see the module docs for the grammar).
///
/// ```
/// use bits::sets::parse::parse_answer;
/// let a = parse_answer("red=blue / green u gold + red").unwrap();
/// assert_eq!(a.to_string(), "red = blue / green ∪ gold ∪ red");
/// ```
pub fn parse_answer(text: &str) -> Result<Answer, ParseError> {
    let tokens = tokenize(text)?;
    parse_tokens(&tokens, text.len())
}

/// Reads a solution from tokens; `text_len` is where errors at the end point.
pub fn parse_tokens(tokens: &[Token], text_len: usize) -> Result<Answer, ParseError> {
    // As `tokenize` refuses them: the parse recurses on `′` and operator chains, so hand-made
    // tokens past the limit would otherwise overflow the stack.
    if let Some(t) = tokens.get(MAX_TOKENS) {
        return Err(err(
            ParseErrorKind::TooManyTokens,
            t.start,
            t.len(),
            MAX_TOKENS,
        ));
    }
    let breaks: Vec<usize> = tokens
        .iter()
        .enumerate()
        .filter(|(_, t)| t.kind == TokenKind::RowBreak)
        .map(|(i, _)| i)
        .collect();
    if let Some(&second) = breaks.get(1) {
        let t = tokens[second];
        return Err(err(ParseErrorKind::TooManyRows, t.start, t.len(), second));
    }
    let p = Parser { tokens, text_len };
    match breaks.first() {
        None => {
            let (row, first_rel) = p.row(0, tokens.len())?;
            if first_rel.is_some() {
                return Err(err(
                    ParseErrorKind::MissingSetName,
                    text_len,
                    0,
                    tokens.len(),
                ));
            }
            Ok(Answer {
                restriction: None,
                set_name: row.first,
            })
        }
        Some(&b) => {
            let (restriction, first_rel) = p.row(0, b)?;
            if first_rel.is_none() {
                let t = tokens[b];
                return Err(err(ParseErrorKind::MissingRelation, t.start, t.len(), b));
            }
            let (set, rel) = p.row(b + 1, tokens.len())?;
            if let Some(r) = rel {
                let t = tokens[r];
                return Err(err(ParseErrorKind::RelationInSetName, t.start, t.len(), r));
            }
            Ok(Answer {
                restriction: Some(restriction),
                set_name: set.first,
            })
        }
    }
}

struct Parser<'a> {
    tokens: &'a [Token],
    text_len: usize,
}

impl Parser<'_> {
    /// An error at token `i`, or at the end of the row `hi` when `i == hi`.
    fn at(&self, kind: ParseErrorKind, i: usize) -> ParseError {
        match self.tokens.get(i) {
            Some(t) => err(kind, t.start, t.len(), i),
            None => err(kind, self.text_len, 0, i),
        }
    }

    /// Parses tokens `lo..hi` as a chain; returns it with the index of its first relation.
    fn row(&self, lo: usize, hi: usize) -> Result<(Restriction, Option<usize>), ParseError> {
        let mut pos = lo;
        let first = self.expr(&mut pos, hi, 0)?;
        let mut rest = Vec::new();
        let mut first_rel = None;
        while pos < hi {
            match self.tokens[pos].kind {
                TokenKind::Die(Die::Relation(rel)) => {
                    first_rel.get_or_insert(pos);
                    pos += 1;
                    rest.push((rel, self.expr(&mut pos, hi, 0)?));
                }
                TokenKind::Close => return Err(self.at(ParseErrorKind::UnmatchedParen, pos)),
                _ => return Err(self.at(ParseErrorKind::ExpectedOperator, pos)),
            }
        }
        Ok((Restriction { first, rest }, first_rel))
    }

    fn expr(&self, pos: &mut usize, hi: usize, depth: usize) -> Result<Expr, ParseError> {
        let mut left = self.postfix(pos, hi, depth)?;
        while *pos < hi {
            let TokenKind::Die(Die::Op(op)) = self.tokens[*pos].kind else {
                break;
            };
            *pos += 1;
            let right = self.postfix(pos, hi, depth)?;
            left = Expr::binary(op, left, right);
        }
        Ok(left)
    }

    fn postfix(&self, pos: &mut usize, hi: usize, depth: usize) -> Result<Expr, ParseError> {
        let mut e = self.primary(pos, hi, depth)?;
        while *pos < hi && self.tokens[*pos].kind == TokenKind::Die(Die::Complement) {
            *pos += 1;
            e = Expr::complement(e);
        }
        Ok(e)
    }

    fn primary(&self, pos: &mut usize, hi: usize, depth: usize) -> Result<Expr, ParseError> {
        if *pos >= hi {
            return Err(self.at(ParseErrorKind::ExpectedOperand, hi));
        }
        let open = *pos;
        let e = match self.tokens[open].kind {
            TokenKind::Die(Die::Color(c)) => Expr::Color(c),
            TokenKind::Die(Die::Universe) => Expr::Universe,
            TokenKind::Die(Die::Empty) => Expr::Empty,
            TokenKind::Open => {
                if depth >= MAX_DEPTH {
                    return Err(self.at(ParseErrorKind::TooDeep, open));
                }
                *pos += 1;
                let inner = self.expr(pos, hi, depth + 1)?;
                if *pos >= hi {
                    return Err(self.at(ParseErrorKind::UnclosedParen, open));
                }
                match self.tokens[*pos].kind {
                    TokenKind::Close => {}
                    TokenKind::Die(Die::Relation(_)) => {
                        return Err(self.at(ParseErrorKind::RelationInParens, *pos));
                    }
                    _ => return Err(self.at(ParseErrorKind::ExpectedOperator, *pos)),
                }
                inner
            }
            _ => return Err(self.at(ParseErrorKind::ExpectedOperand, open)),
        };
        *pos += 1;
        Ok(e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    fn canon(s: &str) -> alloc::string::String {
        parse_answer(s).unwrap().to_string()
    }

    fn kind(s: &str) -> (ParseErrorKind, usize, usize) {
        let e = parse_answer(s).unwrap_err();
        (e.kind, e.at, e.token)
    }

    #[test]
    fn messages_place_the_error_in_the_units_asked_for() {
        let text = "red ∪ ∩ blue";
        let e = parse_answer(text).unwrap_err();
        assert_eq!(
            e.to_string(),
            "expected a colour, U, ∅ or '(' (byte 8, token 2)"
        );
        assert_eq!(
            e.message_in(text, |s| s.chars().count()),
            "expected a colour, U, ∅ or '(' (index 6, token 2)"
        );
        assert_eq!(e.span_in(text, |s| s.chars().count()), (6, 1));
    }

    #[test]
    fn aliases_and_canonical_text() {
        assert_eq!(canon("red"), "red");
        assert_eq!(canon("RED u Blue"), "red ∪ blue");
        assert_eq!(canon("red|blue&green-gold"), "red ∪ blue ∩ green − gold");
        assert_eq!(canon("red n blue"), "red ∩ blue");
        assert_eq!(canon("red\\blue ∖ gold"), "red − blue − gold");
        assert_eq!(canon("red'' ’"), "red′′′");
        assert_eq!(canon("U - 0 + {} + Ø"), "U − ∅ ∪ ∅ ∪ ∅");
        assert_eq!(canon("red <= blue = gold / U"), "red ⊆ blue = gold / U");
        assert_eq!(canon("((red))"), "red");
        assert_eq!(canon("(red u blue) u green"), "red ∪ blue ∪ green");
        assert_eq!(canon("red u (blue u green)"), "red ∪ (blue ∪ green)");
        assert_eq!(canon("(red u blue)'"), "(red ∪ blue)′");
        assert_eq!(canon("red\n=\tblue/gold"), "red = blue / gold");
    }

    #[test]
    fn left_associative_equal_precedence() {
        let a = parse_answer("red − blue ∪ green").unwrap();
        let Expr::Binary(op, l, _) = a.set_name else {
            panic!("not binary")
        };
        assert_eq!(op, crate::sets::dice::Op::Union);
        assert!(matches!(
            *l,
            Expr::Binary(crate::sets::dice::Op::Difference, ..)
        ));
    }

    #[test]
    fn errors_point_at_the_token() {
        use ParseErrorKind::*;
        assert_eq!(kind("red x blue"), (UnknownSymbol, 4, 1));
        assert_eq!(kind("redublue"), (UnknownSymbol, 0, 0));
        assert_eq!(kind("red blue"), (ExpectedOperator, 4, 1));
        assert_eq!(kind("red ∪"), (ExpectedOperand, 7, 2));
        assert_eq!(kind(""), (ExpectedOperand, 0, 0));
        assert_eq!(kind("′red"), (ExpectedOperand, 0, 0));
        assert_eq!(kind("(red ∪ blue"), (UnclosedParen, 0, 0));
        assert_eq!(kind("red)"), (UnmatchedParen, 3, 1));
        assert_eq!(kind("(red = blue) / red"), (RelationInParens, 5, 2));
        assert_eq!(kind("red = blue"), (MissingSetName, 10, 3));
        assert_eq!(kind("red ∪ blue / gold"), (MissingRelation, 13, 3));
        assert_eq!(kind("red = blue / gold = red"), (RelationInSetName, 18, 5));
        assert_eq!(kind("red = blue / gold / red"), (TooManyRows, 18, 5));
        assert_eq!(kind("red = / gold"), (ExpectedOperand, 6, 2));
        assert_eq!(kind("red < blue"), (UnknownSymbol, 4, 1));
        let deep = "(".repeat(20) + "red" + &")".repeat(20);
        assert_eq!(kind(&deep).0, TooDeep);
        assert_eq!(kind(&"red′".repeat(70)).0, TooManyTokens);
        assert_eq!(kind(&" ".repeat(2000)).0, TooLong);
    }
}
