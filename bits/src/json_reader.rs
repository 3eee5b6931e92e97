//! JSON read into a small tree, for the crate's checked loads.
//!
//! Every shape the crate reads is small (a descriptor is about 2 KB) and is checked field
//! by field after reading, so a tree with typed accessors is all that is needed. It replaces
//! derived `serde` readers, which cost the WebAssembly build a fifth of its code: one
//! monomorphised deserialiser per shape. The grammar is RFC 8259's, and any JSON value
//! `serde_json` reads this reads as the same value (the tests hold it to that over
//! arbitrary text); numbers are kept as text and checked when read as integers. It is
//! stricter than the derived readers were in three ways: a shape is an object, never an
//! array of its fields; the values of ignored fields are checked like any other (no lone
//! surrogates, at most `serde_json`'s 127 levels of nesting); and a text over 1 MiB is
//! refused outright, since the tree takes a few dozen times the text's size in memory and
//! no shape the crate reads comes near that length.

use alloc::borrow::Cow;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

/// Why a text could not be read, and where: a byte offset into the text.
#[derive(Debug)]
pub(crate) struct Error {
    at: usize,
    message: String,
}

impl Error {
    fn new(at: usize, message: String) -> Error {
        Error { at, message }
    }

    /// The explanation with the 1-based line and column (in characters) of the problem
    /// in `text`, the text that was read, and the path to the value there. Each reader's
    /// error type converts from it, so `.map_err(|e| e.located(text))?` is how a reader
    /// reports.
    pub(crate) fn located(self, text: &str) -> Located {
        let before = text.get(..self.at).unwrap_or(text);
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        // The path is worked out again from the text: only a failed read pays for it, and
        // the accessors that fail need not carry their keys. A text that does not parse
        // has its problem before any value is complete, and no path.
        let mut path = String::new();
        if let Ok(root) = parse(text) {
            root.path_to(self.at, &mut path);
        }
        Located {
            line: 1 + before.bytes().filter(|&b| b == b'\n').count(),
            column: 1 + before[line_start..].chars().count(),
            path,
            message: self.message,
        }
    }
}

/// An [`Error`] placed in its text.
#[derive(Debug)]
pub(crate) struct Located {
    pub(crate) line: usize,
    pub(crate) column: usize,
    /// Where in the value the problem is, as JavaScript would reach it (`clues[3].r`);
    /// empty at the top or when the text is not JSON. For a caller who handed over an
    /// object rather than text, the line and column are of JSON it never saw: the path is
    /// what locates the problem.
    pub(crate) path: String,
    pub(crate) message: String,
}

impl Located {
    /// Where the problem is, for the readers' messages: `` `path` (line L column C) ``,
    /// or `line L column C` without a path.
    pub(crate) fn place(&self) -> crate::json_place::Place<'_> {
        crate::json_place::Place {
            line: self.line,
            column: self.column,
            path: &self.path,
        }
    }
}

impl core::fmt::Display for Located {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "at {}: {}", self.place(), self.message)
    }
}

/// A value with the byte offsets of its first character and of the one after its last.
#[derive(Debug)]
pub(crate) struct Node<'a> {
    at: usize,
    end: usize,
    value: Value<'a>,
}

