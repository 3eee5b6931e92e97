//! The exact solver against brute-force enumeration with a plain 2-D rule checker.

use bits::binairo::lines::valid_lines;
use bits::binairo::{
    Clue, Deducer, Dir, Hint, HintKind, Puzzle, check_puzzle, count_solutions, solve_puzzle,
};
use proptest::prelude::*;
use std::sync::OnceLock;

/// Plain R1/R2(/R3) check on a 2-D array: no bit tricks.
fn plain_ok(g: &[Vec<u8>], distinct: bool) -> bool {
    let n = g.len();
    let line = |i: usize, col: bool| -> Vec<u8> {
        (0..n)
            .map(|j| if col { g[j][i] } else { g[i][j] })
            .collect()
    };
    for col in [false, true] {
        let lines: Vec<Vec<u8>> = (0..n).map(|i| line(i, col)).collect();
        for l in &lines {
            if l.iter().filter(|&&v| v == 1).count() * 2 != n {
                return false;
            }
            if l.windows(3).any(|w| w[0] == w[1] && w[1] == w[2]) {
                return false;
            }
        }
        if distinct {
            for a in 0..n {
                for b in 0..a {
                    if lines[a] == lines[b] {
                        return false;
                    }
                }
            }
        }
    }
    true
}

/// Every grid obeying R1 + R2 for side n (rows drawn from all valid lines).
fn all_grids(n: usize) -> &'static [Vec<Vec<u8>>] {
    static G4: OnceLock<Vec<Vec<Vec<u8>>>> = OnceLock::new();
    static G6: OnceLock<Vec<Vec<Vec<u8>>>> = OnceLock::new();
    let cell = if n == 4 { &G4 } else { &G6 };
    cell.get_or_init(|| {
        let rows: Vec<Vec<u8>> = valid_lines(n)
            .iter()
            .map(|&m| (0..n).map(|c| ((m >> (n - 1 - c)) & 1) as u8).collect())
            .collect();
        let mut out = Vec::new();
        let mut idx = vec![0usize; n];
        loop {
            let g: Vec<Vec<u8>> = idx.iter().map(|&i| rows[i].clone()).collect();
            if plain_ok(&g, false) {
                out.push(g);
            }
            let mut k = 0;
            loop {
                if k == n {
                    return out;
                }
                idx[k] += 1;
                if idx[k] < rows.len() {
                    break;
                }
                idx[k] = 0;
                k += 1;
            }
        }
    })
}

fn brute_count(p: &Puzzle) -> usize {
    all_grids(p.size())
        .iter()
        .filter(|g| {
            plain_ok(g, p.distinct())
                && p.clues()
                    .iter()
                    .all(|cl| g[cl.r as usize][cl.c as usize] == cl.bit)
                && p.hints().iter().all(|h| {
                    let (r2, c2) = h.other();
                    let (a, b) = (g[h.r as usize][h.c as usize], g[r2 as usize][c2 as usize]);
                    (a == b) == (h.kind == HintKind::Equal)
                })
        })
        .count()
}

#[test]
fn empty_grid_counts() {
    for (n, distinct, expected) in [(4, true, 72), (6, true, 4_140)] {
        let p = Puzzle::new(n, vec![], vec![], distinct).unwrap();
        assert_eq!(count_solutions(&p, usize::MAX).count, expected);
        assert_eq!(brute_count(&p), expected);
    }
    let p = Puzzle::new(6, vec![], vec![], false).unwrap();
    assert_eq!(count_solutions(&p, usize::MAX).count, brute_count(&p));
}

fn puzzle_strategy() -> impl Strategy<Value = Puzzle> {
    (
        prop_oneof![Just(4usize), Just(6usize)],
        any::<bool>(),
        any::<u64>(),
        0usize..20,
        0usize..12,
        0u8..4,
    )
        .prop_map(|(n, distinct, seed, nclues, nhints, noise)| {
            let grids = all_grids(n);
            let mut s = seed;
            let mut next = move || {
                s ^= s << 13;
                s ^= s >> 7;
                s ^= s << 17;
                s
            };
            let g = &grids[(next() % grids.len() as u64) as usize];
            let mut clues = Vec::new();
            let mut used = vec![false; n * n];
            for _ in 0..nclues.min(n * n) {
                let i = (next() % (n * n) as u64) as usize;
                if used[i] {
                    continue;
                }
                used[i] = true;
                let mut bit = g[i / n][i % n];
                if noise == 0 && next() % 8 == 0 {
                    bit ^= 1;
                }
                clues.push(Clue {
                    r: (i / n) as u8,
                    c: (i % n) as u8,
                    bit,
                });
            }
            let mut hints: Vec<Hint> = Vec::new();
            for _ in 0..nhints {
                let dir = if next() % 2 == 0 {
                    Dir::Right
                } else {
                    Dir::Down
                };
                let (r, c) = match dir {
                    Dir::Right => ((next() % n as u64) as u8, (next() % (n as u64 - 1)) as u8),
                    Dir::Down => ((next() % (n as u64 - 1)) as u8, (next() % n as u64) as u8),
                };
                if hints.iter().any(|h| h.r == r && h.c == c && h.dir == dir) {
                    continue;
                }
                let h0 = Hint {
                    r,
                    c,
                    dir,
                    kind: HintKind::Equal,
                };
                let (r2, c2) = h0.other();
                let mut equal = g[r as usize][c as usize] == g[r2 as usize][c2 as usize];
                if noise == 1 && next() % 6 == 0 {
                    equal = !equal;
                }
                let kind = if equal {
                    HintKind::Equal
                } else {
                    HintKind::Different
                };
                hints.push(Hint { kind, ..h0 });
            }
            Puzzle::new(n, clues, hints, distinct).unwrap()
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(600))]
    #[test]
    fn exact_count_matches_brute_force(p in puzzle_strategy()) {
        let expected = brute_count(&p);
        let got = count_solutions(&p, usize::MAX);
        prop_assert_eq!(got.count, expected);
        prop_assert_eq!(count_solutions(&p, 2).count, expected.min(2));
        if let Some(first) = got.first {
            prop_assert!(check_puzzle(&p, &first).is_ok());
        }
    }

    /// The solve call (deduction first, search when it is stuck) against brute force for
    /// the count and the solution, and the deduction solver's own rank.
    #[test]
    fn solve_report_matches_brute_force(p in puzzle_strategy()) {
        let expected = brute_count(&p);
        let r = solve_puzzle(&p, u64::MAX).unwrap();
        prop_assert_eq!(r.solutions, expected.min(2));
        prop_assert_eq!(r.solution.is_some(), expected == 1);
        if let Some(g) = &r.solution {
            prop_assert!(check_puzzle(&p, g).is_ok());
        }
        let rank = if expected == 1 { Deducer::new(&p).rank(&p) } else { None };
        prop_assert_eq!(r.rank, rank);
    }
}
