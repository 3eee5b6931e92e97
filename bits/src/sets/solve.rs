//! The exhaustive solver: every answer the dice allow, the shortest one, how many there are.
//!
//! # What is searched
//!
//! Every answer the grammar of [`super::parse`] accepts whose dice form a sub-multiset of
//! the dice on the table (each die used at most once, any subset of them), with any
//! grouping (parentheses are free) and restriction chains of any length.
//!
//! # Distinct solutions
//!
//! Two solutions are the same exactly when their canonical texts (see [`super::answer`])
//! are equal. So `red ∪ blue` and `blue ∪ red` are two solutions, `(red ∪ blue) ∪ gold`
//! and `red ∪ blue ∪ gold` are one, and two `red` dice on the table do not double the
//! count of an answer that uses one of them.
//!
//! # Shortest solution
//!
//! The solution with the fewest dice; among those, one without a restriction if there is
//! one; among those, the smallest canonical text in byte (UTF-8) order.
//!
//! # How
//!
//! Dice with the same face are interchangeable, so sub-multisets of the dice are numbered
//! in a mixed radix (at most 2⁸ = 256 of them for 8 dice), and a sub-multiset's number
//! is larger than those of all its parts. An expression's value is a set of dealt cards,
//! a byte, so for every sub-multiset the solver keeps the values that expressions using
//! exactly those dice can take and how many distinct expressions give each — built in
//! increasing number order from single dice, complements and splits around a binary
//! operator. Restriction chains extend expression by expression, keyed by (dice used,
//! last value, removed cards). Counting then pairs restrictions with set names over
//! disjoint dice. Only for the shortest solution are texts written out.

use alloc::string::String;
use alloc::vec::Vec;

use super::card::Card;
use super::dice::{DIE_KINDS, Die, Op, Relation};
use super::eval::Deal;

const COMPLEMENT: usize = 9;
const EQUAL: usize = 10;
const SUBSET: usize = 11;
const OPS: [(usize, Op); 3] = [(6, Op::Union), (7, Op::Intersection), (8, Op::Difference)];
const RELATIONS: [(usize, Relation); 2] = [(EQUAL, Relation::Equal), (SUBSET, Relation::Subset)];

/// The shortest solution of a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shortest {
    /// Its canonical text.
    pub text: String,
    /// How many dice it uses.
    pub cube_count: u8,
    /// Whether it has a restriction row.
    pub has_restriction: bool,
}

/// Everything the solver finds out about a puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solutions {
    /// The shortest solution, if the puzzle has any.
    pub shortest: Option<Shortest>,
    /// The number of distinct solutions (saturating at `u64::MAX`).
    pub count: u64,
}

/// Solves the puzzle of `cards`, `dice` and `goal` (see the module docs).
///
/// At most 8 cards are considered (puzzles deal 8); `dice` longer than 8 are cut to 8 so
/// the work stays bounded — [`super::puzzle::Table`] refuses such input before it gets here.
pub fn solve(cards: &[Card], dice: &[Die], goal: u8) -> Solutions {
    let dice = &dice[..dice.len().min(8)];
    let deal = Deal::new(cards);
    let space = Space::new(dice);
    let exprs = Exprs::build(&space, &deal);
    let all = deal.all().0;
    let mut count = 0u64;

    // Set name alone.
    let mut best_plain: Option<u8> = None;
    for m in 0..space.size {
        for &(v, c) in exprs.of(m) {
            if (v & all).count_ones() == u32::from(goal) {
                count = count.saturating_add(c);
                let len = space.len[m];
                best_plain = Some(best_plain.map_or(len, |b| b.min(len)));
            }
        }
    }

    // Restriction chains, by (dice used, removed cards).
    let restrictions = chains(&space, &exprs);
    let mut best_restricted: Option<u8> = None;
    for &((mc, viol), cc) in &restrictions {
        let active = all & !viol;
        let rest = space.full - mc;
        space.for_each_sub(rest, |ms| {
            for &(v, c) in exprs.of(ms) {
                if (v & active).count_ones() == u32::from(goal) {
                    count = count.saturating_add(cc.saturating_mul(c));
                    let len = space.len[usize::from(mc)] + space.len[usize::from(ms)];
                    best_restricted = Some(best_restricted.map_or(len, |b| b.min(len)));
                }
            }
        });
    }

    let shortest = match (best_plain, best_restricted) {
        (Some(p), r) if r.is_none_or(|r| p <= r) => shortest_plain(&space, &exprs, all, goal, p)
            .map(|text| Shortest {
                text,
                cube_count: p,
                has_restriction: false,
            }),
        (_, Some(r)) => shortest_restricted(&space, &exprs, all, goal, r).map(|text| Shortest {
            text,
            cube_count: r,
            has_restriction: true,
        }),
        _ => None,
    };
    Solutions { shortest, count }
}

