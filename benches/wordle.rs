//! Wordle: feedback, the N×N table build, the tree walk and (one sample) a full tree build.

use bits::wordle::{
    self, HISTORICAL, Layout, Params, Plut, WORDS, build_table, encode, feedback, solve,
};
use criterion::{Criterion, black_box, criterion_group, criterion_main};

const TREE: &[u8] = include_bytes!("../bits/data/wordle/lookup_lants.bin");

fn walk(c: &mut Criterion) {
    let g = encode("lants").unwrap();
    let a = encode("fills").unwrap();
    c.bench_function("feedback(lants, fills)", |b| {
        b.iter(|| feedback(black_box(g), black_box(a)))
    });
    let plut = Plut::parse(TREE).unwrap();
    c.bench_function("parse + check lookup_lants.bin", |b| {
        b.iter(|| Plut::parse(black_box(TREE)).map(|p| p.start()))
    });
    // Per-word solve: the 2,309 historical answers in turn, reported per word.
    let mut i = 0usize;
    c.bench_function("solve one word (tree walk)", |b| {
        b.iter(|| {
            i = (i + 1) % HISTORICAL.len();
            solve(&plut, black_box(HISTORICAL[i])).map(|p| p.guesses())
        })
    });
}

fn heavy(c: &mut Criterion) {
    let mut g = c.benchmark_group("heavy");
    g.sample_size(10);
    g.bench_function("feedback table 12,947² (2 threads)", |b| {
        b.iter(|| build_table(black_box(&WORDS), Layout::GuessMajor, 2).map(|t| t.len()))
    });
    g.finish();
    // The full LANTS tree build takes tens of seconds: opt in with WORDLE_BENCH_TREE=1.
    if std::env::var_os("WORDLE_BENCH_TREE").is_some() {
        let mut g = c.benchmark_group("tree");
        g.sample_size(10);
        let start = wordle::index_of(encode("lants").unwrap()).unwrap();
        g.bench_function("generate lookup_lants.bin (defaults)", |b| {
            b.iter(|| {
                wordle::generate(&WORDS, None, start, &Params::default(), &|_, _| {})
                    .map(|t| t.total)
            })
        });
        g.finish();
    }
}

criterion_group!(benches, walk, heavy);
criterion_main!(benches);
