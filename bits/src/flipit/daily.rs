//! The daily puzzles: the site's random three clicks, and a schedule that never repeats
//! within 560 days.
//!
//! # The site's daily ([`daily`])
//!
//! Exactly as the site builds it, so that both agree on every date:
//!
//! 1. `seed = hash_string("flipit:" + date)`, the UTC date written `YYYY-MM-DD`;
//! 2. `rng = Mulberry32::new(seed)`;
//! 3. draw `cell = rng.below(16)` (that is `floor(rng() * 16)`) until three different cells
//!    have been drawn, skipping any cell drawn before — the *picks*, in draw order;
//! 4. the starting pattern is [`GOAL`] with those three cells clicked.
//!
//! Clicks commute and the solution is unique, so the puzzle needs exactly three clicks and
//! they are the picks.
//!
//! # The unique schedule ([`daily_unique`])
//!
//! Three distinct clicks give only C(16, 3) = 560 puzzles, so random picks repeat a puzzle
//! within weeks (by the birthday bound, about even odds within four weeks; the site's
//! dailies of 2026-12-01 and 2026-12-05 are the same puzzle). `daily_unique` walks
//! a fixed permutation of all 560 instead:
//!
//! 1. `day = days since 1970-01-01, modulo 560` (so any 560 consecutive days see each
//!    puzzle exactly once);
//! 2. `order = [0, 1, …, 559]`, shuffled by the site's Fisher–Yates `shuffleArray` with
//!    `Mulberry32::new(hash_string("flipit:unique"))` — the key that stops neighbouring
//!    days from looking like neighbouring click sets;
//! 3. `rank = order[day]`; the click set is the three-cell set of that rank in ascending
//!    numeric order of the 16-bit masks (the colexicographic order of the triples:
//!    `rank = C(c3, 3) + C(c2, 2) + C(c1, 1)` for cells `c1 < c2 < c3`).

use alloc::format;
use alloc::vec::Vec;

use super::board::{CELLS, GOAL, apply_clicks};
use super::puzzle::Puzzle;
use crate::daily::{Date, IdError};
use crate::rng::{Mulberry32, hash_string};

/// Clicks in every daily puzzle.
pub const DAILY_CLICKS: usize = 3;

/// C(16, 3): the distinct three-click puzzles, and the period of [`daily_unique`].
pub const THREE_CLICK_PUZZLES: usize = 560;

/// The string whose `hash_string` keys the [`daily_unique`] permutation.
pub const UNIQUE_SCHEDULE_KEY: &str = "flipit:unique";

/// `hash_string("flipit:" + date)`, the seed of the site's daily.
pub fn daily_seed(date: Date) -> u32 {
    hash_string(&format!("flipit:{date}"))
}

/// The site's three random clicks for `date`, in the order they were drawn.
///
/// ```
/// use bits::daily::Date;
/// use bits::flipit::daily_picks;
/// let picks = daily_picks(Date::parse("2026-11-21")?);
/// assert!(picks[0] != picks[1] && picks[1] != picks[2] && picks[0] != picks[2]);
/// # Ok::<(), bits::daily::IdError>(())
/// ```
pub fn daily_picks(date: Date) -> [u8; DAILY_CLICKS] {
    picks_from_seed(daily_seed(date))
}

/// Step 3 of the procedure: rejection sampling of three distinct cells.
///
/// The loop has no cap because the site's has none; every one of the 2³² seeds was run
/// through it (an ignored test, `every_seed_finishes_quickly`) and none needs more than
/// [`MAX_DRAWS`] draws.
pub fn picks_from_seed(seed: u32) -> [u8; DAILY_CLICKS] {
    picks_and_draws(seed).0
}

/// The most draws any seed needs to find three distinct cells, measured over all 2³²
/// seeds: 82% need three, four seeds need 13, none more.
pub const MAX_DRAWS: u32 = 13;

fn picks_and_draws(seed: u32) -> ([u8; DAILY_CLICKS], u32) {
    let mut rng = Mulberry32::new(seed);
    let mut picks = [0u8; DAILY_CLICKS];
    let mut n = 0;
    let mut draws = 0u32;
    while n < DAILY_CLICKS {
        let c = rng.below(CELLS as u32) as u8;
        draws += 1;
        if !picks[..n].contains(&c) {
            picks[n] = c;
            n += 1;
        }
    }
    (picks, draws)
}

/// The click set of the site's daily for `date` (its unique solution).
pub fn daily_clicks(date: Date) -> u16 {
    daily_picks(date).iter().fold(0, |m, &c| m | 1 << c)
}

