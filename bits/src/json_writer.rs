//! Compact JSON written straight into a `String`, byte for byte what `serde_json`'s compact
//! serialiser writes for the same values.
//!
//! The hot outputs (a descriptor is written once per generated puzzle, and the WebAssembly
//! build sends every result across as JSON) spent about a tenth of their time there in a
//! generic serialiser pushing one slice at a time; the few hot shapes are written by hand
//! into a buffer sized once. Escaping follows `serde_json` exactly (short escapes for
//! `\b \t \n \f \r`, `\u00xx` in lower-case hex for other control characters, nothing
//! else escaped), which the tests check against `serde_json` itself.

use alloc::string::String;

/// A JSON text being written. Values and keys add the separating comma themselves.
pub(crate) struct JsonWriter {
    out: String,
    /// True right after an opening bracket or a key: the next value needs no comma.
    fresh: bool,
}

impl JsonWriter {
    /// A writer whose buffer holds `capacity` bytes before it grows.
    pub(crate) fn with_capacity(capacity: usize) -> JsonWriter {
        JsonWriter {
            out: String::with_capacity(capacity),
            fresh: true,
        }
    }

    /// The text written.
    pub(crate) fn finish(self) -> String {
        self.out
    }

    fn comma(&mut self) {
        if !self.fresh {
            self.out.push(',');
        }
        self.fresh = false;
    }

    fn open(&mut self, bracket: char) {
        self.comma();
        self.out.push(bracket);
        self.fresh = true;
    }

    fn close(&mut self, bracket: char) {
        self.out.push(bracket);
        self.fresh = false;
    }

    /// Opens an object (`{`).
    pub(crate) fn begin_object(&mut self) {
        self.open('{');
    }

    /// Closes the innermost object.
    pub(crate) fn end_object(&mut self) {
        self.close('}');
    }

    /// Opens an array (`[`).
    pub(crate) fn begin_array(&mut self) {
        self.open('[');
    }

    /// Closes the innermost array.
    pub(crate) fn end_array(&mut self) {
        self.close(']');
    }

