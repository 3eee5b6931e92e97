//! Bits: descriptor generation, exact counting, the rules check and submission validation.

use bits::binairo::generate::weekday_rank;
use bits::binairo::{
    CellValue, Clue, Deducer, Grid, Options, Puzzle, SEARCH_NODES, Submission, count_solutions,
    count_solutions_within, generate_descriptor, generate_descriptor_with, grid_follows_rules,
    solve_puzzle,
};
use bits::daily::Date;
use criterion::{BenchmarkId, Criterion, black_box, criterion_group, criterion_main};

fn descriptors(c: &mut Criterion) {
    let mut g = c.benchmark_group("descriptor");
    // A week of dailies covers every weekday rank once; the median of a week is what the
    // site pays per day.
    let week: Vec<String> = (0..7)
        .map(|d| {
            Date::from_days_since_epoch(Date::parse("2026-11-16").unwrap().days_since_epoch() + d)
                .to_string()
        })
        .collect();
    g.bench_function("daily week (7 descriptors)", |b| {
        b.iter(|| {
            week.iter()
                .map(|id| generate_descriptor(black_box(id)).unwrap().clues().len())
                .sum::<usize>()
        })
    });
    // The site's dailies one weekday at a time, every date of 2026 with that weekday (52
    // or 53 ids, each day's rank its default): the median day of a year is the median of
    // these seven, since every weekday has as many days.
    let first = Date::parse("2026-01-01").unwrap().days_since_epoch();
    let year: Vec<Date> = (0..365)
        .map(|d| Date::from_days_since_epoch(first + d))
        .collect();
    for weekday in 0..7 {
        let ids: Vec<String> = year
            .iter()
            .skip(weekday)
            .step_by(7)
            .map(|d| d.to_string())
            .collect();
        let day = year[weekday].weekday();
        let name = format!("{day:?} (rank {})", weekday_rank(day));
        g.bench_with_input(BenchmarkId::new("daily 2026", name), &ids, |b, ids| {
            let mut k = 0;
            b.iter(|| {
                k = (k + 1) % ids.len();
                generate_descriptor(black_box(&ids[k])).unwrap()
            })
        });
    }
    for rank in 1..=3u8 {
        let o = Options {
            rank: Some(rank),
            ..Options::default()
        };
        let ids: Vec<String> = (0..16).map(|k| format!("practice-bench{k}")).collect();
        g.bench_with_input(BenchmarkId::new("6x6 rank", rank), &o, |b, o| {
            let mut k = 0;
            b.iter(|| {
                k = (k + 1) % ids.len();
                generate_descriptor_with(black_box(&ids[k]), o).unwrap()
            })
        });
    }
    g.finish();
}