/// The site's daily puzzle for the UTC date `date`. A date outside the years 0000–9999
/// is refused ([`IdError::Year`]), as [`Puzzle::dated`] says.
pub fn daily(date: Date) -> Result<Puzzle, IdError> {
    Puzzle::dated(date, apply_clicks(GOAL, daily_clicks(date)))
}

/// `n choose k` for the small arguments used here.
const fn binomial(n: u32, k: u32) -> u32 {
    if k > n {
        return 0;
    }
    let mut r = 1u32;
    let mut i = 0;
    while i < k {
        r = r * (n - i) / (i + 1);
        i += 1;
    }
    r
}

/// The three-cell click set of colexicographic `rank` (0–559); `None` beyond.
pub fn three_click_set(rank: u32) -> Option<u16> {
    if rank as usize >= THREE_CLICK_PUZZLES {
        return None;
    }
    let mut rest = rank;
    let mut mask = 0u16;
    let mut top = CELLS as u32;
    for k in (1..=DAILY_CLICKS as u32).rev() {
        // The largest cell c below `top` with C(c, k) <= rest.
        let mut c = top - 1;
        while binomial(c, k) > rest {
            c -= 1;
        }
        rest -= binomial(c, k);
        mask |= 1 << c;
        top = c;
    }
    Some(mask)
}

/// The colexicographic rank of a three-cell click set; `None` if it has another size.
pub fn three_click_rank(mask: u16) -> Option<u32> {
    if mask.count_ones() as usize != DAILY_CLICKS {
        return None;
    }
    Some(
        super::board::cells(mask)
            .enumerate()
            .map(|(i, c)| binomial(u32::from(c), i as u32 + 1))
            .sum(),
    )
}

/// Step 2 of the unique schedule: the keyed permutation of the 560 ranks.
fn unique_order() -> [u16; THREE_CLICK_PUZZLES] {
    let mut order: [u16; THREE_CLICK_PUZZLES] = core::array::from_fn(|i| i as u16);
    Mulberry32::new(hash_string(UNIQUE_SCHEDULE_KEY)).shuffle(&mut order);
    order
}

/// The whole unique schedule: entry `d` is the click set of every day whose
/// day number (days since 1970-01-01) is `d` modulo 560.
pub fn unique_schedule() -> Vec<u16> {
    unique_order()
        .into_iter()
        .filter_map(|rank| three_click_set(u32::from(rank)))
        .collect()
}

/// Where `date` falls in the 560-day cycle.
pub fn unique_day_index(date: Date) -> u32 {
    date.days_since_epoch()
        .rem_euclid(THREE_CLICK_PUZZLES as i64) as u32
}

/// The click set [`daily_unique`] uses on `date`.
pub fn daily_unique_clicks(date: Date) -> u16 {
    let rank = unique_order()[unique_day_index(date) as usize];
    three_click_set(u32::from(rank)).unwrap_or(0)
}