#[derive(Debug)]
enum Value<'a> {
    Null,
    Bool(bool),
    /// The number's text, already checked against the grammar.
    Number(&'a str),
    /// Borrowed from the text when it has no escapes.
    Str(Cow<'a, str>),
    Array(Vec<Node<'a>>),
    /// Each key with the offset of its opening quote, and its value.
    Object(Vec<(Cow<'a, str>, usize, Node<'a>)>),
}

/// The deepest nesting of arrays and objects read.
const MAX_DEPTH: usize = crate::JSON_MAX_DEPTH;

/// The longest text read.
const MAX_LEN: usize = crate::JSON_MAX_BYTES;

/// Reads `text` as one JSON value, with nothing but white space around it.
pub(crate) fn parse(text: &str) -> Result<Node<'_>, Error> {
    if text.len() > MAX_LEN {
        return Err(Error::new(
            0,
            format!(
                "the text is {} bytes long, over the 1 MiB any shape could need",
                text.len()
            ),
        ));
    }
    let mut p = Parser { text, i: 0 };
    let mut read = || {
        let node = p.value()?;
        p.space();
        if p.i < text.len() {
            return Err(p.error("trailing characters after the value"));
        }
        Ok(node)
    };
    // A puzzle id where JSON belongs is an easy slip (every binding takes ids elsewhere),
    // and the reader's own words for it would be `trailing characters` after the year.
    read().map_err(|e| match crate::daily::PuzzleId::parse(text) {
        Ok(_) => Error::new(
            0,
            String::from("this is a puzzle id, not JSON (another call takes the id)"),
        ),
        Err(_) => e,
    })
}

struct Parser<'a> {
    text: &'a str,
    i: usize,
}

/// An array or object read up to some item.
struct Open<'a> {
    /// The offset of its bracket.
    at: usize,
    /// Where its items (or fields) begin on the parser's stack of them.
    start: usize,
    /// An object's key for the value being read (with the offset of its quote); `None`
    /// in an array. Taken when the value is done, read again after each comma.
    key: Option<(Cow<'a, str>, usize)>,
}

/// An object's field: its key, the offset of the key's quote, its value.
type Field<'a> = (Cow<'a, str>, usize, Node<'a>);

impl<'a> Parser<'a> {
    fn peek(&self) -> Option<u8> {
        self.text.as_bytes().get(self.i).copied()
    }

    fn error(&self, message: &str) -> Error {
        Error::new(self.i, message.into())
    }

    fn space(&mut self) {
        while let Some(b' ' | b'\t' | b'\n' | b'\r') = self.peek() {
            self.i += 1;
        }
    }

