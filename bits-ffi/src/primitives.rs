//! Hashes, the PRNG, dates and the leaderboard validators.

use crate::error::{BitsError, BitsStatus, Fail, Res, guard, out};
use crate::strings::arg;
use bits::daily::{self, Date, IdError};
use bits::rng::{self, Mulberry32};
use bits::validation;
use std::ffi::c_char;

/// A calendar date (proleptic Gregorian).
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BitsDate {
    /// Year, e.g. 2026.
    pub year: i32,
    /// Month 1–12.
    pub month: u8,
    /// Day 1–31.
    pub day: u8,
}

impl From<Date> for BitsDate {
    fn from(d: Date) -> BitsDate {
        BitsDate {
            year: d.year(),
            month: d.month(),
            day: d.day(),
        }
    }
}

pub(crate) fn id_fail(what: &str, e: IdError) -> Fail {
    // The argument's name, unless the sentence begins with it ("puzzle id is empty").
    let says = e.to_string();
    let message = if says.starts_with(what) {
        says
    } else {
        format!("{what}: {says}")
    };
    Fail::new(BitsStatus::InvalidId, message)
}

/// Parses a `YYYY-MM-DD` argument.
pub(crate) fn date_arg(p: *const c_char, what: &str) -> Res<Date> {
    let s = arg(p, what)?;
    Date::parse(s).map_err(|e| id_fail(what, e))
}

/// The site's `hashString` (31-based string hash over UTF-16 units) of `s`.
///
/// # Safety
/// `s` must be `NULL` or NUL-terminated; `out` must be `NULL` or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_hash_string(
    s: *const c_char,
    out_hash: *mut u32,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_hash, "out_hash")?;
        *o = rng::hash_string(arg(s, "s")?);
        Ok(())
    })
}

/// 32-bit FNV-1a over the UTF-16 code units of `s` (UTF-8 in), as the site's JavaScript
/// computes it for the Binary Grid seed: not over the UTF-8 bytes, which differs for any
/// non-ASCII text.
///
/// # Safety
/// As [`bits_hash_string`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_fnv1a32(
    s: *const c_char,
    out_hash: *mut u32,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_hash, "out_hash")?;
        *o = rng::fnv1a32(arg(s, "s")?);
        Ok(())
    })
}

/// A Mulberry32 generator (the site's `createSeededRandom`). Opaque; free with
/// [`bits_mulberry32_free`].
pub struct BitsMulberry32(Mulberry32);

/// Creates a generator seeded with `seed` into `*out_rng`.
///
/// # Safety
/// `out_rng` must be `NULL` or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_mulberry32_new(
    seed: u32,
    out_rng: *mut *mut BitsMulberry32,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_rng, "out_rng")?;
        *o = Box::into_raw(Box::new(BitsMulberry32(Mulberry32::new(seed))));
        Ok(())
    })
}

/// The next 32 random bits.
///
/// # Safety
/// `rng` must be `NULL` or a live generator not used by another thread at the same time.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_mulberry32_next_u32(
    rng: *mut BitsMulberry32,
    out_value: *mut u32,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let r = out(rng, "rng")?;
        let o = out(out_value, "out_value")?;
        *o = r.0.next_u32();
        Ok(())
    })
}

/// The next value in `[0, 1)` exactly as the site's JavaScript computes it.
///
/// # Safety
/// As [`bits_mulberry32_next_u32`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_mulberry32_next_f64(
    rng: *mut BitsMulberry32,
    out_value: *mut f64,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let r = out(rng, "rng")?;
        let o = out(out_value, "out_value")?;
        *o = r.0.next_f64();
        Ok(())
    })
}

/// `floor(next_f64() * n)`, computed in integers (0 when `n` is 0).
///
/// # Safety
/// As [`bits_mulberry32_next_u32`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_mulberry32_below(
    rng: *mut BitsMulberry32,
    n: u32,
    out_value: *mut u32,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let r = out(rng, "rng")?;
        let o = out(out_value, "out_value")?;
        *o = r.0.below(n);
        Ok(())
    })
}

/// Releases a generator. `NULL` is accepted and ignored.
///
/// # Safety
/// `rng` must be `NULL` or a generator from [`bits_mulberry32_new`], freed once.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_mulberry32_free(rng: *mut BitsMulberry32) {
    if !rng.is_null() {
        crate::error::guard_value((), || {
            // SAFETY: `rng` came from Box::into_raw and is freed once.
            drop(unsafe { Box::from_raw(rng) });
        });
    }
}

/// The UTC calendar date of a Unix time in milliseconds (`BITS_STATUS_INVALID_ARGUMENT`
/// past JavaScript's date range, 8.64e15 ms either side of 1970, as for every timestamp).
///
/// # Safety
/// `out_date` must be `NULL` or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_utc_date(
    unix_ms: i64,
    out_date: *mut BitsDate,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_date, "out_date")?;
        // Within JavaScript's date range, as every runtime takes timestamps: past it a
        // year is not even an i32.
        let ms = crate::error::ms_arg(unix_ms, "unix_ms")?;
        *o = daily::utc_date(ms).into();
        Ok(())
    })
}

