//! Determinism primitives: the per-call cost every puzzle pays before any real work.

use bits::rng::{Mulberry32, fnv1a32, hash_string};
use criterion::{Criterion, black_box, criterion_group, criterion_main};

fn primitives(c: &mut Criterion) {
    c.bench_function("hash_string(bits:2026-11-21)", |b| {
        b.iter(|| hash_string(black_box("bits:2026-11-21")))
    });
    c.bench_function("fnv1a32(2026-11-21:hard)", |b| {
        b.iter(|| fnv1a32(black_box("2026-11-21:hard")))
    });
    c.bench_function("pt_date", |b| {
        b.iter(|| bits::daily::pt_date(black_box(1_795_247_940_000)))
    });
    c.bench_function("mulberry32 shuffle 36", |b| {
        let mut items: [u8; 36] = core::array::from_fn(|i| i as u8);
        b.iter(|| {
            let mut rng = Mulberry32::new(black_box(7));
            rng.shuffle(&mut items);
            items[0]
        })
    });
}

criterion_group!(benches, primitives);
criterion_main!(benches);
