//! Calendar dates and puzzle ids, computed without a time-zone database.
//!
//! The site keys its daily puzzles by the Los Angeles calendar date (`getPTDateYYYYMMDD`)
//! and some games by the UTC date. Shipping a tz database to a browser or a game engine to
//! answer one question is wasteful, so the US rules in force since 2007 are written out:
//! PDT (UTC−7) from the second Sunday of March, 02:00 local, to the first Sunday of
//! November, 02:00 local; PST (UTC−8) otherwise. The same rules are applied to every
//! year, which matches the real zone from 2007 on (tested hour by hour to 2100).

use core::fmt;

const MS_PER_DAY: i64 = 86_400_000;
const MS_PER_HOUR: i64 = 3_600_000;

/// A proleptic Gregorian calendar date.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    year: i32,
    month: u8,
    day: u8,
}

/// Day of the week.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[allow(missing_docs)]
pub enum Weekday {
    Monday,
    Tuesday,
    Wednesday,
    Thursday,
    Friday,
    Saturday,
    Sunday,
}

impl Weekday {
    /// 0 for Monday … 6 for Sunday.
    pub const fn index(self) -> u8 {
        self as u8
    }
}

/// Why a date or puzzle id was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum IdError {
    /// The id is the empty string.
    Empty,
    /// The id is longer than any valid id (the limit is given).
    TooLong {
        /// Length of the refused id in bytes.
        len: usize,
        /// Longest accepted length.
        max: usize,
    },
    /// The id is neither `YYYY-MM-DD` nor `practice-<seed>`; `at` is the byte offset of
    /// the first character that does not fit.
    Format {
        /// Byte offset of the offending character.
        at: usize,
    },
    /// A date is not `YYYY-MM-DD`; `at` is the byte offset of the first character that
    /// does not fit (a puzzle id reports [`IdError::Format`] instead, since it may also
    /// be a practice id).
    DateFormat {
        /// Byte offset of the offending character.
        at: usize,
    },
    /// A year outside 0000–9999, which `YYYY-MM-DD` cannot spell.
    Year {
        /// The year given.
        year: i32,
    },
    /// Month outside 1–12.
    Month {
        /// The month as written.
        month: u8,
    },
    /// Day outside the month (e.g. 2026-02-30).
    Day {
        /// Year as written.
        year: i32,
        /// Month as written.
        month: u8,
        /// Day as written.
        day: u8,
    },
    /// The seed of a practice id holds a character other than ASCII letters, digits, `-`
    /// and `_`.
    PracticeSeed {
        /// Byte offset of the offending character.
        at: usize,
    },
    /// A practice id has no seed (`practice-`): told apart from a bad first character,
    /// whose offset would be the same.
    EmptySeed,
    /// A timestamp was not a finite number within JavaScript's date range.
    Timestamp,
    /// Date arithmetic left the years 0000–9999 that `YYYY-MM-DD` (and so a puzzle id) can
    /// spell.
    YearRange {
        /// The date the arithmetic started from.
        from: Date,
        /// The days added.
        days: i64,
    },
}

impl fmt::Display for IdError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IdError::Empty => f.write_str("puzzle id is empty"),
            IdError::TooLong { len, max } => {
                write!(
                    f,
                    "puzzle id is {len} bytes long; at most {max} are allowed"
                )
            }
            IdError::Format { at } => write!(
                f,
                "puzzle id must be YYYY-MM-DD or practice-<seed>; unexpected character at byte {at}"
            ),
            IdError::DateFormat { at } => write!(
                f,
                "date must be YYYY-MM-DD; unexpected character at byte {at}"
            ),
            IdError::Year { year } => write!(f, "year {year} is outside 0000-9999"),
            IdError::Month { month } => write!(f, "month {month:02} does not exist"),
            IdError::Day { year, month, day } => {
                write!(f, "{year:04}-{month:02} has no day {day:02}")
            }
            IdError::PracticeSeed { at } => write!(
                f,
                "practice seed must be 1-{PRACTICE_SEED_MAX} ASCII letters, digits, '-' or '_'; bad character at byte {at}"
            ),
            IdError::EmptySeed => write!(
                f,
                "practice seed is empty; it must be 1-{PRACTICE_SEED_MAX} ASCII letters, digits, '-' or '_'"
            ),
            IdError::Timestamp => f.write_str(
                "timestamp is not a number of milliseconds within JavaScript's date range (8.64e15 either side of 1970)",
            ),
            IdError::YearRange { from, days } => {
                write!(f, "{from} + {days} days is outside the years 0000-9999")
            }
        }
    }
}

