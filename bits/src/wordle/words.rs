//! The embedded vocabulary and the seed's 25-bit word encoding.
//!
//! Letters are `a = 1 … z = 26`, five bits each, first letter most significant. Because
//! no letter encodes as 0 and the first letter sits highest, numeric order equals
//! alphabetical order, so the sorted list doubles as a binary-search index.

use super::error::WordError;

/// The vocabulary, one lower-case five-letter word per line, sorted: every valid guess and
/// every possible answer. Row and column order of `feedback_table.bin` and the index space
/// of the generator.
pub const WORDS_TXT: &str = include_str!("../../data/wordle/words.txt");

/// The 2,309 historical answers (a subset of [`WORDS_TXT`]), used only by benchmarks and
/// regression checks, never by the solver's choices.
pub const HISTORICAL_TXT: &str = include_str!("../../data/wordle/official_answers.txt");

/// Number of words in the embedded vocabulary.
pub const WORD_COUNT: usize = count_lines(WORDS_TXT.as_bytes());

/// Number of historical answers.
pub const HISTORICAL_COUNT: usize = count_lines(HISTORICAL_TXT.as_bytes());

/// The vocabulary encoded, in list order. Parsed and checked at compile time: a malformed
/// or unsorted list fails the build instead of shipping.
pub static WORDS: [u32; WORD_COUNT] = parse_list::<WORD_COUNT>(WORDS_TXT.as_bytes());

/// The historical answers encoded, in list order (checked at compile time like [`WORDS`]).
pub static HISTORICAL: [u32; HISTORICAL_COUNT] =
    parse_list::<HISTORICAL_COUNT>(HISTORICAL_TXT.as_bytes());

const fn count_lines(bytes: &[u8]) -> usize {
    let mut i = 0;
    let mut n = 0;
    while i < bytes.len() {
        if bytes[i] == b'\n' {
            n += 1;
        }
        i += 1;
    }
    if !bytes.is_empty() && bytes[bytes.len() - 1] != b'\n' {
        n += 1;
    }
    n
}

const fn parse_list<const N: usize>(bytes: &[u8]) -> [u32; N] {
    let mut out = [0u32; N];
    let mut i = 0;
    let mut k = 0;
    while k < N {
        let mut code = 0u32;
        let mut j = 0;
        while j < 5 {
            let c = bytes[i + j];
            assert!(c.is_ascii_lowercase(), "word list: not a lower-case letter");
            code = (code << 5) | (c - b'a' + 1) as u32;
            j += 1;
        }
        i += 5;
        assert!(
            i == bytes.len() || bytes[i] == b'\n',
            "word list: a line is not five letters"
        );
        i += 1;
        assert!(
            k == 0 || out[k - 1] < code,
            "word list: not strictly sorted"
        );
        out[k] = code;
        k += 1;
    }
    out
}

/// Encodes a five-letter word (ASCII letters, either case) as the seed does.
///
/// ```
/// use bits::wordle::{decode, encode};
/// let roate = encode("roate").unwrap();
/// assert_eq!(roate, (18 << 20) | (15 << 15) | (1 << 10) | (20 << 5) | 5);
/// assert_eq!(&decode(roate).unwrap(), b"roate");
/// assert!(encode("rate").is_err());
/// ```
pub fn encode(word: &str) -> Result<u32, WordError> {
    let bytes = word.as_bytes();
    // The length is counted in characters, then the first byte that is not a letter A-Z
    // starts the first character that is not one (letters are single bytes).
    let not_a_letter = bytes.iter().position(|b| !b.is_ascii_alphabetic());
    if not_a_letter.is_some() || bytes.len() != 5 {
        let len = word.chars().count();
        return Err(match not_a_letter {
            Some(at) if len == 5 => WordError::NotALetter { at },
            _ => WordError::Length { len },
        });
    }
    Ok(bytes.iter().fold(0, |code, &c| {
        (code << 5) | u32::from(c.to_ascii_lowercase() - b'a' + 1)
    }))
}

/// The five lower-case letters of an encoded word, or an error when any 5-bit field is not
/// a letter (1–26) or bits above the 25th are set — what a hostile file may contain.
pub fn decode(code: u32) -> Result<[u8; 5], WordError> {
    letters(code)
        .map(|l| l.map(|x| b'a' + x))
        .ok_or(WordError::BadCode { code })
}

/// Letter indices 0–25 of an encoded word, first letter first; `None` unless valid.
pub(crate) fn letters(code: u32) -> Option<[u8; 5]> {
    if code >> 25 != 0 {
        return None;
    }
    let mut out = [0u8; 5];
    for (i, slot) in out.iter_mut().enumerate() {
        let v = ((code >> (5 * (4 - i))) & 31) as u8;
        if !(1..=26).contains(&v) {
            return None;
        }
        *slot = v - 1;
    }
    Some(out)
}

