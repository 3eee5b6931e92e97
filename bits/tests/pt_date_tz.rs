//! `pt_date` against the real America/Los_Angeles zone (the IANA database bundled by
//! `jiff`, whose rules extend past 2037), every hour from 2007 through 2100.

use bits::daily::{pt_date, utc_date};
use jiff::{Timestamp, tz::TimeZone};

fn ms(s: &str) -> i64 {
    s.parse::<Timestamp>().unwrap().as_millisecond()
}

#[test]
fn pt_date_matches_tz_database_hourly_2007_2100() {
    let la = TimeZone::get("America/Los_Angeles").unwrap();
    let (start, end) = (ms("2007-01-01T00:00:00Z"), ms("2101-01-01T00:00:00Z"));
    let mut checked = 0u32;
    // Every hour, plus the minute before and after it, so each switch instant
    // (10:00 UTC in March, 09:00 UTC in November) is probed from both sides.
    let mut t = start;
    while t < end {
        for probe in [t - 60_000, t, t + 60_000] {
            let local = Timestamp::from_millisecond(probe)
                .unwrap()
                .to_zoned(la.clone())
                .date();
            assert_eq!(
                pt_date(probe).to_string(),
                local.to_string(),
                "at unix ms {probe}"
            );
        }
        checked += 1;
        t += 3_600_000;
    }
    assert_eq!(checked, 34_333 * 24);
}

#[test]
fn utc_date_matches_tz_database() {
    let mut t = -5_000_000_000_000i64;
    while t < 5_000_000_000_000 {
        let expected = Timestamp::from_millisecond(t)
            .unwrap()
            .to_zoned(TimeZone::UTC)
            .date();
        assert_eq!(utc_date(t).to_string(), expected.to_string());
        t += 86_399_999;
    }
}

/// At i64's ends the calendar never goes back: i64::MAX (in August of the last year i64
/// reaches, whose November lies past it) had taken standard time, one hour earlier than
/// the millisecond before it, and fell on the day before; i64::MIN (in May of the first,
/// whose March lies before it) was called standard time.
#[test]
fn pt_date_never_goes_back_at_the_ends_of_i64() {
    use bits::daily::{is_pacific_daylight, pt_date};
    for ends in [i64::MAX - 10..=i64::MAX, i64::MIN..=i64::MIN + 10] {
        let dates: Vec<_> = ends.clone().map(pt_date).collect();
        assert!(dates.windows(2).all(|w| w[0] <= w[1]), "{dates:?}");
    }
    assert!(is_pacific_daylight(i64::MAX) && is_pacific_daylight(i64::MAX - 1));
    assert_eq!(pt_date(i64::MAX).to_string(), "292278994-08-17");
    // In May of the first year i64 reaches, whose March lies before it: daylight time.
    assert_eq!(bits::daily::utc_date(i64::MIN).month(), 5);
    assert!(is_pacific_daylight(i64::MIN) && is_pacific_daylight(i64::MIN + 1));
}