    /// Reads one value, arrays and objects by a loop over a stack of the open ones on the
    /// heap, not by recursion: a thread's stack may be small (Python allows 32 KiB), and
    /// 127 levels of frames would not fit on it.
    fn value(&mut self) -> Result<Node<'a>, Error> {
        // The open arrays and objects, outermost first; the items and fields read in them
        // so far, on two stacks shared by all of them: a container's own are the tail of
        // its stack from its `start`, split off (at their exact count) when it closes.
        let mut open: Vec<Open<'a>> = Vec::new();
        let mut items: Vec<Node<'a>> = Vec::new();
        let mut fields: Vec<Field<'a>> = Vec::new();
        loop {
            self.space();
            let at = self.i;
            let mut node = match self.peek() {
                Some(b @ (b'[' | b'{')) => {
                    if open.len() == MAX_DEPTH {
                        return Err(self.error("arrays and objects nested more than 127 deep"));
                    }
                    self.i += 1;
                    self.space();
                    let object = b == b'{';
                    let (close, empty) = if object {
                        (b'}', Value::Object(Vec::new()))
                    } else {
                        (b']', Value::Array(Vec::new()))
                    };
                    if self.peek() == Some(close) {
                        self.i += 1;
                        Node {
                            at,
                            end: self.i,
                            value: empty,
                        }
                    } else {
                        let (start, key) = if object {
                            (fields.len(), Some(self.key()?))
                        } else {
                            (items.len(), None)
                        };
                        open.push(Open { at, start, key });
                        continue;
                    }
                }
                Some(b'"') => self.leaf(at, |p| p.string().map(Value::Str))?,
                Some(b't') => self.leaf(at, |p| p.word("true", Value::Bool(true)))?,
                Some(b'f') => self.leaf(at, |p| p.word("false", Value::Bool(false)))?,
                Some(b'n') => self.leaf(at, |p| p.word("null", Value::Null))?,
                Some(b'-' | b'0'..=b'9') => self.leaf(at, |p| p.number().map(Value::Number))?,
                Some(_) => return Err(self.error("expected a value")),
                None => return Err(self.error("the text ends where a value was expected")),
            };
            // Hand the finished value to the innermost open container, closing each one
            // that ends here, until one expects another item (or none is open).
            loop {
                let Some(o) = open.last_mut() else {
                    return Ok(node);
                };
                let close = match o.key.take() {
                    Some((key, key_at)) => {
                        fields.push((key, key_at, node));
                        b'}'
                    }
                    None => {
                        items.push(node);
                        b']'
                    }
                };
                self.space();
                match self.peek() {
                    Some(b',') => {
                        self.i += 1;
                        if close == b'}' {
                            o.key = Some(self.key()?);
                        }
                        break;
                    }
                    Some(b) if b == close => {
                        self.i += 1;
                        let (at, start) = (o.at, o.start);
                        open.pop();
                        node = Node {
                            at,
                            end: self.i,
                            value: match close {
                                b']' => Value::Array(items.split_off(start)),
                                _ => Value::Object(fields.split_off(start)),
                            },
                        };
                    }
                    _ if close == b']' => return Err(self.error("expected `,` or `]`")),
                    _ => return Err(self.error("expected `,` or `}`")),
                }
            }
        }
    }

    /// A value that holds no other, from `at` to where `read` stops.
    fn leaf(
        &mut self,
        at: usize,
        read: impl FnOnce(&mut Parser<'a>) -> Result<Value<'a>, Error>,
    ) -> Result<Node<'a>, Error> {
        let value = read(self)?;
        Ok(Node {
            at,
            end: self.i,
            value,
        })
    }

    fn word(&mut self, word: &str, v: Value<'a>) -> Result<Value<'a>, Error> {
        if self.text.as_bytes()[self.i..].starts_with(word.as_bytes()) {
            self.i += word.len();
            Ok(v)
        } else {
            Err(self.error("expected a value"))
        }
    }

    /// An object's key and its `:`, with the offset of the key's opening quote.
    fn key(&mut self) -> Result<(Cow<'a, str>, usize), Error> {
        self.space();
        if self.peek() != Some(b'"') {
            return Err(self.error("expected a key in double quotes"));
        }
        let key_at = self.i;
        let key = self.string()?;
        self.space();
        if self.peek() != Some(b':') {
            return Err(self.error("expected `:`"));
        }
        self.i += 1;
        Ok((key, key_at))
    }

    /// At `"`. Borrows the text unless it holds an escape.
    fn string(&mut self) -> Result<Cow<'a, str>, Error> {
        self.i += 1;
        let start = self.i;
        let bytes = self.text.as_bytes();
        let mut owned: Option<String> = None;
        // Start of the text not yet copied into `owned`.
        let mut run = start;
        loop {
            let Some(&b) = bytes.get(self.i) else {
                return Err(self.error("the text ends inside a string"));
            };
            match b {
                b'"' => {
                    // `"` and `\` are ASCII: every slice here ends on a character boundary.
                    let tail = &self.text[run..self.i];
                    self.i += 1;
                    return Ok(match owned {
                        None => Cow::Borrowed(tail),
                        Some(mut s) => {
                            s.push_str(tail);
                            Cow::Owned(s)
                        }
                    });
                }
                b'\\' => {
                    let mut s = owned.take().unwrap_or_default();
                    s.push_str(&self.text[run..self.i]);
                    self.i += 1;
                    s.push(self.escape()?);
                    owned = Some(s);
                    run = self.i;
                }
                0x00..=0x1F => {
                    return Err(self.error("control character in a string (escape it)"));
                }
                _ => self.i += 1,
            }
        }
    }

    /// After `\`: the character the escape stands for.
    fn escape(&mut self) -> Result<char, Error> {
        let b = self.peek();
        self.i += 1;
        Ok(match b {
            Some(b'"') => '"',
            Some(b'\\') => '\\',
            Some(b'/') => '/',
            Some(b'b') => '\u{8}',
            Some(b'f') => '\u{c}',
            Some(b'n') => '\n',
            Some(b'r') => '\r',
            Some(b't') => '\t',
            Some(b'u') => {
                let first = self.hex4()?;
                match first {
                    0xD800..=0xDBFF => {
                        if !self.text.as_bytes()[self.i..].starts_with(b"\\u") {
                            return Err(self.error("lone leading surrogate in a \\u escape"));
                        }
                        self.i += 2;
                        let second = self.hex4()?;
                        if !(0xDC00..=0xDFFF).contains(&second) {
                            return Err(self.error("lone leading surrogate in a \\u escape"));
                        }
                        let c = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00);
                        char::from_u32(c).ok_or_else(|| self.error("invalid \\u escape"))?
                    }
                    0xDC00..=0xDFFF => {
                        return Err(self.error("lone trailing surrogate in a \\u escape"));
                    }
                    _ => char::from_u32(first).ok_or_else(|| self.error("invalid \\u escape"))?,
                }
            }
            _ => {
                self.i -= 1;
                return Err(self.error("invalid escape"));
            }
        })
    }

    fn hex4(&mut self) -> Result<u32, Error> {
        let mut v = 0;
        for _ in 0..4 {
            let d = self
                .peek()
                .and_then(|b| char::from(b).to_digit(16))
                .ok_or_else(|| self.error("expected four hex digits after \\u"))?;
            v = v * 16 + d;
            self.i += 1;
        }
        Ok(v)
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
    fn number(&mut self) -> Result<&'a str, Error> {
        let start = self.i;
        if self.peek() == Some(b'-') {
            self.i += 1;
        }
        match self.peek() {
            Some(b'0') => self.i += 1,
            Some(b'1'..=b'9') => self.digits(),
            _ => return Err(self.error("expected a digit")),
        }
        if self.peek() == Some(b'.') {
            self.i += 1;
            self.some_digits()?;
        }
        if let Some(b'e' | b'E') = self.peek() {
            self.i += 1;
            if let Some(b'+' | b'-') = self.peek() {
                self.i += 1;
            }
            self.some_digits()?;
        }
        Ok(&self.text[start..self.i])
    }

    fn digits(&mut self) {
        while let Some(b'0'..=b'9') = self.peek() {
            self.i += 1;
        }
    }

    fn some_digits(&mut self) -> Result<(), Error> {
        if !matches!(self.peek(), Some(b'0'..=b'9')) {
            return Err(self.error("expected a digit"));
        }
        self.digits();
        Ok(())
    }
}