/// Sub-multisets of the dice, numbered in a mixed radix (one digit per face).
struct Space {
    stride: [u16; DIE_KINDS],
    /// Per number: how many dice of each face.
    digits: Vec<[u8; DIE_KINDS]>,
    /// Per number: how many dice in all.
    len: Vec<u8>,
    size: usize,
    full: u16,
}

impl Space {
    fn new(dice: &[Die]) -> Space {
        let mut counts = [0u8; DIE_KINDS];
        for d in dice {
            counts[d.kind()] += 1;
        }
        let mut stride = [0u16; DIE_KINDS];
        let mut size: u16 = 1;
        for k in 0..DIE_KINDS {
            stride[k] = size;
            size *= u16::from(counts[k]) + 1;
        }
        let mut digits = Vec::with_capacity(usize::from(size));
        let mut len = Vec::with_capacity(usize::from(size));
        for id in 0..size {
            let mut d = [0u8; DIE_KINDS];
            for k in 0..DIE_KINDS {
                d[k] = ((id / stride[k]) % (u16::from(counts[k]) + 1)) as u8;
            }
            len.push(d.iter().sum());
            digits.push(d);
        }
        Space {
            stride,
            digits,
            len,
            size: usize::from(size),
            full: size - 1,
        }
    }

    /// Calls `f` with every sub-multiset of `m` except the empty one, in increasing order.
    fn for_each_sub(&self, m: u16, mut f: impl FnMut(u16)) {
        let top = self.digits[usize::from(m)];
        let mut cur = [0u8; DIE_KINDS];
        let mut id = 0u16;
        loop {
            let mut k = 0;
            loop {
                if k == DIE_KINDS {
                    return;
                }
                if cur[k] < top[k] {
                    cur[k] += 1;
                    id += self.stride[k];
                    break;
                }
                id -= u16::from(cur[k]) * self.stride[k];
                cur[k] = 0;
                k += 1;
            }
            f(id);
        }
    }

    fn has(&self, m: u16, kind: usize) -> bool {
        self.digits[usize::from(m)][kind] > 0
    }
}

/// For every sub-multiset: the values expressions using exactly it take, with counts.
struct Exprs {
    values: Vec<(u8, u64)>,
    ranges: Vec<(u32, u32)>,
}

impl Exprs {
    fn of(&self, m: impl Into<usize>) -> &[(u8, u64)] {
        let (a, b) = self.ranges[m.into()];
        &self.values[a as usize..b as usize]
    }

    fn count(&self, m: u16, v: u8) -> u64 {
        let vals = self.of(m);
        vals.binary_search_by_key(&v, |&(x, _)| x)
            .map_or(0, |i| vals[i].1)
    }