    /// A key of the open object; the next value written is its value. Keys are the
    /// crate's own field names, plain ASCII identifiers that need no escape (hence
    /// `'static`), so they are copied as they are.
    pub(crate) fn key(&mut self, key: &'static str) {
        debug_assert!(key.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_'));
        self.comma();
        self.out.push('"');
        self.out.push_str(key);
        self.out.push_str("\":");
        self.fresh = true;
    }

    /// A string value.
    pub(crate) fn string(&mut self, s: &str) {
        self.comma();
        escape_into(&mut self.out, s);
    }

    /// A string value given as its characters, written without a temporary `String`.
    /// Only for characters that need no escape (the caller's are digits).
    pub(crate) fn plain_chars(&mut self, chars: impl Iterator<Item = char>) {
        self.comma();
        self.out.push('"');
        for ch in chars {
            debug_assert!(ch >= ' ' && ch != '"' && ch != '\\');
            self.out.push(ch);
        }
        self.out.push('"');
    }

    /// A non-negative integer value.
    pub(crate) fn uint(&mut self, v: u64) {
        self.comma();
        // Most numbers written are cells and bits.
        if v < 10 {
            self.out.push(char::from(b'0' + v as u8));
            return;
        }
        let mut digits = [0u8; 20];
        let mut i = digits.len();
        let mut v = v;
        loop {
            i -= 1;
            digits[i] = b'0' + (v % 10) as u8;
            v /= 10;
            if v == 0 {
                break;
            }
        }
        for &d in &digits[i..] {
            self.out.push(char::from(d));
        }
    }

    /// A number as JavaScript's `JSON.stringify` writes it for the magnitudes a verdict's
    /// time takes (3,000 to 3,600,000 ms): a whole number without a fraction, others in the
    /// shortest form that reads back to the same `f64`; `null` for NaN and the infinities.
    /// (Rust and JavaScript differ below 1e-6, which Rust writes without an exponent.)
    pub(crate) fn number(&mut self, v: f64) {
        if !v.is_finite() {
            self.null();
        } else if (-9.0e15..9.0e15).contains(&v) && v == (v as i64) as f64 {
            self.int(v as i64);
        } else {
            self.comma();
            // `write!` into a String cannot fail.
            let _ = core::fmt::Write::write_fmt(&mut self.out, format_args!("{v}"));
        }
    }

    /// A signed integer value.
    pub(crate) fn int(&mut self, v: i64) {
        if v < 0 {
            self.comma();
            self.out.push('-');
            // Already separated: write the magnitude with no second comma.
            self.fresh = true;
        }
        self.uint(v.unsigned_abs());
    }

    /// `true` or `false`.
    pub(crate) fn boolean(&mut self, v: bool) {
        self.comma();
        self.out.push_str(if v { "true" } else { "false" });
    }

    /// `null`.
    pub(crate) fn null(&mut self) {
        self.comma();
        self.out.push_str("null");
    }

    /// `key` then a string value.
    pub(crate) fn field_str(&mut self, key: &'static str, s: &str) {
        self.key(key);
        self.string(s);
    }

    /// `key` then an integer value.
    pub(crate) fn field_uint(&mut self, key: &'static str, v: u64) {
        self.key(key);
        self.uint(v);
    }

    /// `key` then a boolean value.
    pub(crate) fn field_bool(&mut self, key: &'static str, v: bool) {
        self.key(key);
        self.boolean(v);
    }
}

/// Writes `s` as a JSON string: quoted, with the escapes `serde_json` uses.
fn escape_into(out: &mut String, s: &str) {
    out.push('"');
    let bytes = s.as_bytes();
    let mut start = 0;
    let mut i = 0;
    while i < bytes.len() {
        // Eight bytes at a time past text that needs no escape (the talk-through steps
        // are most of a descriptor's text); the byte loop below decides the rest.
        if let Some(chunk) = bytes.get(i..i + 8) {
            let mut word = [0u8; 8];
            word.copy_from_slice(chunk);
            if !may_need_escape(u64::from_le_bytes(word)) {
                i += 8;
                continue;
            }
        }
        let b = bytes[i];
        i += 1;
        let short = match b {
            b'"' => "\\\"",
            b'\\' => "\\\\",
            0x08 => "\\b",
            0x09 => "\\t",
            0x0A => "\\n",
            0x0C => "\\f",
            0x0D => "\\r",
            0x00..=0x1F => "",
            _ => continue,
        };
        // Every byte escaped is ASCII, so `start..i - 1` ends on a character boundary.
        out.push_str(&s[start..i - 1]);
        start = i;
        if short.is_empty() {
            const HEX: &[u8; 16] = b"0123456789abcdef";
            out.push_str("\\u00");
            out.push(char::from(HEX[usize::from(b >> 4)]));
            out.push(char::from(HEX[usize::from(b & 0xF)]));
        } else {
            out.push_str(short);
        }
    }
    out.push_str(&s[start..]);
    out.push('"');
}

/// Whether some byte of `w` is a control character, a quote or a backslash. Never false
/// when one is (each test finds the lowest such byte exactly; a higher byte may show
/// wrongly, which only sends the word to the byte loop).
#[inline]
fn may_need_escape(w: u64) -> bool {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let below_space = w.wrapping_sub(ONES * 0x20) & !w & HIGH;
    let zero_in = |x: u64| x.wrapping_sub(ONES) & !x & HIGH;
    below_space | zero_in(w ^ (ONES * u64::from(b'"'))) | zero_in(w ^ (ONES * u64::from(b'\\')))
        != 0
}

#[cfg(test)]
mod tests {
    use super::{JsonWriter, may_need_escape};
    use alloc::string::String;
    use alloc::vec::Vec;
    use proptest::prelude::*;

