//! Bits: descriptor generation, exact counting, the rules check, submission validation and
//! the play state.

use bits::binairo::generate::weekday_rank;
use bits::binairo::state::{Advice, GridState};
use bits::binairo::{
    CellValue, Clue, Deducer, Grid, Options, Puzzle, SEARCH_NODES, Submission, count_solutions,
    count_solutions_within, generate_descriptor, generate_descriptor_with, grid_follows_rules,
    solve_puzzle,
};
use bits::daily::Date;
use criterion::{BatchSize, BenchmarkId, Criterion, black_box, criterion_group, criterion_main};

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

/// A page's calls on the play state of a daily (2026-11-21): a move, the redraw's cells and lines,
/// a hint. A mistake's hint in a public view's state (no solution given) settles the
/// puzzle to point at a wrong cell, the dearest hint a page asks for.
fn playing(c: &mut Criterion) {
    let mut g = c.benchmark_group("play state");
    let d = generate_descriptor("2026-11-21").unwrap();
    let fresh = GridState::new(&d);
    let free: Vec<(usize, usize)> = fresh
        .cells()
        .iter()
        .filter(|cell| !cell.is_clue)
        .map(|cell| (usize::from(cell.r), usize::from(cell.c)))
        .collect();
    let (r, c0) = free[0];
    g.bench_function("GridState::new", |b| {
        b.iter(|| GridState::new(black_box(&d)))
    });
    g.bench_function("tap (one move)", |b| {
        b.iter_batched_ref(
            || fresh.clone(),
            |s| s.tap(black_box(r), black_box(c0)).unwrap(),
            BatchSize::SmallInput,
        )
    });
    g.bench_function("cells (36)", |b| b.iter(|| black_box(&fresh).cells().len()));
    g.bench_function("line_reports (12)", |b| {
        b.iter(|| black_box(&fresh).line_reports().len())
    });
    let hint = |b: &mut criterion::Bencher<'_>, state: &GridState, mistake: bool| {
        b.iter_batched_ref(
            || state.clone(),
            |s| {
                let advice = s.hint().unwrap();
                assert_eq!(matches!(advice, Advice::Mistake { .. }), mistake);
                advice
            },
            BatchSize::SmallInput,
        )
    };
    g.bench_function("hint: first step of a fresh daily", |b| {
        hint(b, &fresh, false)
    });
    // The first open cell and value that break a rule: the hint is then a mistake's.
    let broken = |s: &GridState| {
        free.iter()
            .flat_map(|&(r, c)| [(r, c, 0), (r, c, 1)])
            .find_map(|(r, c, v)| {
                let mut t = s.clone();
                t.set(r, c, Some(v)).unwrap();
                (!t.line_reports().iter().all(|l| l.is_clean())).then_some(t)
            })
            .expect("a value that breaks a rule")
    };
    g.bench_function("hint: a broken rule, solution known", |b| {
        hint(b, &broken(&fresh), true)
    });
    let public = GridState::from_public(&d.public_view());
    g.bench_function("hint: a broken rule, public view (settles)", |b| {
        hint(b, &broken(&public), true)
    });
    #[cfg(feature = "json")]
    {
        let save = broken(&fresh).to_json();
        g.bench_function("to_json", |b| b.iter(|| black_box(&fresh).to_json().len()));
        g.bench_function("restore", |b| {
            b.iter_batched_ref(
                || fresh.clone(),
                |s| s.restore(black_box(&save)).unwrap(),
                BatchSize::SmallInput,
            )
        });
    }
    g.finish();
}

criterion_group!(benches, descriptors, solving, checking, playing);
criterion_main!(benches);
