//! Official Wordle feedback and its base-3 code.
//!
//! Greens are marked first; then each remaining guess letter, left to right, is yellow
//! while the answer still has an unmatched copy of it. The code reads the five marks as a
//! base-3 number, first letter most significant, with gray 0, yellow 1, green 2 — so
//! `22222` (all green) is 242 and every code fits a byte.

use super::error::WordError;
use super::words::letters;

/// The code of an all-green answer: the guess was the word.
pub const ALL_GREEN: u8 = 242;

/// Number of distinct feedback codes (3^5).
pub const CODES: usize = 243;

/// One letter's mark.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// The letter is not in the answer (or all its copies are already accounted for).
    Gray,
    /// The letter is in the answer at another position.
    Yellow,
    /// The letter is in the answer at this position.
    Green,
}

/// Feedback for two valid encoded words. Returns [`WordError::BadCode`] when either code is
/// not a valid word, so hostile input from a file or binding never panics.
///
/// ```
/// use bits::wordle::{encode, feedback};
/// // speed vs abide: gray gray yellow gray yellow = 0·81 + 0·27 + 1·9 + 0·3 + 1
/// let code = feedback(encode("speed").unwrap(), encode("abide").unwrap()).unwrap();
/// assert_eq!(code, 10);
/// ```
pub fn feedback(guess: u32, answer: u32) -> Result<u8, WordError> {
    let g = letters(guess).ok_or(WordError::BadCode { code: guess })?;
    let a = letters(answer).ok_or(WordError::BadCode { code: answer })?;
    Ok(feedback_letters(&g, &a))
}

/// The two-pass rule over letter indices 0–25 (the hot path of table builds).
#[inline]
pub(crate) fn feedback_letters(g: &[u8; 5], a: &[u8; 5]) -> u8 {
    // 32 slots indexed by `letter & 31`: the mask lets the compiler drop bounds checks.
    let mut left = [0u8; 32];
    let mut green = 0u8;
    for i in 0..5 {
        if g[i] == a[i] {
            green |= 1 << i;
        } else {
            left[usize::from(a[i] & 31)] += 1;
        }
    }
    let mut code = 0u8;
    for i in 0..5 {
        let mark = if green & (1 << i) != 0 {
            2
        } else {
            let slot = &mut left[usize::from(g[i] & 31)];
            if *slot > 0 {
                *slot -= 1;
                1
            } else {
                0
            }
        };
        code = code * 3 + mark;
    }
    code
}

/// The five marks of a code, first letter first; `None` for codes above 242.
pub fn marks(code: u8) -> Option<[Mark; 5]> {
    if usize::from(code) >= CODES {
        return None;
    }
    let mut out = [Mark::Gray; 5];
    let mut c = code;
    for slot in out.iter_mut().rev() {
        *slot = match c % 3 {
            0 => Mark::Gray,
            1 => Mark::Yellow,
            _ => Mark::Green,
        };
        c /= 3;
    }
    Some(out)
}

/// The code as five letters `b`/`y`/`g` (gray, yellow, green): how the CLI and JSON show it.
pub fn pattern(code: u8) -> Option<[u8; 5]> {
    marks(code).map(|m| {
        m.map(|x| match x {
            Mark::Gray => b'b',
            Mark::Yellow => b'y',
            Mark::Green => b'g',
        })
    })
}