fn solving(c: &mut Criterion) {
    // Boards with 8 givens taken from real solutions, no hints: counting stops at 2.
    let boards: Vec<Puzzle> = (0..32)
        .map(|k| {
            let d = generate_descriptor(&format!("practice-count{k}")).unwrap();
            let clues = (0..8)
                .map(|i| {
                    let cell = (i * 13 + k * 5) % 36;
                    let (r, c) = (cell / 6, cell % 6);
                    Clue {
                        r: r as u8,
                        c: c as u8,
                        bit: d.solution().get(r, c).unwrap(),
                    }
                })
                .collect::<Vec<_>>();
            let mut seen = std::collections::BTreeSet::new();
            let clues = clues
                .into_iter()
                .filter(|c| seen.insert((c.r, c.c)))
                .collect();
            Puzzle::new(6, clues, vec![], true).unwrap()
        })
        .collect();
    c.bench_function("count_solutions 8-given 6x6 (limit 2)", |b| {
        let mut k = 0;
        b.iter(|| {
            k = (k + 1) % boards.len();
            count_solutions(black_box(&boards[k]), 2).count
        })
    });
    let daily: Vec<Puzzle> = (0..7)
        .map(|d| {
            generate_descriptor(&format!("2026-11-{:02}", 16 + d))
                .unwrap()
                .into_puzzle()
        })
        .collect();
    c.bench_function("count_solutions daily puzzle (unique)", |b| {
        let mut k = 0;
        b.iter(|| {
            k = (k + 1) % daily.len();
            count_solutions(black_box(&daily[k]), 2).count
        })
    });
    // The solve call (deduction first) against counting then ranking, its route before.
    let o16 = Options {
        size: 16,
        rank: Some(3),
        ..Options::default()
    };
    let big: Vec<Puzzle> = (0..4)
        .map(|k| {
            generate_descriptor_with(&format!("practice-bench{k}"), &o16)
                .unwrap()
                .into_puzzle()
        })
        .collect();
    for (name, set) in [("daily week 6x6", &daily), ("16x16 rank 3", &big)] {
        let mut g = c.benchmark_group(format!("solve call, {name}"));
        g.bench_function("solve_puzzle", |b| {
            let mut k = 0;
            b.iter(|| {
                k = (k + 1) % set.len();
                solve_puzzle(black_box(&set[k]), SEARCH_NODES).unwrap().rank
            })
        });
        g.bench_function("count, then rank", |b| {
            let mut k = 0;
            b.iter(|| {
                k = (k + 1) % set.len();
                let p = black_box(&set[k]);
                let s = count_solutions_within(p, 2, SEARCH_NODES).unwrap();
                (s.count == 1).then(|| Deducer::new(p).rank(p))
            })
        });
        g.finish();
    }
    // Larger sides have no catalog: the search counts. Rank-3 (minimal) puzzles, and
    // the same with their first given taken away (two solutions or more to find).
    for size in [8usize, 16] {
        let o = Options {
            size,
            rank: Some(3),
            ..Options::default()
        };
        let mut puzzles = Vec::new();
        for k in 0..4 {
            let p = generate_descriptor_with(&format!("practice-bench{k}"), &o)
                .unwrap()
                .into_puzzle();
            let less = Puzzle::new(size, p.clues()[1..].to_vec(), p.hints().to_vec(), true);
            puzzles.push(less.unwrap());
            puzzles.push(p);
        }
        c.bench_function(
            &format!("count_solutions {size}x{size} rank 3, whole and less a given (limit 2)"),
            |b| {
                let mut k = 0;
                b.iter(|| {
                    k = (k + 1) % puzzles.len();
                    count_solutions(black_box(&puzzles[k]), 2).count
                })
            },
        );
    }
}

fn checking(c: &mut Criterion) {
    let g = Grid::from_row_strings(&["101001", "110100", "010110", "001011", "101100", "010011"])
        .unwrap();
    c.bench_function("grid_follows_rules 6x6", |b| {
        b.iter(|| grid_follows_rules(black_box(&g)))
    });
    let d = generate_descriptor("2026-11-21").unwrap();
    let grid: Vec<Vec<CellValue>> = (0..6)
        .map(|r| {
            (0..6)
                .map(|c| {
                    if d.solution().get(r, c) == Some(1) {
                        CellValue::One
                    } else {
                        CellValue::Zero
                    }
                })
                .collect()
        })
        .collect();
    let sub = Submission {
        grid,
        time_ms: 64_000.0,
    };
    c.bench_function("validate_submission (accepted)", |b| {
        b.iter(|| bits::validate_submission(black_box(&d), black_box(&sub)).is_valid())
    });
    // The checked load of a cache entry: seeds, rules, derived fields, uniqueness, and the
    // rank and techniques by the deduction solver. A week covers every weekday rank.
    #[cfg(feature = "json")]
    {
        let first = Date::parse("2026-11-16").unwrap().days_since_epoch();
        let texts: Vec<String> = (0..7)
            .map(|k| {
                let id = Date::from_days_since_epoch(first + k).to_string();
                generate_descriptor(&id).unwrap().to_json()
            })
            .collect();
        c.bench_function("Descriptor::from_json checked load (week, 7 loads)", |b| {
            b.iter(|| {
                texts
                    .iter()
                    .map(|t| {
                        bits::binairo::Descriptor::from_json(black_box(t))
                            .unwrap()
                            .clues()
                            .len()
                    })
                    .sum::<usize>()
            })
        });
    }
}

criterion_group!(benches, descriptors, solving, checking);
criterion_main!(benches);
