//! Field checks the site's server applies to score submissions
//! (`functions/_shared/validation-helpers.js`), with reasons instead of booleans.

use core::fmt;

/// Shortest completion time the leaderboard accepts (3 s): faster is not a human solve.
pub const MIN_TIME_MS: f64 = 3_000.0;
/// Longest completion time the leaderboard accepts (1 h).
pub const MAX_TIME_MS: f64 = 3_600_000.0;

/// Why a submitted field was refused.
#[derive(Clone, Debug, PartialEq)]
#[non_exhaustive]
pub enum FieldError {
    /// Not a version-4 UUID in the 8-4-4-4-12 hexadecimal form; `at` is the byte offset
    /// of the first character that does not fit (the length when too short).
    Uuid {
        /// Byte offset of the offending character.
        at: usize,
    },
    /// Initials must be one to three capital letters A–Z.
    Initials {
        /// Byte offset of the offending character (0 when empty, 3 when too long).
        at: usize,
    },
    /// A time that is not a finite number of milliseconds.
    TimeNotFinite,
    /// A time outside 3,000–3,600,000 ms.
    TimeOutOfRange {
        /// The refused time.
        ms: f64,
    },
}

impl fmt::Display for FieldError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FieldError::Uuid { at } => write!(
                f,
                "not a version-4 UUID (xxxxxxxx-xxxx-4xxx-[89ab]xxx-xxxxxxxxxxxx): problem at byte {at}"
            ),
            FieldError::Initials { at } => {
                write!(
                    f,
                    "initials must be 1 to 3 capital letters A-Z: problem at byte {at}"
                )
            }
            FieldError::TimeNotFinite => f.write_str("time is not a finite number of milliseconds"),
            FieldError::TimeOutOfRange { ms } => write!(f, "time {}", TimeOutside(*ms)),
        }
    }
}

impl core::error::Error for FieldError {}

/// The rest of the sentence for a time outside the accepted range: "1200 ms is outside
/// the accepted 3000 to 3600000 ms", or, for a time a hair past a bound that the
/// microsecond display would show as the bound itself, "is just above the accepted ...".
pub(crate) struct TimeOutside(pub(crate) f64);

impl fmt::Display for TimeOutside {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (ms, min, max) = (self.0, Millis(MIN_TIME_MS), Millis(MAX_TIME_MS));
        // Both bounds are whole numbers: compared as the display shows them.
        let shown = alloc::format!("{}", Millis(ms));
        let side = if ms > MAX_TIME_MS { "above" } else { "below" };
        if shown == alloc::format!("{min}") || shown == alloc::format!("{max}") {
            write!(f, "is just {side} the accepted {min} to {max} ms")
        } else {
            write!(f, "{shown} ms is outside the accepted {min} to {max} ms")
        }
    }
}

/// A time in milliseconds as messages show it: to the microsecond, rounded half away from
/// zero, trailing zeros dropped (`1200`, `2999.5`, `0.001`). That is how `{}` prints a
/// time with at most three decimals (checked for every such time within ±10^7 ms, hours
/// beyond the accepted range), and it spares a clock's float noise
/// (`2345.6000000000004` shows as `2345.6`). It is written with integers: float formatting
/// would add 15 KB to the WebAssembly build for these messages alone.
pub(crate) struct Millis(pub(crate) f64);

impl fmt::Display for Millis {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ms = self.0;
        if ms.is_nan() {
            return f.write_str("NaN");
        }
        // Far beyond any clock (and beyond `u64` milliseconds).
        if ms.abs() >= 1e18 {
            return f.write_str(if ms > 0.0 { "over 1e18" } else { "under -1e18" });
        }
        // The whole milliseconds exactly (every `f64` from 2^53 up is whole), then the
        // fraction, which the subtraction leaves exact, in microseconds: truncated toward
        // zero, then rounded. Both have the sign of `ms`.
        let whole = ms as i64;
        let frac_us = (ms - whole as f64) * 1000.0;
        let truncated = frac_us as i64;
        let rest = frac_us - truncated as f64;
        let rounded = truncated + i64::from(rest >= 0.5) - i64::from(rest <= -0.5);
        let (mut int, mut micros) = (whole.unsigned_abs(), rounded.unsigned_abs());
        if micros == 1000 {
            (int, micros) = (int + 1, 0);
        }
        let sign = if ms < 0.0 && int | micros != 0 {
            "-"
        } else {
            ""
        };
        write!(f, "{sign}{int}")?;
        if micros != 0 {
            let digits = [micros / 100, micros / 10 % 10, micros % 10];
            let len = if micros % 10 != 0 {
                3
            } else if micros % 100 != 0 {
                2
            } else {
                1
            };
            f.write_str(".")?;
            for d in &digits[..len] {
                write!(f, "{d}")?;
            }
        }
        Ok(())
    }
}

/// A version-4 UUID, hex digits in either case (`crypto.randomUUID()` output and its
/// upper-case spelling).
pub fn validate_uuid(s: &str) -> Result<(), FieldError> {
    let b = s.as_bytes();
    for i in 0..36 {
        let Some(&ch) = b.get(i) else {
            return Err(FieldError::Uuid { at: i });
        };
        let ok = match i {
            8 | 13 | 18 | 23 => ch == b'-',
            14 => ch == b'4',
            19 => matches!(ch.to_ascii_lowercase(), b'8' | b'9' | b'a' | b'b'),
            _ => ch.is_ascii_hexdigit(),
        };
        if !ok {
            return Err(FieldError::Uuid { at: i });
        }
    }
    if b.len() != 36 {
        return Err(FieldError::Uuid { at: 36 });
    }
    Ok(())
}