/// Parses a `b`/`y`/`g` pattern (either case; `x`, `-` and `.` also mean gray) or a decimal
/// code 0–242. An error is placed at the first byte that is not a mark, else where a short
/// pattern ends or a long one has its sixth mark (a code out of range, at 0).
pub fn parse_pattern(text: &str) -> Result<u8, WordError> {
    // Digits only: Rust's integer parse also takes a sign ("+5"), which no code is written
    // with, and which is then refused at the sign as no mark.
    let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    if digits {
        return text
            .parse::<u16>()
            .ok()
            .and_then(|n| u8::try_from(n).ok())
            .filter(|&c| usize::from(c) < CODES)
            .ok_or(WordError::BadPattern { at: 0 });
    }
    let bytes = text.as_bytes();
    let mut code = 0u8;
    for (at, &c) in bytes.iter().enumerate() {
        let mark = match c.to_ascii_lowercase() {
            b'b' | b'x' | b'-' | b'.' => 0,
            b'y' => 1,
            b'g' => 2,
            _ => return Err(WordError::BadPattern { at }),
        };
        if at == 5 {
            return Err(WordError::BadPattern { at });
        }
        code = code * 3 + mark;
    }
    if bytes.len() < 5 {
        return Err(WordError::BadPattern { at: bytes.len() });
    }
    Ok(code)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wordle::words::{WORDS, encode};
    use proptest::prelude::*;

    /// The rule as a person applies it, on strings: mark greens, then scan left to right
    /// and give yellow while the answer has an unused, non-green copy.
    fn naive(guess: &str, answer: &str) -> u8 {
        let g: alloc::vec::Vec<char> = guess.chars().collect();
        let a: alloc::vec::Vec<char> = answer.chars().collect();
        let mut used = [false; 5];
        let mut marks = [0u8; 5];
        for i in 0..5 {
            if g[i] == a[i] {
                marks[i] = 2;
                used[i] = true;
            }
        }
        for i in 0..5 {
            if marks[i] == 2 {
                continue;
            }
            if let Some(j) = (0..5).find(|&j| !used[j] && a[j] == g[i]) {
                used[j] = true;
                marks[i] = 1;
            }
        }
        marks.iter().fold(0, |acc, &m| acc * 3 + m)
    }

    fn fb(g: &str, a: &str) -> u8 {
        feedback(encode(g).unwrap(), encode(a).unwrap()).unwrap()
    }

    fn pat(g: &str, a: &str) -> alloc::string::String {
        alloc::string::String::from_utf8(pattern(fb(g, a)).unwrap().to_vec()).unwrap()
    }

    #[test]
    fn repeated_letters_follow_the_official_rule() {
        assert_eq!(pat("speed", "abide"), "bbyby");
        assert_eq!(pat("speed", "erase"), "ybyyb");
        assert_eq!(pat("eerie", "there"), "ybybg");
        assert_eq!(pat("lolly", "hello"), "byggb");
        assert_eq!(pat("geese", "eagle"), "yybbg");
        assert_eq!(pat("roate", "roate"), "ggggg");
        assert_eq!(fb("roate", "roate"), ALL_GREEN);
        assert_eq!(pat("abbey", "babes"), "yyggb");
    }

    #[test]
    fn codes_and_patterns_round_trip() {
        for code in 0..=242u8 {
            let p = pattern(code).unwrap();
            assert_eq!(
                parse_pattern(core::str::from_utf8(&p).unwrap()).unwrap(),
                code
            );
        }
        assert_eq!(pattern(243), None);
        assert_eq!(parse_pattern("GGGGG").unwrap(), 242);
        assert_eq!(parse_pattern("242").unwrap(), 242);
        assert_eq!(parse_pattern("243"), Err(WordError::BadPattern { at: 0 }));
        // A code is digits: no sign, and a number past u16 is as out of range as 243.
        assert_eq!(parse_pattern("+5"), Err(WordError::BadPattern { at: 0 }));
        assert_eq!(parse_pattern("0005").unwrap(), 5);
        assert_eq!(
            parse_pattern("99999999999"),
            Err(WordError::BadPattern { at: 0 })
        );
        // The first byte that is no mark, else where a short pattern ends or a long one
        // has its sixth mark.
        for (text, at) in [
            ("bbyz", 3),
            ("bbyzb", 3),
            ("\u{e9}bbbb", 0),
            (" 1", 0),
            ("-0", 1),
            ("bby", 3),
            ("", 0),
            ("bbyygg", 5),
            ("bbyyg\u{e9}", 5),
        ] {
            assert_eq!(
                parse_pattern(text),
                Err(WordError::BadPattern { at }),
                "{text:?}"
            );
        }
    }

    #[test]
    fn invalid_codes_are_errors_not_panics() {
        assert!(feedback(0, WORDS[0]).is_err());
        assert!(feedback(WORDS[0], u32::MAX).is_err());
    }

    fn word_strategy() -> impl Strategy<Value = alloc::string::String> {
        // Small alphabets force repeated letters; the full list covers real words.
        prop_oneof![
            "[abe]{5}",
            "[a-z]{5}",
            (0..WORDS.len()).prop_map(|i| {
                let w = crate::wordle::decode(WORDS[i]).unwrap();
                alloc::string::String::from_utf8(w.to_vec()).unwrap()
            }),
        ]
    }

    proptest! {
        #[test]
        fn matches_the_naive_rule(g in word_strategy(), a in word_strategy()) {
            prop_assert_eq!(fb(&g, &a), naive(&g, &a));
        }

        #[test]
        fn all_green_only_for_equal_words(g in word_strategy(), a in word_strategy()) {
            prop_assert_eq!(fb(&g, &a) == ALL_GREEN, g == a);
        }
    }
}
