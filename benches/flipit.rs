//! FlipIT: solving every puzzle number, and the per-day work of the two schedules.

use bits::daily::Date;
use bits::flipit;
use criterion::{Criterion, black_box, criterion_group, criterion_main};

fn flipit_benches(c: &mut Criterion) {
    c.bench_function("flipit solve all 65536", |b| {
        b.iter(|| {
            let mut acc = 0u16;
            for n in 0..=u16::MAX {
                acc ^= flipit::solve(black_box(n));
            }
            acc
        })
    });
    c.bench_function("flipit solve all 65536 + replay", |b| {
        b.iter(|| {
            let mut ok = 0u32;
            for n in 0..=u16::MAX {
                let n = black_box(n);
                ok += u32::from(flipit::apply_clicks(n, flipit::solve(n)) == flipit::GOAL);
            }
            ok
        })
    });
    c.bench_function("flipit invert flip matrix", |b| {
        b.iter(|| flipit::invert(black_box(&flipit::FLIP_MATRIX)))
    });
    let date = Date::parse("2026-11-21").unwrap();
    c.bench_function("flipit daily", |b| {
        b.iter(|| flipit::daily(black_box(date)).unwrap())
    });
    c.bench_function("flipit daily_unique", |b| {
        b.iter(|| flipit::daily_unique(black_box(date)).unwrap())
    });
    c.bench_function("flipit three_click_classes", |b| {
        b.iter(flipit::three_click_classes)
    });
}

criterion_group!(benches, flipit_benches);
criterion_main!(benches);