/// The Los Angeles (Pacific) calendar date of a Unix time in milliseconds — the day the
/// site's daily puzzle belongs to (`BITS_STATUS_INVALID_ARGUMENT` past JavaScript's date
/// range, as for every timestamp).
/// The daylight-saving rules in force since 2007 are applied to every year, so the date is
/// the time-zone database's from 2007 on; a time before 2007 within hours of midnight near
/// a change of the older rules may land on the next or previous day.
///
/// # Safety
/// `out_date` must be `NULL` or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_pt_date(
    unix_ms: i64,
    out_date: *mut BitsDate,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_date, "out_date")?;
        // Within JavaScript's date range, as every runtime takes timestamps: past it a
        // year is not even an i32.
        let ms = crate::error::ms_arg(unix_ms, "unix_ms")?;
        *o = daily::pt_date(ms).into();
        Ok(())
    })
}

/// Converts a JavaScript timestamp (float milliseconds) to whole milliseconds as
/// JavaScript's `new Date(ms)` does, truncating toward zero (-0.5 is 0, 1970-01-01);
/// refuses NaN, infinities and values outside JavaScript's date range.
///
/// # Safety
/// `out_ms` must be `NULL` or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_ms_from_f64(
    unix_ms: f64,
    out_ms: *mut i64,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_ms, "out_ms")?;
        *o = daily::ms_from_f64(unix_ms).map_err(|e| Fail::arg(format!("unix_ms: {e}")))?;
        Ok(())
    })
}

/// Parses a `YYYY-MM-DD` date (`BITS_STATUS_INVALID_ID` when it is not a real date).
///
/// # Safety
/// `s` must be `NULL` or NUL-terminated; `out_date` must be `NULL` or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_date_parse(
    s: *const c_char,
    out_date: *mut BitsDate,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_date, "out_date")?;
        *o = date_arg(s, "s")?.into();
        Ok(())
    })
}

/// Writes `date` as `YYYY-MM-DD` plus NUL into `buf` (11 bytes suffice). A year outside
/// 0000–9999 (a far timestamp's, say) cannot be written so and is `BITS_STATUS_INVALID_ID`.
/// Too small a `cap` is `BITS_STATUS_BUFFER_TOO_SMALL`, the text truncated; `buf` may be
/// `NULL` when `cap` is 0, as for the other string writers.
///
/// # Safety
/// `date` must be `NULL` or valid; `buf` must be writable for `cap` bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_date_format(
    date: *const BitsDate,
    buf: *mut c_char,
    cap: usize,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        // Only years 0000-9999 can be written so that `bits_date_parse` reads them back.
        let d = date_in(date, "date")?
            .spellable()
            .map_err(|e| id_fail("date", e))?;
        // SAFETY: the caller promises `buf` is writable for `cap` bytes.
        unsafe { crate::arrays::write_text(&d.to_string(), buf, cap) }
    })
}

fn date_in(date: *const BitsDate, what: &str) -> Res<Date> {
    let d = crate::error::input(date, what)?;
    Date::new(d.year, d.month, d.day).map_err(|e| id_fail(what, e))
}

/// The date `days` after `date` (before it when negative): calendar arithmetic with no
/// time zone. `BITS_STATUS_INVALID_ID` when the result leaves the years 0000–9999, which
/// `YYYY-MM-DD` cannot spell.
///
/// # Safety
/// `date` must be `NULL` or valid; `out_date` must be `NULL` or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_date_add_days(
    date: *const BitsDate,
    days: i64,
    out_date: *mut BitsDate,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_date, "out_date")?;
        let d = date_in(date, "date")?;
        *o = d.add_days(days).map_err(|e| id_fail("date", e))?.into();
        Ok(())
    })
}

/// Days from `first` to `last` (negative when `last` is earlier).
///
/// # Safety
/// `first` and `last` must be `NULL` or valid; `out_days` must be `NULL` or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_date_days_between(
    first: *const BitsDate,
    last: *const BitsDate,
    out_days: *mut i64,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_days, "out_days")?;
        *o = date_in(first, "first")?.days_until(date_in(last, "last")?);
        Ok(())
    })
}

/// `BITS_STATUS_OK` when `s` is a valid puzzle id (`YYYY-MM-DD` or `practice-<seed>`),
/// else `BITS_STATUS_INVALID_ID` with the reason in `err`.
///
/// # Safety
/// `s` must be `NULL` or NUL-terminated.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_validate_puzzle_id(
    s: *const c_char,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        daily::validate_puzzle_id(arg(s, "s")?).map_err(|e| id_fail("puzzle id", e))
    })
}

/// `BITS_STATUS_OK` when `s` is a UUID the leaderboard accepts, else
/// `BITS_STATUS_INVALID_ARGUMENT` with the reason.
///
/// # Safety
/// `s` must be `NULL` or NUL-terminated.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_validate_uuid(s: *const c_char, err: *mut BitsError) -> BitsStatus {
    guard(err, || {
        validation::validate_uuid(arg(s, "s")?).map_err(|e| Fail::arg(e.to_string()))
    })
}

/// `BITS_STATUS_OK` when `s` are initials the leaderboard accepts, else
/// `BITS_STATUS_INVALID_ARGUMENT` with the reason.
///
/// # Safety
/// `s` must be `NULL` or NUL-terminated.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_validate_initials(
    s: *const c_char,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        validation::validate_initials(arg(s, "s")?).map_err(|e| Fail::arg(e.to_string()))
    })
}

/// `BITS_STATUS_OK` when `ms` is a plausible solve time, else
/// `BITS_STATUS_INVALID_ARGUMENT` with the reason.
///
/// # Safety
/// `err` must be `NULL` or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_validate_time_ms(ms: f64, err: *mut BitsError) -> BitsStatus {
    guard(err, || {
        validation::validate_time_ms(ms).map_err(|e| Fail::arg(e.to_string()))
    })
}