impl core::error::Error for IdError {}

const fn is_leap(year: i32) -> bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
}

/// Days in `month` of `year` (month 1–12).
const fn days_in_month(year: i32, month: u8) -> u8 {
    match month {
        2 if is_leap(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

impl Date {
    /// 0000-01-01, the first date `YYYY-MM-DD` spells.
    pub const MIN: Date = Date {
        year: 0,
        month: 1,
        day: 1,
    };
    /// 9999-12-31, the last date `YYYY-MM-DD` spells.
    pub const MAX: Date = Date {
        year: 9999,
        month: 12,
        day: 31,
    };

    /// A date with its month and day checked, in any year: timestamps reach years far
    /// beyond 0000–9999, which is all `YYYY-MM-DD` can write (see [`Date::spellable`]).
    pub fn new(year: i32, month: u8, day: u8) -> Result<Date, IdError> {
        if !(1..=12).contains(&month) {
            return Err(IdError::Month { month });
        }
        if day == 0 || day > days_in_month(year, month) {
            return Err(IdError::Day { year, month, day });
        }
        Ok(Date { year, month, day })
    }

    /// The year.
    pub const fn year(self) -> i32 {
        self.year
    }

    /// The month, 1–12.
    pub const fn month(self) -> u8 {
        self.month
    }

    /// The day of the month, 1–31.
    pub const fn day(self) -> u8 {
        self.day
    }

    /// Parses `YYYY-MM-DD` strictly: ten ASCII characters, a real calendar date.
    pub fn parse(s: &str) -> Result<Date, IdError> {
        let b = s.as_bytes();
        for (i, &ch) in b.iter().enumerate().take(10) {
            let ok = if i == 4 || i == 7 {
                ch == b'-'
            } else {
                ch.is_ascii_digit()
            };
            if !ok {
                return Err(IdError::DateFormat { at: i });
            }
        }
        if b.len() != 10 {
            return Err(IdError::DateFormat {
                at: b.len().min(10),
            });
        }
        let num = |r: core::ops::Range<usize>| {
            b[r].iter()
                .fold(0u32, |acc, &d| acc * 10 + u32::from(d - b'0'))
        };
        Date::new(num(0..4) as i32, num(5..7) as u8, num(8..10) as u8)
    }

    /// Days since 1970-01-01 (negative before).
    pub const fn days_since_epoch(self) -> i64 {
        // Howard Hinnant's days_from_civil.
        let y = self.year as i64 - if self.month <= 2 { 1 } else { 0 };
        let era = y.div_euclid(400);
        let yoe = y - era * 400;
        let m = self.month as i64;
        let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + self.day as i64 - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        era * 146_097 + doe - 719_468
    }

    /// The date `days` after 1970-01-01.
    ///
    /// Saturates at the first and last days an `i32` year can hold (far beyond any
    /// timestamp a caller has), whole dates both, so that later days never come out earlier.
    pub const fn from_days_since_epoch(days: i64) -> Date {
        const FIRST: i64 = Date {
            year: i32::MIN,
            month: 1,
            day: 1,
        }
        .days_since_epoch();
        const LAST: i64 = Date {
            year: i32::MAX,
            month: 12,
            day: 31,
        }
        .days_since_epoch();
        let days = if days < FIRST {
            FIRST
        } else if days > LAST {
            LAST
        } else {
            days
        };
        // Howard Hinnant's civil_from_days; in range, so the year fits an `i32`.
        let z = days + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z - era * 146_097;
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = (doy - (153 * mp + 2) / 5 + 1) as u8;
        let month = (if mp < 10 { mp + 3 } else { mp - 9 }) as u8;
        let year = (yoe + era * 400 + if month <= 2 { 1 } else { 0 }) as i32;
        Date { year, month, day }
    }

    /// The next calendar day; the last day an `i32` year holds is its own successor.
    pub const fn succ(self) -> Date {
        Date::from_days_since_epoch(self.days_since_epoch() + 1)
    }

    /// The date itself when `YYYY-MM-DD` can write it (years 0000–9999), so that the
    /// text parses back; [`IdError::Year`] otherwise.
    pub fn spellable(self) -> Result<Date, IdError> {
        if (Date::MIN.year..=Date::MAX.year).contains(&self.year) {
            Ok(self)
        } else {
            Err(IdError::Year { year: self.year })
        }
    }

    /// The date `days` later (earlier when negative).
    ///
    /// Refused outside the years 0000–9999: a date there has no `YYYY-MM-DD` spelling, so
    /// it could neither key a puzzle nor be parsed back.
    pub fn add_days(self, days: i64) -> Result<Date, IdError> {
        const FIRST: i64 = Date::MIN.days_since_epoch();
        const LAST: i64 = Date::MAX.days_since_epoch();
        match self.days_since_epoch().checked_add(days) {
            Some(t) if (FIRST..=LAST).contains(&t) => Ok(Date::from_days_since_epoch(t)),
            _ => Err(IdError::YearRange { from: self, days }),
        }
    }

    /// Days from `self` to `later` (negative when `later` is earlier).
    pub const fn days_until(self, later: Date) -> i64 {
        later.days_since_epoch() - self.days_since_epoch()
    }

    /// Day of the week.
    pub const fn weekday(self) -> Weekday {
        // 1970-01-01 was a Thursday (index 3 from Monday).
        match (self.days_since_epoch() + 3).rem_euclid(7) {
            0 => Weekday::Monday,
            1 => Weekday::Tuesday,
            2 => Weekday::Wednesday,
            3 => Weekday::Thursday,
            4 => Weekday::Friday,
            5 => Weekday::Saturday,
            _ => Weekday::Sunday,
        }
    }
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

/// The UTC calendar date of a unix timestamp in milliseconds.
pub const fn utc_date(unix_ms: i64) -> Date {
    Date::from_days_since_epoch(unix_ms.div_euclid(MS_PER_DAY))
}

/// Unix milliseconds of 00:00 UTC on the `nth` (1-based) Sunday of `month`.
const fn nth_sunday_ms(year: i32, month: u8, nth: i64) -> i64 {
    let first = Date {
        year,
        month,
        day: 1,
    };
    let w = first.weekday().index() as i64; // 0 = Monday
    let first_sunday = (6 - w).rem_euclid(7);
    // Saturating: a timestamp near i64's ends lies in a year whose Sundays may lie past
    // them (the caller reads a saturated Sunday so).
    (first.days_since_epoch() + first_sunday + 7 * (nth - 1)).saturating_mul(MS_PER_DAY)
}

/// Whether Los Angeles observes daylight time at `unix_ms` under the 2007 US rules.
pub const fn is_pacific_daylight(unix_ms: i64) -> bool {
    let year = utc_date(unix_ms).year;
    // 02:00 PST = 10:00 UTC; 02:00 PDT = 09:00 UTC.
    reached(unix_ms, nth_sunday_ms(year, 3, 2), 10)
        && !reached(unix_ms, nth_sunday_ms(year, 11, 1), 9)
}

/// Whether `unix_ms` is at or past `utc_hours` on `sunday` (its 00:00 UTC). A Sunday
/// saturated at an end of i64 lies past every timestamp on that side, the end itself
/// included: in the last year i64 reaches, daylight time has begun and its end is never
/// reached; in the first, it began before any timestamp.
const fn reached(unix_ms: i64, sunday: i64, utc_hours: i64) -> bool {
    match sunday {
        i64::MIN => true,
        i64::MAX => false,
        _ => unix_ms >= sunday.saturating_add(utc_hours * MS_PER_HOUR),
    }
}

/// The America/Los_Angeles calendar date of a unix timestamp in milliseconds: the site's
/// `getPTDateYYYYMMDD`, which keys every daily puzzle.
///
/// ```
/// use bits::daily::pt_date;
/// // 2026-11-21 07:59 UTC is still the 20th in Los Angeles.
/// assert_eq!(pt_date(1_795_247_940_000).to_string(), "2026-11-20");
/// ```
pub const fn pt_date(unix_ms: i64) -> Date {
    let offset = if is_pacific_daylight(unix_ms) { -7 } else { -8 };
    utc_date(unix_ms.saturating_add(offset * MS_PER_HOUR))
}

/// Converts a JavaScript-style timestamp (a float of milliseconds) to whole milliseconds
/// as `new Date(ms)` does: its TimeClip truncates toward zero, so -0.5 is the epoch itself
/// (1970-01-01), not the millisecond before it.
pub fn ms_from_f64(unix_ms: f64) -> Result<i64, IdError> {
    if !unix_ms.is_finite() || unix_ms.abs() > JS_DATE_RANGE_MS as f64 {
        return Err(IdError::Timestamp);
    }
    // In range, so the cast is exact after truncation.
    Ok(unix_ms as i64)
}

/// Longest seed accepted in `practice-<seed>`.
pub const PRACTICE_SEED_MAX: usize = 64;
const PRACTICE_PREFIX: &str = "practice-";

/// Longest valid puzzle id, in bytes (`practice-` and the longest seed).
pub const PUZZLE_ID_MAX: usize = PRACTICE_PREFIX.len() + PRACTICE_SEED_MAX;

/// Whether text handed over where a puzzle is taken names it by id rather than spelling it
/// in JSON: anything but an object or array. The bindings read a string this way wherever
/// a puzzle, descriptor or view is accepted, so `"2026-11-21"` means that day's puzzle,
/// `{"width": …}` a puzzle given in full, and an over-long id gets the id's own error.
pub fn is_puzzle_id_text(text: &str) -> bool {
    !matches!(text.trim_start().as_bytes().first(), Some(b'{' | b'['))
}

/// JavaScript's date range: 8.64e15 ms (100,000,000 days) either side of 1970.
const JS_DATE_RANGE_MS: i64 = 8_640_000_000_000_000;

/// `unix_ms` brought within JavaScript's date range, for an instant that is recorded
/// (a play state's `solvedAt`) rather than judged.
pub(crate) fn clamp_ms(unix_ms: i64) -> i64 {
    unix_ms.clamp(-JS_DATE_RANGE_MS, JS_DATE_RANGE_MS)
}

/// A timestamp in whole milliseconds within JavaScript's date range, the range
/// [`ms_from_f64`] allows: past it a date's year is not even an `i32`.
pub fn check_ms(unix_ms: i64) -> Result<i64, IdError> {
    if unix_ms.unsigned_abs() > JS_DATE_RANGE_MS.unsigned_abs() {
        return Err(IdError::Timestamp);
    }
    Ok(unix_ms)
}

/// A validated puzzle id: a calendar date (`YYYY-MM-DD`) or a practice seed.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum PuzzleId<'a> {
    /// A daily puzzle.
    Date(Date),
    /// `practice-<seed>`; holds the seed.
    Practice(&'a str),
}

impl<'a> PuzzleId<'a> {
    /// Parses an id. Dates must exist; practice seeds are 1–64 characters of
    /// `[A-Za-z0-9_-]`.
    pub fn parse(s: &'a str) -> Result<PuzzleId<'a>, IdError> {
        if s.is_empty() {
            return Err(IdError::Empty);
        }
        let max = PUZZLE_ID_MAX;
        if s.len() > max {
            return Err(IdError::TooLong { len: s.len(), max });
        }
        if let Some(seed) = s.strip_prefix(PRACTICE_PREFIX) {
            if seed.is_empty() {
                return Err(IdError::EmptySeed);
            }
            if let Some(i) = seed
                .bytes()
                .position(|b| !(b.is_ascii_alphanumeric() || b == b'-' || b == b'_'))
            {
                return Err(IdError::PracticeSeed {
                    at: PRACTICE_PREFIX.len() + i,
                });
            }
            return Ok(PuzzleId::Practice(seed));
        }
        Date::parse(s).map(PuzzleId::Date).map_err(|e| match e {
            // Not a date, and not a practice id either.
            IdError::DateFormat { at } => IdError::Format { at },
            other => other,
        })
    }

    /// The date of a daily id.
    pub fn date(&self) -> Option<Date> {
        match self {
            PuzzleId::Date(d) => Some(*d),
            PuzzleId::Practice(_) => None,
        }
    }
}

impl fmt::Display for PuzzleId<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleId::Date(d) => d.fmt(f),
            PuzzleId::Practice(seed) => write!(f, "{PRACTICE_PREFIX}{seed}"),
        }
    }
}

/// The site's `validatePuzzleId`, tightened to real dates and extended to practice ids.
pub fn validate_puzzle_id(s: &str) -> Result<(), IdError> {
    PuzzleId::parse(s).map(|_| ())
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;
    use alloc::vec::Vec;

    #[test]
    fn puzzle_id_text_is_anything_but_json_and_timestamps_stay_in_range() {
        assert!(is_puzzle_id_text("2026-11-21"));
        // An over-long id is still an id, so that it gets the id's own error.
        let seed = |n: usize| alloc::string::String::from("practice-") + &"a".repeat(n);
        assert!(is_puzzle_id_text(&seed(65)));
        assert_eq!(
            PuzzleId::parse(&seed(65)),
            Err(IdError::TooLong {
                len: 74,
                max: PUZZLE_ID_MAX
            })
        );
        assert_eq!(check_ms(8_640_000_000_000_000), Ok(8_640_000_000_000_000));
        assert_eq!(check_ms(-8_640_000_000_000_001), Err(IdError::Timestamp));
        assert_eq!(check_ms(i64::MIN), Err(IdError::Timestamp));
        assert!(!is_puzzle_id_text(" {\"width\": 6}"));
        assert!(!is_puzzle_id_text("[1, 2]"));
    }

    #[test]
    fn add_days_stays_within_spellable_years() {
        let d = Date::parse("2024-02-28").unwrap();
        assert_eq!(d.add_days(1).unwrap().to_string(), "2024-02-29");
        assert_eq!(d.add_days(2).unwrap().to_string(), "2024-03-01");
        assert_eq!(d.add_days(-59).unwrap().to_string(), "2023-12-31");
        assert_eq!(d.add_days(0), Ok(d));
        // Day by day over four centuries, add_days agrees with succ and days_until inverts it.
        let mut step = Date::parse("1900-01-01").unwrap();
        for n in 0..146_097 {
            assert_eq!(Date::parse("1900-01-01").unwrap().add_days(n), Ok(step));
            assert_eq!(Date::parse("1900-01-01").unwrap().days_until(step), n);
            step = step.succ();
        }
        assert_eq!(Date::MAX.add_days(0), Ok(Date::MAX));
        assert_eq!(Date::MIN.add_days(0), Ok(Date::MIN));
        let over = Date::MAX.add_days(1).unwrap_err();
        assert_eq!(
            over,
            IdError::YearRange {
                from: Date::MAX,
                days: 1
            }
        );
        assert_eq!(
            over.to_string(),
            "9999-12-31 + 1 days is outside the years 0000-9999"
        );
        assert!(Date::MIN.add_days(-1).is_err());
        assert!(d.add_days(i64::MAX).is_err());
        assert!(d.add_days(i64::MIN).is_err());
        assert_eq!(Date::MIN.days_until(Date::MAX), 3_652_424);
    }

    /// Any timestamp has a Pacific date, without overflow (debug builds check), and at
    /// i64's ends the calendar never goes back: i64::MAX (in August of the last year i64
    /// reaches, whose November lies past it) had taken standard time and fallen on the day
    /// before i64::MAX - 1's; i64::MIN (in May of the first, whose March lies before it)
    /// was called standard time.
    #[test]
    fn pt_date_takes_any_timestamp() {
        for t in [i64::MIN, i64::MIN + 1, -1, 0, i64::MAX - 1, i64::MAX] {
            let _ = pt_date(t);
            let _ = is_pacific_daylight(t);
        }
        for ends in [i64::MAX - 10..=i64::MAX, i64::MIN..=i64::MIN + 10] {
            let dates: Vec<Date> = ends.map(pt_date).collect();
            assert!(dates.windows(2).all(|w| w[0] <= w[1]), "{dates:?}");
        }
        assert!(is_pacific_daylight(i64::MAX) && is_pacific_daylight(i64::MAX - 1));
        assert_eq!(pt_date(i64::MAX), utc_date(i64::MAX - 7 * MS_PER_HOUR));
        assert_eq!(pt_date(i64::MAX).to_string(), "292278994-08-17");
        assert_eq!(utc_date(i64::MIN).month, 5);
        assert!(is_pacific_daylight(i64::MIN) && is_pacific_daylight(i64::MIN + 1));
        assert_eq!(Date::from_days_since_epoch(i64::MAX).year, i32::MAX);
        assert_eq!(Date::from_days_since_epoch(i64::MIN).year, i32::MIN);
    }

    /// At the ends an `i32` year holds, dates saturate whole: the last day is its own
    /// successor, and no later day count gives an earlier date.
    #[test]
    fn dates_saturate_at_whole_days() {
        let last = Date::new(i32::MAX, 12, 31).unwrap();
        let first = Date::new(i32::MIN, 1, 1).unwrap();
        assert_eq!(last.succ(), last);
        assert_eq!(Date::from_days_since_epoch(i64::MAX), last);
        assert_eq!(Date::from_days_since_epoch(i64::MIN), first);
        let end = last.days_since_epoch();
        let mut before = Date::from_days_since_epoch(end - 400);
        for days in (end - 399..end + 400).chain([i64::MAX - 1, i64::MAX]) {
            let d = Date::from_days_since_epoch(days);
            assert!(d >= before, "{days}: {d} before {before}");
            before = d;
        }
        let start = first.days_since_epoch();
        assert_eq!(Date::from_days_since_epoch(start - 1), first);
        assert_eq!(Date::from_days_since_epoch(start + 1), first.succ());
    }

    #[test]
    fn epoch_round_trip() {
        for days in -800_000..800_000i64 {
            let d = Date::from_days_since_epoch(days);
            assert_eq!(d.days_since_epoch(), days);
            assert_eq!(Date::new(d.year, d.month, d.day), Ok(d));
            let spellable = (0..=9999).contains(&d.year);
            assert_eq!(d.spellable().is_ok(), spellable);
            if spellable {
                assert_eq!(Date::parse(&d.to_string()), Ok(d));
            }
        }
        assert_eq!(Date::from_days_since_epoch(0).to_string(), "1970-01-01");
        assert_eq!(
            Date::parse("2026-11-21").unwrap().weekday(),
            Weekday::Saturday
        );
    }

    #[test]
    fn parse_rejects_impossible_and_malformed() {
        assert_eq!(
            Date::parse("2026-02-30"),
            Err(IdError::Day {
                year: 2026,
                month: 2,
                day: 30
            })
        );
        assert_eq!(Date::parse("2026-13-01"), Err(IdError::Month { month: 13 }));
        let far = Date::new(10_000, 1, 1).unwrap();
        assert_eq!(far.spellable(), Err(IdError::Year { year: 10_000 }));
        assert_eq!(
            Date::new(-5, 1, 1).unwrap().spellable(),
            Err(IdError::Year { year: -5 })
        );
        assert_eq!(Date::MAX.spellable(), Ok(Date::MAX));
        assert_eq!(Date::MIN.spellable(), Ok(Date::MIN));
        // A timestamp's date may lie past 9999; it is a date, but not one text can hold.
        assert!(utc_date(8_640_000_000_000_000).spellable().is_err());
        assert_eq!(Date::parse("2024-02-29").unwrap().day(), 29);
        assert_eq!(
            Date::parse("2100-02-29"),
            Err(IdError::Day {
                year: 2100,
                month: 2,
                day: 29
            })
        );
        assert_eq!(Date::parse("2026-1-01"), Err(IdError::DateFormat { at: 6 }));
        assert_eq!(
            Date::parse("2026-11-211"),
            Err(IdError::DateFormat { at: 10 })
        );
        assert_eq!(Date::parse("2026-11-2"), Err(IdError::DateFormat { at: 9 }));
        assert_eq!(
            Date::parse("２０２６-11-21"),
            Err(IdError::DateFormat { at: 0 })
        );
        assert_eq!(Date::parse(""), Err(IdError::DateFormat { at: 0 }));
        assert_eq!(
            Date::parse("practice-x").unwrap_err().to_string(),
            "date must be YYYY-MM-DD; unexpected character at byte 0"
        );
        // As a puzzle id, the same text is not a date and not a practice id either.
        assert_eq!(PuzzleId::parse("2026-1-01"), Err(IdError::Format { at: 6 }));
        assert_eq!(PuzzleId::parse(""), Err(IdError::Empty));
    }

    #[test]
    fn puzzle_ids() {
        assert_eq!(PuzzleId::parse("practice-42"), Ok(PuzzleId::Practice("42")));
        assert_eq!(PuzzleId::parse("practice-"), Err(IdError::EmptySeed));
        assert_eq!(
            IdError::EmptySeed.to_string(),
            "practice seed is empty; it must be 1-64 ASCII letters, digits, '-' or '_'"
        );
        assert_eq!(
            PuzzleId::parse("practice-!"),
            Err(IdError::PracticeSeed { at: 9 })
        );
        assert_eq!(
            PuzzleId::parse("practice-a b"),
            Err(IdError::PracticeSeed { at: 10 })
        );
        assert!(matches!(
            PuzzleId::parse(&"x".repeat(100)),
            Err(IdError::TooLong { .. })
        ));
        assert_eq!(
            PuzzleId::parse("2026-11-21").unwrap().to_string(),
            "2026-11-21"
        );
        assert!(validate_puzzle_id("2026-02-30").is_err());
    }

    #[test]
    fn dst_edges_2026() {
        // 2026-03-08 is the second Sunday of March; 2026-11-01 the first of November.
        let start =
            Date::parse("2026-03-08").unwrap().days_since_epoch() * MS_PER_DAY + 10 * MS_PER_HOUR;
        assert!(!is_pacific_daylight(start - 1));
        assert!(is_pacific_daylight(start));
        let end =
            Date::parse("2026-11-01").unwrap().days_since_epoch() * MS_PER_DAY + 9 * MS_PER_HOUR;
        assert!(is_pacific_daylight(end - 1));
        assert!(!is_pacific_daylight(end));
        assert_eq!(pt_date(end).to_string(), "2026-11-01");
    }

    #[test]
    fn float_timestamps() {
        assert_eq!(ms_from_f64(1.5), Ok(1));
        assert_eq!(ms_from_f64(-1.5), Ok(-1));
        assert_eq!(ms_from_f64(-0.5), Ok(0));
        assert_eq!(
            utc_date(ms_from_f64(-0.5).unwrap()).to_string(),
            "1970-01-01"
        );
        assert_eq!(ms_from_f64(f64::NAN), Err(IdError::Timestamp));
        assert_eq!(ms_from_f64(f64::INFINITY), Err(IdError::Timestamp));
    }
}
