//! Sets: generation (which includes the exhaustive solve) and the solver alone.

use bits::sets::{Card, Die, generate, solve};
use criterion::{Criterion, black_box, criterion_group, criterion_main};

fn cards(indices: &[u8]) -> Vec<Card> {
    indices
        .iter()
        .map(|&i| Card::from_index(i).unwrap())
        .collect()
}

fn dice(text: &str) -> Vec<Die> {
    text.split_whitespace()
        .map(|s| Die::from_symbol(s).unwrap())
        .collect()
}

fn sets(c: &mut Criterion) {
    let seed_cards = cards(&[1, 2, 3, 4, 5, 10, 8, 7]);
    let seed_dice = dice("red = blue green ∪ gold ∪ red");
    c.bench_function("sets solve seed example", |b| {
        b.iter(|| solve(black_box(&seed_cards), black_box(&seed_dice), 4))
    });
    // Four distinct colours, three distinct operators and a complement: the most
    // sub-multisets (2^8) and the most trees the dice allow.
    let wide_dice = dice("red blue green gold ∪ ∩ − ′");
    c.bench_function("sets solve 8 distinct dice", |b| {
        b.iter(|| solve(black_box(&seed_cards), black_box(&wide_dice), 3))
    });
    // Three relations: the longest restriction chains.
    let chain_dice = dice("red blue green gold = ⊆ = ′");
    c.bench_function("sets solve chains", |b| {
        b.iter(|| solve(black_box(&seed_cards), black_box(&chain_dice), 2))
    });
    c.bench_function("sets generate 2026-11-21", |b| {
        b.iter(|| generate(black_box("2026-11-21")))
    });
    let days: Vec<String> = (1..=28).map(|d| format!("2026-02-{d:02}")).collect();
    c.bench_function("sets generate 28 days", |b| {
        b.iter(|| {
            for d in &days {
                black_box(generate(d).ok());
            }
        })
    });
}

criterion_group!(benches, sets);
criterion_main!(benches);