    fn build(space: &Space, deal: &Deal) -> Exprs {
        let all = deal.all().0;
        let mut out = Exprs {
            values: Vec::new(),
            ranges: Vec::with_capacity(space.size),
        };
        let mut dense = [0u64; 256];
        // The values met, a bit each: read back in increasing order, no sort needed.
        let mut touched = [0u64; 4];
        for m in 0..space.size {
            let start = out.values.len() as u32;
            let d = space.digits[m];
            if space.len[m] == 0 || d[EQUAL] > 0 || d[SUBSET] > 0 {
                out.ranges.push((start, start));
                continue;
            }
            let mut add = |v: u8, c: u64| {
                touched[usize::from(v >> 6)] |= 1 << (v & 63);
                dense[usize::from(v)] = dense[usize::from(v)].saturating_add(c);
            };
            if space.len[m] == 1 {
                if let Some(v) = operand_value(space, m, deal) {
                    add(v, 1);
                }
            }
            let m16 = m as u16;
            if d[COMPLEMENT] > 0 {
                for &(v, c) in out.of(m16 - space.stride[COMPLEMENT]) {
                    add(all & !v, c);
                }
            }
            for (kind, op) in OPS {
                if d[kind] == 0 {
                    continue;
                }
                let rest = m16 - space.stride[kind];
                space.for_each_sub(rest, |m1| {
                    if m1 == rest {
                        return;
                    }
                    let left = out.of(m1);
                    let right = out.of(rest - m1);
                    for &(a, ca) in left {
                        for &(b, cb) in right {
                            add(op.apply(a, b), ca.saturating_mul(cb));
                        }
                    }
                });
            }
            for (w, word) in touched.iter_mut().enumerate() {
                while *word != 0 {
                    let v = w * 64 + word.trailing_zeros() as usize;
                    *word &= *word - 1;
                    out.values.push((v as u8, dense[v]));
                    dense[v] = 0;
                }
            }
            out.ranges.push((start, out.values.len() as u32));
        }
        out
    }
}

/// The value of the single operand die making up sub-multiset `m`, if it is one.
fn operand_value(space: &Space, m: usize, deal: &Deal) -> Option<u8> {
    let kind = space.digits[m].iter().position(|&x| x > 0)?;
    match Die::ALL[kind] {
        Die::Color(c) => Some(deal.with(c).0),
        Die::Universe => Some(deal.all().0),
        Die::Empty => Some(0),
        _ => None,
    }
}

/// Every restriction chain (at least one relation): (dice used, removed cards) → count.
fn chains(space: &Space, exprs: &Exprs) -> Vec<((u16, u8), u64)> {
    // State: (dice used, last value, removed cards) → number of distinct chains, the key
    // packed as `m << 16 | last << 8 | removed` so that it sorts as the tuple would. Both
    // lists below are (key, count) pairs sorted by one `sort_unstable` (a tie on the key
    // is merged, whatever its order), which keeps a single sort in the WebAssembly build.
    let key =
        |m: u16, last: u8, viol: u8| u64::from(m) << 16 | u64::from(last) << 8 | u64::from(viol);
    let mut states: Vec<(u64, u64)> = Vec::new();
    for m in 0..space.size {
        for &(v, c) in exprs.of(m) {
            states.push((key(m as u16, v, 0), c));
        }
    }
    // Counts by (dice used, removed cards), merged once at the end: a sorted list rather
    // than a `BTreeMap`, whose code would be in the WebAssembly build for this alone.
    let mut done: Vec<(u64, u64)> = Vec::new();
    while !states.is_empty() {
        let mut next: Vec<(u64, u64)> = Vec::new();
        for &(k, c) in &states {
            let (m, last, viol) = ((k >> 16) as u16, (k >> 8) as u8, k as u8);
            for (kind, rel) in RELATIONS {
                if space.digits[usize::from(m)][kind] >= space.digits[usize::from(space.full)][kind]
                {
                    continue;
                }
                let base = m + space.stride[kind];
                space.for_each_sub(space.full - base, |m2| {
                    for &(v2, c2) in exprs.of(m2) {
                        let removed = viol | rel.violations(last, v2);
                        next.push((key(base + m2, v2, removed), c.saturating_mul(c2)));
                    }
                });
            }
        }
        states = merged(next);
        // Without the last value: (dice used, removed cards).
        done.extend(states.iter().map(|&(k, c)| (k >> 16 << 8 | (k & 0xff), c)));
    }
    merged(done)
        .into_iter()
        .map(|(k, c)| (((k >> 8) as u16, k as u8), c))
        .collect()
}