    /// A JSON value tree to write both ways.
    #[derive(Clone, Debug)]
    enum V {
        Null,
        Bool(bool),
        Uint(u64),
        Int(i64),
        Str(String),
        Arr(Vec<V>),
        Obj(Vec<(&'static str, V)>),
    }

    /// Keys are the crate's field names.
    const KEYS: [&str; 5] = ["r", "bit", "difficultyRank", "builtFromSeed", "x_2"];

    fn write(w: &mut JsonWriter, v: &V) {
        match v {
            V::Null => w.null(),
            V::Bool(b) => w.boolean(*b),
            V::Uint(u) => w.uint(*u),
            V::Int(i) => w.int(*i),
            V::Str(s) => w.string(s),
            V::Arr(items) => {
                w.begin_array();
                items.iter().for_each(|x| write(w, x));
                w.end_array();
            }
            V::Obj(fields) => {
                w.begin_object();
                for (k, x) in fields {
                    w.key(k);
                    write(w, x);
                }
                w.end_object();
            }
        }
    }

    /// The same value written by `serde_json`: leaves by `serde_json` itself, objects
    /// and arrays joined here, since its maps would sort the keys.
    fn serde_text(v: &V) -> String {
        let joined = |parts: Vec<String>, open: char, close: char| {
            let mut s = String::from(open);
            s.push_str(&parts.join(","));
            s.push(close);
            s
        };
        match v {
            V::Null => serde_json::to_string(&()).unwrap(),
            V::Bool(b) => serde_json::to_string(b).unwrap(),
            V::Uint(u) => serde_json::to_string(u).unwrap(),
            V::Int(i) => serde_json::to_string(i).unwrap(),
            V::Str(s) => serde_json::to_string(s).unwrap(),
            V::Arr(items) => joined(items.iter().map(serde_text).collect(), '[', ']'),
            V::Obj(fields) => joined(
                fields
                    .iter()
                    .map(|(k, x)| {
                        alloc::format!("{}:{}", serde_json::to_string(k).unwrap(), serde_text(x))
                    })
                    .collect(),
                '{',
                '}',
            ),
        }
    }

    fn value() -> impl Strategy<Value = V> {
        // Strings mix printable text, every control character, quotes, backslashes,
        // DEL and non-ASCII.
        let text = "[\\x00-\\x1f\"\\\\a-z\\x7f\u{e9}\u{1F600}/ ]{0,12}";
        let leaf = prop_oneof![
            Just(V::Null),
            any::<bool>().prop_map(V::Bool),
            any::<u64>().prop_map(V::Uint),
            any::<i64>().prop_map(V::Int),
            text.prop_map(V::Str),
        ];
        leaf.prop_recursive(4, 32, 6, move |inner| {
            prop_oneof![
                proptest::collection::vec(inner.clone(), 0..6).prop_map(V::Arr),
                proptest::collection::vec((proptest::sample::select(&KEYS[..]), inner), 0..6)
                    .prop_map(V::Obj),
            ]
        })
    }

    proptest! {
        #[test]
        fn writes_what_serde_json_writes(v in value()) {
            let mut w = JsonWriter::with_capacity(0);
            write(&mut w, &v);
            prop_assert_eq!(w.finish(), serde_text(&v));
        }
    }

    proptest! {
        /// Long text, where the eight-byte skip does most of the work.
        #[test]
        fn long_strings_are_escaped_as_serde_json_does(s in "([a-z \u{e9}\u{1F600}]{0,20}[\\x00-\\x1f\"\\\\\\x7f]?){0,8}") {
            let mut w = JsonWriter::with_capacity(0);
            w.string(&s);
            prop_assert_eq!(w.finish(), serde_json::to_string(&s).unwrap());
        }

        /// The word test is never false when a byte needs an escape.
        #[test]
        fn word_test_finds_every_escape(w in any::<u64>()) {
            let needs = w.to_le_bytes().iter().any(|&b| b < 0x20 || b == b'"' || b == b'\\');
            prop_assert!(!needs || may_need_escape(w));
        }
    }

    #[test]
    fn word_test_is_exact_for_one_byte_in_plain_text() {
        for at in 0..8 {
            for b in 0..=255u8 {
                let mut bytes = *b"abcdefgh";
                bytes[at] = b;
                let needs = b < 0x20 || b == b'"' || b == b'\\';
                assert_eq!(
                    may_need_escape(u64::from_le_bytes(bytes)),
                    needs,
                    "byte {b:#x} at {at}"
                );
            }
        }
    }

    #[test]
    fn every_control_character_and_boundary_integer() {
        for b in 0u8..=0x7F {
            let s = String::from(char::from(b));
            let mut w = JsonWriter::with_capacity(0);
            w.string(&s);
            assert_eq!(
                w.finish(),
                serde_json::to_string(&s).unwrap(),
                "byte {b:#x}"
            );
        }
        for v in [0, 9, 10, 99, 100, u64::from(u32::MAX), u64::MAX] {
            let mut w = JsonWriter::with_capacity(0);
            w.uint(v);
            assert_eq!(w.finish(), serde_json::to_string(&v).unwrap());
        }
        for v in [i64::MIN, -1, 0, 1, i64::MAX] {
            let mut w = JsonWriter::with_capacity(0);
            w.begin_array();
            w.int(v);
            w.int(v);
            w.end_array();
            assert_eq!(w.finish(), serde_json::to_string(&[v, v]).unwrap());
        }
    }
}
