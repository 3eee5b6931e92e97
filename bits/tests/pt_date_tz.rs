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