/// The longest key a path spells out; past it, or for a key that is not a plain name,
/// the path stops at the object holding it (the message quotes such a key itself).
const MAX_PATH_KEY: usize = 40;

impl<'a> Node<'a> {
    /// Appends to `path` the way from this value to the innermost value, or object key,
    /// at byte offset `at`.
    fn path_to(&self, at: usize, path: &mut String) {
        let mut node = self;
        loop {
            let next = match &node.value {
                Value::Array(items) => items
                    .iter()
                    .enumerate()
                    .find(|(_, item)| (item.at..item.end).contains(&at))
                    .map(|(i, item)| {
                        path.push_str(&format!("[{i}]"));
                        item
                    }),
                Value::Object(fields) => {
                    let Some((key, _, value)) = fields
                        .iter()
                        .find(|(_, key_at, value)| (*key_at..value.end).contains(&at))
                    else {
                        return;
                    };
                    let plain = !key.is_empty()
                        && key.len() <= MAX_PATH_KEY
                        && key.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_');
                    if !plain {
                        return;
                    }
                    if !path.is_empty() {
                        path.push('.');
                    }
                    path.push_str(key);
                    // On the key itself (an unknown or repeated field): the path ends there.
                    (at >= value.at).then_some(value)
                }
                _ => None,
            };
            match next {
                Some(n) => node = n,
                None => return,
            }
        }
    }

