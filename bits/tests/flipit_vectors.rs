//! The FlipIT golden vectors (`vectors/flipit.json`, written by an independent JavaScript
//! implementation in `vectors/flipit.gen.js`) against the crate.
#![cfg(feature = "serde")]

use bits::daily::Date;
use bits::flipit::{self, DecodeError, Game, Puzzle, Solution};
use serde_json::Value;

fn vectors() -> Value {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/vectors/flipit.json");
    let text = std::fs::read_to_string(path).expect("read flipit.json");
    serde_json::from_str(&text).expect("parse flipit.json")
}

fn u(v: &Value) -> u64 {
    v.as_u64()
        .unwrap_or_else(|| panic!("not an unsigned integer: {v}"))
}

fn cells(v: &Value) -> Vec<u8> {
    v.as_array()
        .expect("cell list")
        .iter()
        .map(|c| u8::try_from(u(c)).expect("cell fits u8"))
        .collect()
}

fn date(v: &Value) -> Date {
    Date::parse(v.as_str().expect("date string")).expect("valid date")
}

/// The puzzle JSON must match the vector field for field, and byte for byte its `json`.
fn check_puzzle(p: &Puzzle, day: &Value) {
    let ours: Value = serde_json::from_str(&p.to_json()).unwrap();
    assert_eq!(ours, day["puzzle"]);
    assert_eq!(Some(p.to_json().as_str()), day["json"].as_str());
    assert_eq!(Puzzle::from_json(&p.to_json()).as_ref(), Ok(p));
}

#[test]
fn board_constants() {
    let v = vectors();
    assert_eq!(u(&v["goal"]), u64::from(flipit::GOAL));
    let masks: Vec<u64> = v["clickMasks"].as_array().unwrap().iter().map(u).collect();
    let ours: Vec<u64> = flipit::CLICK_MASKS.iter().map(|&m| u64::from(m)).collect();
    assert_eq!(masks, ours);
}

#[test]
fn site_dailies() {
    let v = vectors();
    let days = v["daily"]["days"].as_array().unwrap();
    assert!(days.len() > 90);
    for day in days {
        let d = date(&day["date"]);
        let seed_string = day["seedString"].as_str().unwrap();
        assert_eq!(seed_string, format!("flipit:{d}"));
        assert_eq!(u64::from(flipit::daily_seed(d)), u(&day["seed"]), "{d}");
        assert_eq!(flipit::daily_picks(d).to_vec(), cells(&day["picks"]), "{d}");
        let clicks = flipit::daily_clicks(d);
        assert_eq!(
            flipit::cells(clicks).collect::<Vec<_>>(),
            cells(&day["clicks"])
        );
        let p = flipit::daily(d).unwrap();
        assert_eq!(p.solution(), clicks);
        check_puzzle(&p, day);
    }
}

#[test]
fn unique_schedule() {
    let v = vectors();
    let u_ = &v["dailyUnique"];
    assert_eq!(u_["key"].as_str(), Some(flipit::UNIQUE_SCHEDULE_KEY));
    assert_eq!(
        u(&u_["keyHash"]),
        u64::from(bits::rng::hash_string(flipit::UNIQUE_SCHEDULE_KEY))
    );
    let masks: Vec<u64> = u_["scheduleMasks"]
        .as_array()
        .unwrap()
        .iter()
        .map(u)
        .collect();
    let ours: Vec<u64> = flipit::unique_schedule()
        .into_iter()
        .map(u64::from)
        .collect();
    assert_eq!(masks, ours);
    for day in u_["days"].as_array().unwrap() {
        let d = date(&day["date"]);
        assert_eq!(u64::from(flipit::unique_day_index(d)), u(&day["dayIndex"]));
        let clicks = flipit::daily_unique_clicks(d);
        assert_eq!(
            flipit::cells(clicks).collect::<Vec<_>>(),
            cells(&day["clicks"])
        );
        check_puzzle(&flipit::daily_unique(d).unwrap(), day);
    }
}

#[test]
fn symmetry_classes() {
    let v = vectors();
    assert_eq!(
        u(&v["symmetry"]["threeClickPuzzles"]),
        flipit::three_click_sets().count() as u64
    );
    assert_eq!(
        u(&v["symmetry"]["distinctUpToSymmetry"]),
        flipit::three_click_classes() as u64
    );
}

#[test]
fn solves() {
    let v = vectors();
    let solves = v["solve"].as_array().unwrap();
    assert!(solves.len() >= 30);
    for s in solves {
        let n = u16::try_from(u(&s["number"])).unwrap();
        let ours = Solution::of(n);
        assert_eq!(serde_json::to_value(&ours).unwrap(), *s, "solve({n})");
        assert_eq!(ours.clicks, cells(&s["clicks"]));
        assert_eq!(u64::from(flipit::clicks_required(n)), u(&s["count"]));
    }
}

#[test]
fn games() {
    let v = vectors();
    for g in v["games"].as_array().unwrap() {
        let n = u16::try_from(u(&g["number"])).unwrap();
        let puzzle = match g["date"].as_str() {
            Some(_) => Puzzle::dated(date(&g["date"]), n).unwrap(),
            None => Puzzle::from_number(n),
        };
        let mut game = Game::new(puzzle);
        for c in cells(&g["clicks"]) {
            game.click(c).unwrap();
        }
        assert_eq!(u64::from(game.board()), u(&g["board"]));
        assert_eq!(
            game.clicked_cells().collect::<Vec<_>>(),
            cells(&g["clicked"])
        );
        assert_eq!(u64::from(game.moves()), u(&g["moves"]));
        assert_eq!(Some(game.is_solved()), g["solved"].as_bool());
        assert_eq!(u64::from(game.clicks_remaining()), u(&g["clicksRemaining"]));
        let save = g["save"].as_str().unwrap();
        assert_eq!(game.to_json(), save);
        assert_eq!(Game::restore_for(puzzle, save), Ok(game));
    }
}

fn variant(e: &DecodeError) -> &'static str {
    match e {
        DecodeError::Json { .. } => "Json",
        DecodeError::Board { .. } => "Board",
        DecodeError::Date(_) => "Date",
        DecodeError::PatternMismatch { .. } => "PatternMismatch",
        DecodeError::ClicksRequired { .. } => "ClicksRequired",
        DecodeError::Moves { .. } => "Moves",
        DecodeError::WrongPuzzle { .. } => "WrongPuzzle",
        DecodeError::WrongDate { .. } => "WrongDate",
        _ => "unknown",
    }
}

#[test]
fn rejections() {
    let v = vectors();
    for r in v["rejectedPuzzles"].as_array().unwrap() {
        let json = r["json"].as_str().unwrap();
        let err = Puzzle::from_json(json).expect_err(json);
        assert_eq!(Some(variant(&err)), r["error"].as_str(), "{json}: {err}");
    }
    for r in v["rejectedGames"].as_array().unwrap() {
        let json = r["json"].as_str().unwrap();
        let err = Game::from_json(json).expect_err(json);
        assert_eq!(Some(variant(&err)), r["error"].as_str(), "{json}: {err}");
    }
}