/// A decoded word as a `String`-free fixed buffer, for messages.
#[cfg(test)]
pub(crate) fn word_str(code: u32) -> WordBuf {
    WordBuf(decode(code).unwrap_or(*b"?????"))
}

/// Five ASCII letters that print as a word.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) struct WordBuf(pub [u8; 5]);

impl core::fmt::Display for WordBuf {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        for &b in &self.0 {
            core::fmt::Write::write_char(f, char::from(b))?;
        }
        Ok(())
    }
}

impl core::fmt::Debug for WordBuf {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        core::fmt::Display::fmt(self, f)
    }
}

/// Position of an encoded word in [`WORDS`], by binary search (the list is sorted).
pub fn index_of(code: u32) -> Option<usize> {
    WORDS.binary_search(&code).ok()
}

/// Parses a word and finds it in the vocabulary: the check every entry point makes.
pub fn lookup(word: &str) -> Result<usize, WordError> {
    let code = encode(word)?;
    index_of(code).ok_or(WordError::NotInList {
        word: decode(code).unwrap_or(*b"?????"),
    })
}

/// Letter-frequency weights: for each letter, how many words of `words` contain it
/// (counted once per word). A word's weight ([`word_weight`]) sums this over its distinct
/// letters — the seed's tie-breaker, favouring guesses made of common letters.
pub fn letter_weights(words: &[u32]) -> [u32; 26] {
    let mut w = [0u32; 26];
    for &code in words {
        if let Some(ls) = letters(code) {
            let mut seen = 0u32;
            for l in ls {
                if seen & (1 << l) == 0 {
                    seen |= 1 << l;
                    w[usize::from(l)] += 1;
                }
            }
        }
    }
    w
}

/// Sum of the letter weights over the distinct letters of `code` (0 for an invalid code).
pub fn word_weight(code: u32, weights: &[u32; 26]) -> u32 {
    let Some(ls) = letters(code) else { return 0 };
    let mut seen = 0u32;
    let mut total = 0u32;
    for l in ls {
        if seen & (1 << l) == 0 {
            seen |= 1 << l;
            // Saturating: any weights a caller passes get an answer.
            total = weights[usize::from(l)].saturating_add(total);
        }
    }
    total
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn embedded_lists_have_the_documented_sizes() {
        assert_eq!(WORD_COUNT, 12_947);
        assert_eq!(HISTORICAL_COUNT, 2_309);
        assert_eq!(WORDS[0], encode("aahed").unwrap());
        assert_eq!(WORDS[WORD_COUNT - 1], encode("zymic").unwrap());
    }

    #[test]
    fn every_historical_answer_is_in_the_vocabulary() {
        for &h in HISTORICAL.iter() {
            assert!(index_of(h).is_some(), "{}", word_str(h));
        }
    }

    #[test]
    fn encoding_round_trips_and_orders_alphabetically() {
        for (line, &code) in WORDS_TXT.lines().zip(WORDS.iter()) {
            assert_eq!(encode(line).unwrap(), code);
            assert_eq!(&decode(code).unwrap(), line.as_bytes());
            assert_eq!(
                lookup(&line.to_ascii_uppercase()).unwrap(),
                index_of(code).unwrap()
            );
        }
    }

    #[test]
    fn bad_words_are_refused_with_reasons() {
        assert_eq!(encode("abcd"), Err(WordError::Length { len: 4 }));
        assert_eq!(encode("ab1de"), Err(WordError::NotALetter { at: 2 }));
        assert_eq!(encode("ébcd"), Err(WordError::Length { len: 4 }));
        assert_eq!(encode("ébcde"), Err(WordError::NotALetter { at: 0 }));
        assert_eq!(encode("crané"), Err(WordError::NotALetter { at: 4 }));
        // The first character that is not a letter, wherever the non-ASCII one is.
        assert_eq!(encode("ab1dé"), Err(WordError::NotALetter { at: 2 }));
        assert_eq!(encode("1ébcd"), Err(WordError::NotALetter { at: 0 }));
        assert_eq!(encode("ébcdef"), Err(WordError::Length { len: 6 }));
        assert!(matches!(lookup("zzzzz"), Err(WordError::NotInList { .. })));
        assert_eq!(decode(0), Err(WordError::BadCode { code: 0 }));
        assert_eq!(
            decode(1 << 25 | 1),
            Err(WordError::BadCode { code: 1 << 25 | 1 })
        );
        assert_eq!(decode(27), Err(WordError::BadCode { code: 27 }));
    }

    #[test]
    fn weights_count_words_not_letters() {
        let words = [encode("eerie").unwrap(), encode("crane").unwrap()];
        let w = letter_weights(&words);
        assert_eq!(w[usize::from(b'e' - b'a')], 2);
        assert_eq!(w[usize::from(b'r' - b'a')], 2);
        assert_eq!(w[usize::from(b'c' - b'a')], 1);
        assert_eq!(word_weight(encode("eerie").unwrap(), &w), 2 + 2 + 1);
    }
}