/// Leaderboard initials: `^[A-Z]{1,3}$`.
pub fn validate_initials(s: &str) -> Result<(), FieldError> {
    if s.is_empty() {
        return Err(FieldError::Initials { at: 0 });
    }
    if let Some(i) = s.bytes().position(|b| !b.is_ascii_uppercase()) {
        if i < 3 {
            return Err(FieldError::Initials { at: i });
        }
    }
    if s.len() > 3 {
        return Err(FieldError::Initials { at: 3 });
    }
    Ok(())
}

/// A solve time in milliseconds: finite and within 3 s – 1 h inclusive.
pub fn validate_time_ms(ms: f64) -> Result<(), FieldError> {
    if !ms.is_finite() {
        return Err(FieldError::TimeNotFinite);
    }
    if !(MIN_TIME_MS..=MAX_TIME_MS).contains(&ms) {
        return Err(FieldError::TimeOutOfRange { ms });
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::format;
    use proptest::prelude::*;

    #[test]
    fn millis_show_like_display_up_to_three_decimals() {
        for (ms, text) in [
            (1200.0, "1200"),
            (2999.5, "2999.5"),
            (0.001, "0.001"),
            (0.1, "0.1"),
            (123.456, "123.456"),
            (2345.6000000000004, "2345.6"),
            (-5.25, "-5.25"),
            (0.0004, "0"),
            (0.0005, "0.001"),
            (3_600_000.5, "3600000.5"),
            (9.0e15, "9000000000000000"),
            (4_503_599_627_370_495.5, "4503599627370495.5"),
            (8_796_093_022_208.123, "8796093022208.123"),
            (9.99e17, "999000000000000000"),
            (-0.9996, "-1"),
            (1e18, "over 1e18"),
            (-1e300, "under -1e18"),
            (f64::NAN, "NaN"),
        ] {
            assert_eq!(format!("{}", Millis(ms)), text, "{ms}");
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(4096))]
        /// Times with at most three decimals (what clocks and people give) read exactly as
        /// Rust's own float formatting prints them.
        #[test]
        fn millis_agree_with_float_display(thousandths in -10_000_000_000i64..10_000_000_000) {
            let ms = thousandths as f64 / 1000.0;
            let ours = format!("{}", Millis(ms));
            let display = format!("{ms}");
            // `{}` prints `-0` for negative zero; a time is shown as `0`.
            prop_assert_eq!(ours, if display == "-0" { "0".into() } else { display });
        }
    }

    #[test]
    fn uuids() {
        assert_eq!(
            validate_uuid("123e4567-e89b-42d3-a456-426614174000"),
            Ok(())
        );
        assert_eq!(
            validate_uuid("123E4567-E89B-42D3-A456-426614174000"),
            Ok(())
        );
        assert_eq!(
            validate_uuid("123e4567-e89b-12d3-a456-426614174000"),
            Err(FieldError::Uuid { at: 14 })
        );
        assert_eq!(
            validate_uuid("123e4567-e89b-42d3-c456-426614174000"),
            Err(FieldError::Uuid { at: 19 })
        );
        assert_eq!(
            validate_uuid("123e4567-e89b-42d3-a456-42661417400"),
            Err(FieldError::Uuid { at: 35 })
        );
        assert_eq!(
            validate_uuid("123e4567-e89b-42d3-a456-4266141740000"),
            Err(FieldError::Uuid { at: 36 })
        );
        assert_eq!(
            validate_uuid("123e4567xe89b-42d3-a456-426614174000"),
            Err(FieldError::Uuid { at: 8 })
        );
        assert_eq!(validate_uuid(""), Err(FieldError::Uuid { at: 0 }));
        assert_eq!(
            validate_uuid("123e4567-e89b-42d3-a456-42661417400é"),
            Err(FieldError::Uuid { at: 35 })
        );
    }

    #[test]
    fn initials() {
        for ok in ["A", "AB", "XYZ"] {
            assert_eq!(validate_initials(ok), Ok(()));
        }
        assert_eq!(validate_initials(""), Err(FieldError::Initials { at: 0 }));
        assert_eq!(
            validate_initials("ABCD"),
            Err(FieldError::Initials { at: 3 })
        );
        assert_eq!(validate_initials("aB"), Err(FieldError::Initials { at: 0 }));
        assert_eq!(validate_initials("A1"), Err(FieldError::Initials { at: 1 }));
        assert_eq!(validate_initials("ÄB"), Err(FieldError::Initials { at: 0 }));
    }

    #[test]
    fn times() {
        assert_eq!(validate_time_ms(3_000.0), Ok(()));
        assert_eq!(validate_time_ms(3_600_000.0), Ok(()));
        assert_eq!(
            validate_time_ms(2_999.9),
            Err(FieldError::TimeOutOfRange { ms: 2_999.9 })
        );
        assert_eq!(
            validate_time_ms(3_600_001.0),
            Err(FieldError::TimeOutOfRange { ms: 3_600_001.0 })
        );
        assert_eq!(validate_time_ms(f64::NAN), Err(FieldError::TimeNotFinite));
        assert_eq!(
            validate_time_ms(f64::NEG_INFINITY),
            Err(FieldError::TimeNotFinite)
        );
        // The message the leaderboard check and the submission verdict share.
        let said = |ms: f64| alloc::format!("{}", validate_time_ms(ms).unwrap_err());
        assert_eq!(
            said(2_999.9),
            "time 2999.9 ms is outside the accepted 3000 to 3600000 ms"
        );
        assert_eq!(
            said(3_600_000.000_1),
            "time is just above the accepted 3000 to 3600000 ms"
        );
        assert_eq!(
            said(2_999.999_9),
            "time is just below the accepted 3000 to 3600000 ms"
        );
    }
}