/// (key, count) pairs sorted by key, the counts of a key summed (saturating sums of counts
/// do not depend on the order they are added in).
fn merged(mut pairs: Vec<(u64, u64)>) -> Vec<(u64, u64)> {
    pairs.sort_unstable();
    let mut out: Vec<(u64, u64)> = Vec::with_capacity(pairs.len());
    for (k, c) in pairs {
        match out.last_mut() {
            Some((lk, lc)) if *lk == k => *lc = lc.saturating_add(c),
            _ => out.push((k, c)),
        }
    }
    out
}

/// Texts of the expressions on some dice with some value, each with whether its top node
/// is a binary operator.
type TextList = Vec<(String, bool)>;

/// Writes out the canonical texts of expressions, memoised by (dice, value).
struct Texts<'a> {
    space: &'a Space,
    exprs: &'a Exprs,
    all: u8,
    /// By (dice, value), sorted.
    memo: Vec<((u16, u8), TextList)>,
}

impl Texts<'_> {
    fn get(&mut self, m: u16, v: u8) -> Vec<(String, bool)> {
        if let Ok(i) = self.memo.binary_search_by_key(&(m, v), |e| e.0) {
            return self.memo[i].1.clone();
        }
        let mut out = Vec::new();
        if self.exprs.count(m, v) > 0 {
            let mu = usize::from(m);
            let space = self.space;
            if space.len[mu] == 1 {
                if let Some(kind) = space.digits[mu].iter().position(|&x| x > 0) {
                    if Die::ALL[kind].is_operand() {
                        out.push((String::from(Die::ALL[kind].symbol()), false));
                    }
                }
            }
            if space.has(m, COMPLEMENT) {
                let inner = m - space.stride[COMPLEMENT];
                for (t, binary) in self.get(inner, self.all & !v) {
                    out.push((
                        if binary {
                            alloc::format!("({t})′")
                        } else {
                            t + "′"
                        },
                        false,
                    ));
                }
            }
            for (kind, op) in OPS {
                if !space.has(m, kind) {
                    continue;
                }
                let rest = m - space.stride[kind];
                let mut splits = Vec::new();
                space.for_each_sub(rest, |m1| {
                    if m1 != rest {
                        splits.push(m1);
                    }
                });
                for m1 in splits {
                    let m2 = rest - m1;
                    for &(a, _) in self.exprs.of(m1) {
                        for &(b, _) in self.exprs.of(m2) {
                            if op.apply(a, b) != v {
                                continue;
                            }
                            let lefts = self.get(m1, a);
                            let rights = self.get(m2, b);
                            for (l, _) in &lefts {
                                for (r, rb) in &rights {
                                    let text = if *rb {
                                        alloc::format!("{l} {} ({r})", op.symbol())
                                    } else {
                                        alloc::format!("{l} {} {r}", op.symbol())
                                    };
                                    out.push((text, true));
                                }
                            }
                        }
                    }
                }
            }
        }
        // The recursion above memoised other keys only, so (m, v) is still absent.
        let at = self
            .memo
            .binary_search_by_key(&(m, v), |e| e.0)
            .unwrap_or_else(|at| at);
        self.memo.insert(at, ((m, v), out.clone()));
        out
    }

    /// The smallest text among expressions on exactly `m` with value `v`.
    fn min(&mut self, m: u16, v: u8) -> Option<String> {
        self.get(m, v).into_iter().map(|(t, _)| t).min()
    }
}

fn shortest_plain(space: &Space, exprs: &Exprs, all: u8, goal: u8, k: u8) -> Option<String> {
    let mut texts = Texts {
        space,
        exprs,
        all,
        memo: Vec::new(),
    };
    let mut best: Option<String> = None;
    for m in 0..space.size {
        if space.len[m] != k {
            continue;
        }
        for &(v, _) in exprs.of(m) {
            if (v & all).count_ones() == u32::from(goal) {
                if let Some(t) = texts.min(m as u16, v) {
                    keep_min(&mut best, t);
                }
            }
        }
    }
    best
}