    fn kind(&self) -> Cow<'static, str> {
        match &self.value {
            Value::Null => "null".into(),
            Value::Bool(b) => format!("the boolean {b}").into(),
            // A number as long as the text must not make a message as long.
            Value::Number(n) if n.len() > 24 => {
                format!("a number of {} characters", n.len()).into()
            }
            Value::Number(n) => format!("the number {n}").into(),
            Value::Str(_) => "a string".into(),
            Value::Array(_) => "an array".into(),
            Value::Object(_) => "an object".into(),
        }
    }

    /// "expected …, found …" at this value.
    pub(crate) fn expected(&self, what: &str) -> Error {
        Error::new(self.at, format!("expected {what}, found {}", self.kind()))
    }

    /// Whether the value is `null`.
    pub(crate) fn is_null(&self) -> bool {
        matches!(self.value, Value::Null)
    }

    /// The sign and magnitude of a number written as a whole number (no fraction or
    /// exponent) whose magnitude fits a `u64`.
    fn whole(&self) -> Option<(bool, u64)> {
        let Value::Number(text) = self.value else {
            return None;
        };
        let (negative, digits) = match text.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, text),
        };
        digits
            .bytes()
            .try_fold(0u64, |v, b| {
                let d = b.is_ascii_digit().then(|| u64::from(b - b'0'))?;
                v.checked_mul(10)?.checked_add(d)
            })
            .map(|m| (negative, m))
    }

    /// A whole number from 0 to `u64::MAX` (`-0` is not one, as for `serde_json`).
    pub(crate) fn u64(&self) -> Result<u64, Error> {
        match self.whole() {
            Some((false, m)) => Ok(m),
            _ => Err(self.expected("a non-negative integer")),
        }
    }

    /// A whole number from 0 to `max`.
    pub(crate) fn at_most(&self, max: u64) -> Result<u64, Error> {
        self.u64()
            .ok()
            .filter(|&v| v <= max)
            .ok_or_else(|| self.expected(&format!("an integer from 0 to {max}")))
    }

    /// A whole number from 0 to `u32::MAX`.
    pub(crate) fn u32(&self) -> Result<u32, Error> {
        self.at_most(u32::MAX.into()).map(|v| v as u32)
    }

    /// A whole number that fits an `i64` (`-0` is not one: `serde_json` reads it as a
    /// float).
    pub(crate) fn i64(&self) -> Result<i64, Error> {
        match self.whole() {
            Some((false, m)) => i64::try_from(m).ok(),
            Some((true, m)) if m != 0 => 0i64.checked_sub_unsigned(m),
            _ => None,
        }
        .ok_or_else(|| self.expected("an integer"))
    }

    /// A number's text as it stands (it follows JSON's grammar), or `None` for anything but
    /// a number.
    pub(crate) fn number_text(&self) -> Option<&'a str> {
        match self.value {
            Value::Number(text) => Some(text),
            _ => None,
        }
    }

    /// `true` or `false`.
    pub(crate) fn bool(&self) -> Result<bool, Error> {
        match self.value {
            Value::Bool(b) => Ok(b),
            _ => Err(self.expected("a boolean")),
        }
    }

    /// A string's text, escapes resolved.
    pub(crate) fn str(&self) -> Result<&str, Error> {
        match &self.value {
            Value::Str(s) => Ok(s),
            _ => Err(self.expected("a string")),
        }
    }

    /// An array's items.
    pub(crate) fn array(&self) -> Result<&[Node<'a>], Error> {
        match &self.value {
            Value::Array(items) => Ok(items),
            _ => Err(self.expected("an array")),
        }
    }

    /// An array's items, each read by `item`.
    pub(crate) fn list<'n, T>(
        &'n self,
        item: impl FnMut(&'n Node<'a>) -> Result<T, Error>,
    ) -> Result<Vec<T>, Error> {
        self.array()?.iter().map(item).collect()
    }

    /// An object whose keys are all among `known`, none twice. With `others_allowed`,
    /// keys not in `known` are ignored instead of refused.
    pub(crate) fn object(
        &self,
        known: &[&str],
        others_allowed: bool,
    ) -> Result<Object<'_, 'a>, Error> {
        let Value::Object(fields) = &self.value else {
            return Err(self.expected("an object"));
        };
        for (i, (key, at, _)) in fields.iter().enumerate() {
            if !known.contains(&&**key) {
                if others_allowed {
                    continue;
                }
                return Err(Error::new(*at, format!("unknown field `{key}`")));
            }
            if fields[..i].iter().any(|(k, _, _)| k == key) {
                return Err(Error::new(*at, format!("duplicate field `{key}`")));
            }
        }
        Ok(Object {
            fields,
            end: self.end,
        })
    }
}