/// A three-click daily that does not repeat within any 560 consecutive days; refused
/// outside the years 0000–9999 as [`daily`] is.
pub fn daily_unique(date: Date) -> Result<Puzzle, IdError> {
    Puzzle::dated(date, apply_clicks(GOAL, daily_unique_clicks(date)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::flipit::solve::solve;
    use crate::flipit::symmetry::three_click_sets;

    #[test]
    fn rank_and_unrank_follow_ascending_masks() {
        for (rank, mask) in three_click_sets().enumerate() {
            assert_eq!(three_click_set(rank as u32), Some(mask));
            assert_eq!(three_click_rank(mask), Some(rank as u32));
        }
        assert_eq!(three_click_set(560), None);
        assert_eq!(three_click_rank(0b11), None);
    }

    #[test]
    fn schedule_is_a_permutation() {
        let mut s = unique_schedule();
        assert_eq!(s.len(), THREE_CLICK_PUZZLES);
        s.sort_unstable();
        assert_eq!(s, three_click_sets().collect::<Vec<_>>());
    }

    #[test]
    fn no_repeat_within_560_days() {
        let start = Date::parse("2026-01-01").unwrap().days_since_epoch();
        for offset in [0i64, 137, 560 * 3 + 11] {
            let mut seen = Vec::new();
            for d in 0..560 {
                let date = Date::from_days_since_epoch(start + offset + d);
                let p = daily_unique(date).unwrap();
                assert_eq!(p.clicks_required(), 3);
                assert_eq!(solve(p.number()), daily_unique_clicks(date));
                seen.push(p.number());
            }
            seen.sort_unstable();
            seen.dedup();
            assert_eq!(seen.len(), 560);
        }
        // And the cycle closes: day d and day d + 560 agree.
        let a = Date::from_days_since_epoch(start);
        let b = Date::from_days_since_epoch(start + 560);
        assert_eq!(
            daily_unique(a).unwrap().number(),
            daily_unique(b).unwrap().number()
        );
    }

    #[test]
    fn unique_schedule_does_not_look_sequential() {
        // In rank order, neighbouring triples share two cells 469 times out of 559; two
        // random triples share two or more cells with probability 40/560. Allow twice that.
        let s = unique_schedule();
        let close = s
            .windows(2)
            .filter(|w| (w[0] & w[1]).count_ones() >= 2)
            .count();
        assert!(close < 80, "{close} neighbouring days share two cells");
        let rank_order: Vec<u16> = three_click_sets().collect();
        let sequential = rank_order
            .windows(2)
            .filter(|w| (w[0] & w[1]).count_ones() >= 2)
            .count();
        assert!(sequential > 400);
    }

    #[test]
    fn dailies_need_exactly_their_three_picks() {
        // Every day from 1970 to 2100.
        let end = Date::parse("2100-12-31").unwrap().days_since_epoch();
        for day in 0..=end {
            let date = Date::from_days_since_epoch(day);
            let (picks, draws) = picks_and_draws(daily_seed(date));
            assert!(draws <= MAX_DRAWS);
            assert_eq!(daily_picks(date), picks);
            let p = daily(date).unwrap();
            assert_eq!(p.date(), Some(date));
            assert_eq!(p.clicks_required(), 3, "{date}");
            let expected = (1u16 << picks[0]) | (1 << picks[1]) | (1 << picks[2]);
            assert_eq!(solve(p.number()), expected, "{date}");
        }
    }

    #[test]
    #[cfg(feature = "std")]
    #[ignore = "runs all 2^32 seeds (about two minutes in release); cargo test -- --ignored"]
    fn every_seed_finishes_quickly() {
        let mut histogram = [0u64; 64];
        for seed in 0..=u32::MAX {
            let (_, draws) = picks_and_draws(seed);
            histogram[(draws as usize).min(63)] += 1;
        }
        let worst = histogram.iter().rposition(|&n| n > 0).unwrap_or(0) as u32;
        std::eprintln!("draws histogram: {:?}", &histogram[..=worst as usize]);
        assert_eq!(worst, MAX_DRAWS);
    }

    /// A date `YYYY-MM-DD` cannot spell has no daily: its JSON would name a date no
    /// reader takes, so neither the puzzle nor a game of it would load back.
    #[test]
    fn dailies_only_for_spellable_dates() {
        for (year, month, day) in [(10_000, 1, 1), (-1, 12, 31), (i32::MAX, 12, 31)] {
            let date = Date::new(year, month, day).unwrap();
            let refused = Err(IdError::Year { year });
            assert_eq!(daily(date), refused);
            assert_eq!(daily_unique(date), refused);
            assert_eq!(Puzzle::dated(date, 1), refused);
        }
        #[cfg(feature = "json")]
        for date in [Date::MIN, Date::MAX] {
            let p = daily(date).unwrap();
            assert_eq!(Puzzle::from_json(&p.to_json()), Ok(p));
            let p = daily_unique(date).unwrap();
            assert_eq!(Puzzle::from_json(&p.to_json()), Ok(p));
        }
    }

    #[test]
    fn site_dailies_repeat_soon() {
        // Why `daily_unique` exists: four days apart, the same three clicks.
        let a = daily(Date::parse("2026-12-01").unwrap()).unwrap();
        let b = daily(Date::parse("2026-12-05").unwrap()).unwrap();
        assert_eq!(a.number(), b.number());
        let c = daily_unique(Date::parse("2026-12-01").unwrap()).unwrap();
        let d = daily_unique(Date::parse("2026-12-05").unwrap()).unwrap();
        assert_ne!(c.number(), d.number());
    }

    #[test]
    fn picks_follow_the_documented_procedure() {
        // The procedure written out with floats, as the site's JavaScript runs it.
        let date = Date::parse("2026-11-21").unwrap();
        let mut rng = Mulberry32::new(hash_string("flipit:2026-11-21"));
        let mut picks: Vec<u8> = Vec::new();
        while picks.len() < 3 {
            let c = (rng.next_f64() * 16.0) as u8;
            if !picks.contains(&c) {
                picks.push(c);
            }
        }
        assert_eq!(daily_picks(date).as_slice(), picks.as_slice());
    }
}