fn keep_min(best: &mut Option<String>, t: String) {
    if best.as_ref().is_none_or(|b| t < *b) {
        *best = Some(t);
    }
}

/// One restriction solution's shape: chain parts, relations and the set name, by value.
struct Skeleton {
    parts: Vec<(u16, u8)>,
    relations: Vec<Relation>,
    set: (u16, u8),
}

fn shortest_restricted(space: &Space, exprs: &Exprs, all: u8, goal: u8, k: u8) -> Option<String> {
    // Enumerate value-level shapes first (cheap), then texts only for those that solve.
    let mut skeletons = Vec::new();
    let mut parts = Vec::new();
    let mut relations = Vec::new();
    for m in 0..space.size {
        if space.len[m] + 3 > k {
            continue;
        }
        for &(v, _) in exprs.of(m) {
            parts.push((m as u16, v));
            extend(
                space,
                exprs,
                all,
                goal,
                k,
                (m as u16, v, 0),
                &mut parts,
                &mut relations,
                &mut skeletons,
            );
            parts.pop();
        }
    }
    let mut texts = Texts {
        space,
        exprs,
        all,
        memo: Vec::new(),
    };
    let mut best: Option<String> = None;
    for s in skeletons {
        // Full texts, since the smallest concatenation need not join the smallest parts.
        let mut rows: Vec<String> = texts
            .get(s.parts[0].0, s.parts[0].1)
            .into_iter()
            .map(|(t, _)| t)
            .collect();
        for (&(m, v), rel) in s.parts[1..].iter().zip(&s.relations) {
            let tails = texts.get(m, v);
            let mut joined = Vec::with_capacity(rows.len() * tails.len());
            for head in &rows {
                for (tail, _) in &tails {
                    joined.push(alloc::format!("{head} {} {tail}", rel.symbol()));
                }
            }
            rows = joined;
        }
        let Some(set) = texts.min(s.set.0, s.set.1) else {
            continue;
        };
        for row in rows {
            keep_min(&mut best, alloc::format!("{row} / {set}"));
        }
    }
    best
}

#[allow(clippy::too_many_arguments)]
fn extend(
    space: &Space,
    exprs: &Exprs,
    all: u8,
    goal: u8,
    k: u8,
    (m, last, viol): (u16, u8, u8),
    parts: &mut Vec<(u16, u8)>,
    relations: &mut Vec<Relation>,
    out: &mut Vec<Skeleton>,
) {
    for (kind, rel) in RELATIONS {
        if space.digits[usize::from(m)][kind] >= space.digits[usize::from(space.full)][kind] {
            continue;
        }
        let base = m + space.stride[kind];
        let base_len = space.len[usize::from(base)];
        space.for_each_sub(space.full - base, |m2| {
            let used = base_len + space.len[usize::from(m2)];
            if used >= k {
                return;
            }
            for &(v2, _) in exprs.of(m2) {
                let removed = viol | rel.violations(last, v2);
                let chain = base + m2;
                parts.push((m2, v2));
                relations.push(rel);
                // Close the chain with a set name of exactly the remaining size.
                let active = all & !removed;
                space.for_each_sub(space.full - chain, |ms| {
                    if used + space.len[usize::from(ms)] != k {
                        return;
                    }
                    for &(vs, _) in exprs.of(ms) {
                        if (vs & active).count_ones() == u32::from(goal) {
                            out.push(Skeleton {
                                parts: parts.clone(),
                                relations: relations.clone(),
                                set: (ms, vs),
                            });
                        }
                    }
                });
                extend(
                    space,
                    exprs,
                    all,
                    goal,
                    k,
                    (chain, v2, removed),
                    parts,
                    relations,
                    out,
                );
                parts.pop();
                relations.pop();
            }
        });
    }
}