/// An object checked by [`Node::object`].
pub(crate) struct Object<'n, 'a> {
    fields: &'n [(Cow<'a, str>, usize, Node<'a>)],
    end: usize,
}

impl<'n, 'a> Object<'n, 'a> {
    /// The value of the field's last occurrence, as `JSON.parse` and `serde_json` read an
    /// object with a key repeated (for readers that take other keys, and so repeats,
    /// without refusing them).
    pub(crate) fn last(&self, key: &str) -> Option<&'n Node<'a>> {
        self.fields
            .iter()
            .rev()
            .find(|(k, _, _)| k == key)
            .map(|(_, _, v)| v)
    }

    /// The field's value, if present.
    pub(crate) fn get(&self, key: &str) -> Option<&'n Node<'a>> {
        self.fields
            .iter()
            .find(|(k, _, _)| k == key)
            .map(|(_, _, v)| v)
    }

    /// The field's value, present and not `null` (what an `Option` field holds).
    pub(crate) fn optional(&self, key: &str) -> Option<&'n Node<'a>> {
        self.get(key).filter(|v| !v.is_null())
    }

    /// The field's value, which must be present.
    pub(crate) fn required(&self, key: &str) -> Result<&'n Node<'a>, Error> {
        self.get(key).ok_or_else(|| {
            // Reported at the object's closing brace, where the field was still missing.
            Error::new(self.end.saturating_sub(1), format!("missing field `{key}`"))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::{Node, Value, parse};
    use alloc::string::{String, ToString};
    use alloc::vec;
    use proptest::prelude::*;

    /// The tree as a `serde_json::Value`, numbers through their text.
    fn to_serde(n: &Node<'_>) -> serde_json::Value {
        match &n.value {
            Value::Null => serde_json::Value::Null,
            Value::Bool(b) => serde_json::Value::Bool(*b),
            Value::Number(t) => serde_json::from_str(t).unwrap_or(serde_json::Value::Null),
            Value::Str(s) => serde_json::Value::String(s.to_string()),
            Value::Array(items) => serde_json::Value::Array(items.iter().map(to_serde).collect()),
            Value::Object(fields) => {
                let mut m = serde_json::Map::new();
                for (k, _, v) in fields {
                    m.insert(k.to_string(), to_serde(v));
                }
                serde_json::Value::Object(m)
            }
        }
    }

    /// Accepts what `serde_json` accepts and reads the same value (objects compared without
    /// their repeated keys, which `serde_json::Value` keeps only once).
    fn agrees(text: &str) -> Result<(), TestCaseError> {
        let theirs: Result<serde_json::Value, _> = serde_json::from_str(text);
        let ours = parse(text);
        match (&ours, &theirs) {
            (Ok(n), Ok(v)) => prop_assert_eq!(&to_serde(n), v, "{:?}", text),
            (Err(_), Err(_)) => {}
            // Numbers are kept as text: one beyond `f64`'s range is read, and refused only
            // where a value is needed (as an integer, it is not one).
            (Ok(_), Err(e)) if e.to_string().starts_with("number out of range") => {}
            _ => prop_assert!(
                false,
                "{:?}: ours {:?}, serde_json {:?}",
                text,
                ours.is_ok(),
                theirs.is_ok()
            ),
        }
        Ok(())
    }

    /// JSON-ish text: the grammar's pieces in random order, with some valid values.
    fn jsonish() -> impl Strategy<Value = String> {
        let piece = prop_oneof![
            Just("{".to_string()),
            Just("}".to_string()),
            Just("[".to_string()),
            Just("]".to_string()),
            Just(",".to_string()),
            Just(":".to_string()),
            Just(" ".to_string()),
            Just("\n".to_string()),
            Just("true".to_string()),
            Just("nul".to_string()),
            Just("null".to_string()),
            Just("\"k\"".to_string()),
            "\"[a-z\\\\\"/bfnrtu0-9A-F\u{e9}\u{1F600}\t]{0,6}\"",
            "-?[0-9]{0,3}(\\.[0-9]{0,2})?([eE][+-]?[0-9]{0,2})?",
            "[0-9]{18,21}",
        ];
        prop::collection::vec(piece, 0..14).prop_map(|v| v.concat())
    }

    fn value() -> impl Strategy<Value = serde_json::Value> {
        let leaf = prop_oneof![
            Just(serde_json::Value::Null),
            any::<bool>().prop_map(serde_json::Value::Bool),
            any::<u64>().prop_map(Into::into),
            any::<i64>().prop_map(Into::into),
            "\\PC{0,8}".prop_map(serde_json::Value::String),
            any::<String>().prop_map(serde_json::Value::String),
        ];
        leaf.prop_recursive(4, 32, 5, |inner| {
            prop_oneof![
                prop::collection::vec(inner.clone(), 0..5).prop_map(serde_json::Value::Array),
                prop::collection::vec(("[a-zA-Z]{1,3}", inner), 0..5)
                    .prop_map(|kv| serde_json::Value::Object(kv.into_iter().collect())),
            ]
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(4000))]

        /// Random text in JSON's alphabet: accepted and read exactly when `serde_json`
        /// accepts it and reads the same.
        #[test]
        fn agrees_with_serde_json_on_jsonish_text(text in jsonish()) {
            agrees(&text)?;
        }

        /// Any value `serde_json` writes, compactly or pretty, reads back as that value.
        #[test]
        fn reads_what_serde_json_writes(v in value()) {
            agrees(&serde_json::to_string(&v).unwrap())?;
            agrees(&serde_json::to_string_pretty(&v).unwrap())?;
        }

        /// Integers read as `u64`/`i64` exactly when they fit, as `serde_json` reads them.
        #[test]
        fn integers_agree(text in "-?[0-9]{1,21}") {
            let n = parse(&text);
            let u: Result<u64, _> = serde_json::from_str(&text);
            let i: Result<i64, _> = serde_json::from_str(&text);
            match n {
                Ok(n) => {
                    prop_assert_eq!(n.u64().ok(), u.ok());
                    prop_assert_eq!(n.i64().ok(), i.ok());
                }
                Err(_) => prop_assert!(u.is_err() && i.is_err()),
            }
        }
    }

    #[test]
    fn nesting_is_limited_as_serde_json_limits_it_without_exhausting_the_stack() {
        let deep = |n: usize| "[".repeat(n) + &"]".repeat(n);
        for n in [126, 127, 128, 129] {
            agrees(&deep(n)).unwrap();
            agrees(&alloc::format!("{{\"a\":{}}}", deep(n - 1))).unwrap();
        }
        assert!(parse(&deep(127)).is_ok());
        assert_eq!(
            parse(&deep(128)).unwrap_err().located(&deep(128)).column,
            128
        );
        assert!(parse(&"[".repeat(1_000_000)).is_err());
        assert!(parse(&"{\"a\":".repeat(200)).is_err());
    }

    #[test]
    fn long_texts_and_numbers_are_refused_briefly() {
        let long = alloc::format!("[{}0]", "0,".repeat(600_000));
        let e = parse(&long).unwrap_err().located(&long);
        assert_eq!((e.line, e.column), (1, 1));
        assert!(e.message.len() < 100);
        let digits = "9".repeat(100_000);
        let e = parse(&digits).unwrap().u64().unwrap_err();
        assert_eq!(
            e.located(&digits).message,
            "expected a non-negative integer, found a number of 100000 characters"
        );
    }

    #[test]
    fn errors_say_what_and_where() {
        let at = |e: super::Error, text: &str| e.located(text).to_string();
        let text = "{\"a\": 1,\n \"b\": tru}";
        assert_eq!(
            at(parse(text).unwrap_err(), text),
            "at line 2 column 7: expected a value"
        );

        let text = "{\"a\": \"x\", \"b\": [1, -2.5]}";
        let n = parse(text).unwrap();
        let o = n.object(&["a", "b"], false).unwrap();
        let b = o.required("b").unwrap().array().unwrap();
        assert_eq!(b[0].u64().unwrap(), 1);
        assert_eq!(
            at(b[1].u64().unwrap_err(), text),
            "at `b[1]` (line 1 column 21): expected a non-negative integer, found the number -2.5"
        );
        assert_eq!(
            at(o.required("c").unwrap_err(), text),
            "at line 1 column 26: missing field `c`"
        );
        assert_eq!(
            at(n.object(&["a"], false).err().unwrap(), text),
            "at `b` (line 1 column 12): unknown field `b`"
        );
        assert!(n.object(&["a"], true).is_ok());
        let twice = "{\"a\":1,\"a\":2}";
        assert_eq!(
            at(
                parse(twice).unwrap().object(&["a"], false).err().unwrap(),
                twice
            ),
            "at `a` (line 1 column 8): duplicate field `a`"
        );
        assert_eq!(
            at(o.required("a").unwrap().u32().unwrap_err(), text),
            "at `a` (line 1 column 7): expected an integer from 0 to 4294967295, found a string"
        );
        assert_eq!(
            at(b[0].at_most(0).unwrap_err(), text),
            "at `b[0]` (line 1 column 18): expected an integer from 0 to 0, found the number 1"
        );
    }

    #[test]
    fn paths_lead_to_the_value_at_fault() {
        let path = |text: &str, at: usize| {
            let mut p = String::new();
            parse(text).unwrap().path_to(at, &mut p);
            p
        };
        let text = r#"{"clues": [{"r": 1}, {"r": "x"}], "deep": {"a": [[0, [7]]]}}"#;
        let at = |needle: &str| text.find(needle).unwrap();
        assert_eq!(path(text, at("\"x\"")), "clues[1].r");
        assert_eq!(path(text, at("{\"r\": \"x")), "clues[1]");
        assert_eq!(path(text, at("\"clues\"")), "clues", "on a key");
        assert_eq!(path(text, at("7")), "deep.a[0][1][0]");
        assert_eq!(path(text, 0), "");
        assert_eq!(path(text, text.len() - 1), "", "the closing brace");
        assert_eq!(path("[1, [2, 3]]", 8), "[1][1]");
        // A key that is no plain name ends the path at the object that holds it.
        let odd = r#"{"a": {"b c": 1, "x": 2}}"#;
        assert_eq!(path(odd, odd.find('1').unwrap()), "a");
        assert_eq!(path(odd, odd.find('2').unwrap()), "a.x");
        // A text that is not JSON has no path, only a line and column.
        let e = parse("{\"a\": [1,}").unwrap_err().located("{\"a\": [1,}");
        assert_eq!(e.path, "");
    }

    #[test]
    fn strings_resolve_escapes_and_borrow_when_they_have_none() {
        let n = parse(r#"["plain", "a\"b\\c\/\u00e9\ud83d\ude00\n"]"#).unwrap();
        let items = n.array().unwrap();
        assert!(matches!(
            &items[0].value,
            Value::Str(alloc::borrow::Cow::Borrowed(_))
        ));
        assert_eq!(items[1].str().unwrap(), "a\"b\\c/\u{e9}\u{1F600}\n");
        for bad in [
            r#""\ud83d""#,
            r#""\ude00""#,
            r#""\x""#,
            "\"a\u{1}\"",
            "\"abc",
        ] {
            assert!(parse(bad).is_err(), "{bad}");
        }
    }
}
