//! The lookup-tree generator: depth-first search over candidate sets with memoisation,
//! guess scoring, a bounded lookahead and backtracking under the guess cap.
//!
//! For a set `S` of possible answers and `d` guesses left, `best(S, d)` is the cheapest
//! guess found and the total number of guesses it costs to finish every word of `S`
//! (`|S|` for this guess plus the cost of every feedback class it leaves, the all-green
//! class costing nothing). The search:
//!
//! 1. answers small cases exactly — one word, two words, a candidate that splits `S` into
//!    singletons (cost `2|S| − 1`, the lower bound), and `d = 2`, where only a perfect
//!    splitter keeps the cap;
//! 2. scores every guess of the vocabulary by the estimated cost of its partition
//!    ([`estimate`]), preferring, on ties, guesses that may be the answer, then common
//!    letters, then list order;
//! 3. looks ahead by solving the children of the `width(|S|, d)` best-scored guesses
//!    exactly as far as the search goes, keeping the cheapest, with a lower-bound cut-off
//!    that stops a guess as soon as it cannot beat the best one;
//! 4. backtracks when none of them keeps every child within `d − 1` guesses: the next
//!    guesses in order of their largest class are tried until one fits or the fallback
//!    budget is spent, and then the set is reported infeasible to its parent, which tries
//!    its own next guess.
//!
//! Every result is memoised under (hash of the set, `d`). `best` is a pure function of its
//! arguments — no bound from the caller leaks into it — so the memo never changes a result,
//! the first guess's classes can be solved on separate threads, and the output is the same
//! bytes whatever the thread count.

use alloc::vec;
use alloc::vec::Vec;
use core::hash::{BuildHasherDefault, Hasher};
use std::collections::HashMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use super::feedback::{ALL_GREEN, CODES};
use super::plut::{Entry, Node, Tree};
use super::table::{self, Layout};
use super::walk::MAX_STEPS;
use super::words::{letter_weights, word_weight};

/// Most words a generator's list may hold: word indices are 16-bit.
pub const MAX_WORDS: usize = u16::MAX as usize;

/// Guess cap of Wordle.
pub const WORDLE_DEPTH: u8 = 6;

/// Search knobs. The defaults build the shipped tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Params {
    /// Guess cap, the first guess included (6 for Wordle, at most 12).
    pub depth: u8,
    /// Guesses explored per set with 5 or more guesses left (the first guess's classes).
    pub width_top: u16,
    /// Guesses explored per set with 4 guesses left.
    pub width_mid: u16,
    /// Guesses explored per set with 3 guesses left.
    pub width_low: u16,
    /// Further guesses tried, by smallest largest class, when none of the explored ones
    /// keeps the cap: with 5 or more guesses left.
    pub fallback: u16,
    /// The same with 4 guesses left.
    pub fallback_mid: u16,
    /// The same with 3 guesses left.
    pub fallback_low: u16,
    /// Worker threads for the first guess's classes (output does not depend on it).
    pub threads: usize,
}

impl Default for Params {
    fn default() -> Self {
        Params {
            depth: WORDLE_DEPTH,
            width_top: 6,
            width_mid: 3,
            width_low: 2,
            fallback: 128,
            fallback_mid: 64,
            fallback_low: 32,
            threads: 2,
        }
    }
}

/// Why the generator could not run.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum GenerateError {
    /// The start word is not in the word list.
    StartNotInList,
    /// Depth outside 2–12 (a file's header needs 2 or more: one guess has no tree).
    Depth {
        /// The refused depth.
        depth: u8,
    },
    /// Word list of fewer than two words (one is no tree) or more than 65,535, holding a
    /// word twice, or not matching the table given (wrong size, a byte that is no feedback
    /// code, or a word not all green against itself).
    WordList {
        /// What is wrong.
        why: &'static str,
    },
}

impl core::fmt::Display for GenerateError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            GenerateError::StartNotInList => f.write_str("the start word is not in the word list"),
            GenerateError::Depth { depth } => {
                write!(f, "lookup depth {depth} is outside 2-12")
            }
            GenerateError::WordList { why } => write!(f, "word list: {why}"),
        }
    }
}

impl core::error::Error for GenerateError {}

/// The depths a tree may be built for: a file's header needs 2 or more (one guess has no
/// tree), and a search deeper than 12 guesses is past any use. Outside them `generate`
/// refuses with [`GenerateError::Depth`]; a caller checks its own input against the same.
pub const DEPTHS: core::ops::RangeInclusive<u8> = 2..=12;

/// A generated tree and how it scores over its own word list.
#[derive(Clone, Debug)]
pub struct Generated {
    /// The tree. Its header's depth is the cap asked for, or, when the cap could not be
    /// kept, the guesses the tree needs: a file's header promises what every walk keeps,
    /// and a reader refuses a branch past it.
    pub tree: Tree,
    /// Guesses summed over every word of the list.
    pub total: u64,
    /// Most guesses any word needs.
    pub max: u8,
    /// Words (indices into the list) that need more guesses than the cap, ascending. Empty
    /// when the promise is kept.
    pub overflow: Vec<u16>,
}

/// Estimated total guesses to finish a class of `m` words, in thousandths: exact for one
/// and two words, `2m − 1` (a perfect split) for small classes, and growing by 0.2 guess
/// per word for each doubling beyond about eleven words — a fit to the trees this
/// generator builds, used only to rank guesses before the lookahead measures them.
pub fn estimate(m: usize) -> u64 {
    match m {
        0 => 0,
        1 => 1000,
        2 => 3000,
        _ => {
            // Saturating: a class is at most 65,535 words, but any `m` gets an answer.
            let m = m as u64;
            let extra = log2_milli(m).saturating_sub(3500);
            1000u64
                .saturating_mul(m.saturating_mul(2) - 1)
                .saturating_add(m.saturating_mul(extra) / 5)
        }
    }
}

/// `1000 · log2(x)` by integer arithmetic (the same on every platform).
fn log2_milli(x: u64) -> u64 {
    if x == 0 {
        return 0;
    }
    let int = 63 - u64::from(x.leading_zeros());
    // Mantissa in [1, 2) as Q30, then 10 fractional bits by repeated squaring.
    let mut m: u64 = if int >= 30 {
        x >> (int - 30)
    } else {
        x << (30 - int)
    };
    let mut frac = 0u64;
    for _ in 0..10 {
        m = (m * m) >> 30;
        frac <<= 1;
        if m >= 2 << 30 {
            m >>= 1;
            frac |= 1;
        }
    }
    int * 1000 + frac * 1000 / 1024
}

/// One scored guess.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Rank {
    est: u64,
    outside: bool,
    neg_weight: i64,
    guess: u16,
}

#[derive(Clone, Copy, Debug)]
struct Choice {
    cost: u32,
    guess: u16,
}

const INFEASIBLE: u32 = u32::MAX;

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Key {
    h1: u64,
    h2: u64,
    len: u32,
    d: u8,
}

/// The memo key is already a strong hash; feeding its first word straight through keeps
/// lookups cheap and deterministic (no per-process random state).
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0.rotate_left(8) ^ u64::from(b)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }
    fn write_u64(&mut self, v: u64) {
        self.0 = (self.0 ^ v).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
    fn write_u32(&mut self, v: u32) {
        self.write_u64(u64::from(v));
    }
    fn write_u8(&mut self, v: u8) {
        self.write_u64(u64::from(v));
    }
}

fn set_key(set: &[u16], d: u8) -> Key {
    let mut h1 = 0x243F_6A88_85A3_08D3u64;
    let mut h2 = 0x1319_8A2E_0370_7344u64;
    for &s in set {
        h1 = (h1 ^ u64::from(s))
            .wrapping_mul(0x100_0000_01B3)
            .rotate_left(17);
        h2 = (h2.wrapping_add(u64::from(s) + 1)).wrapping_mul(0xD6E8_FEB8_6659_FD93) ^ (h2 >> 29);
    }
    Key {
        h1,
        h2,
        len: set.len() as u32,
        d,
    }
}

/// Read-only state shared by the workers.
struct Ctx<'a> {
    /// Answer-major feedback: `t[answer * n + guess]`.
    t: &'a [u8],
    n: usize,
    weight: Vec<u32>,
    est: Vec<u64>,
    params: Params,
}

impl Ctx<'_> {
    #[inline]
    fn fb(&self, guess: u16, answer: u16) -> u8 {
        self.t[usize::from(answer) * self.n + usize::from(guess)]
    }

    fn width(&self, d: u8, uncapped: bool) -> usize {
        if uncapped {
            return 2;
        }
        usize::from(match d {
            0..=3 => self.params.width_low,
            4 => self.params.width_mid,
            _ => self.params.width_top,
        })
        .max(1)
    }
}

/// One thread's search state: its memo and scratch space.
struct Worker<'c, 'a> {
    ctx: &'c Ctx<'a>,
    memo: HashMap<Key, Choice, BuildHasherDefault<KeyHasher>>,
    /// For sets found infeasible: the words that made them so (see `compute`).
    cores: HashMap<Key, Vec<u16>, BuildHasherDefault<KeyHasher>>,
    counts: Vec<u32>,
    /// Set when solving past the cap to report overflowing words: narrower, cap-free.
    uncapped: bool,
    /// Nodes being built around the one `build` is in.
    nesting: usize,
    /// Set when a node would hold guesses past a walk's [`MAX_STEPS`]: the feedback does
    /// not tell some words apart within a game.
    too_deep: bool,
}

/// A set split by one guess: classes in feedback order, the all-green one left out.
struct Split {
    classes: Vec<(u8, Vec<u16>)>,
}

impl<'c, 'a> Worker<'c, 'a> {
    fn new(ctx: &'c Ctx<'a>) -> Self {
        Worker {
            ctx,
            memo: HashMap::default(),
            cores: HashMap::default(),
            counts: vec![0; CODES],
            uncapped: false,
            nesting: 0,
            too_deep: false,
        }
    }

    fn split(&self, set: &[u16], guess: u16) -> Split {
        let mut buckets: Vec<Vec<u16>> = vec![Vec::new(); CODES];
        for &s in set {
            buckets[usize::from(self.ctx.fb(guess, s))].push(s);
        }
        let classes = buckets
            .into_iter()
            .enumerate()
            .filter(|(c, b)| *c != usize::from(ALL_GREEN) && !b.is_empty())
            .map(|(c, b)| (c as u8, b))
            .collect();
        Split { classes }
    }

    /// Whether `guess` gives every word of `set` a different feedback.
    fn splits_perfectly(&mut self, set: &[u16], guess: u16) -> bool {
        let mut seen = [0u64; 4];
        for &s in set {
            let c = self.ctx.fb(guess, s);
            let (w, b) = (usize::from(c >> 6), 1u64 << (c & 63));
            if seen[w] & b != 0 {
                return false;
            }
            seen[w] |= b;
        }
        true
    }

    /// Scores every guess against `set`: estimated cost and largest class.
    fn score_all(&mut self, set: &[u16]) -> Vec<(Rank, u32)> {
        let ctx = self.ctx;
        let n = ctx.n;
        let rows: Vec<&[u8]> = set
            .iter()
            .map(|&s| &ctx.t[usize::from(s) * n..usize::from(s) * n + n])
            .collect();
        let counts = &mut self.counts;
        let mut out = Vec::with_capacity(n);
        let mut codes = vec![0u8; set.len()];
        for g in 0..n {
            for (c, row) in codes.iter_mut().zip(&rows) {
                *c = row[g];
                counts[usize::from(*c)] += 1;
            }
            let mut est = 0u64;
            let mut largest = 0u32;
            let mut inside = false;
            for &c in &codes {
                let k = counts[usize::from(c)];
                if k == 0 {
                    continue;
                }
                counts[usize::from(c)] = 0;
                if c == ALL_GREEN {
                    inside = true;
                } else {
                    est += ctx.est[k as usize];
                    largest = largest.max(k);
                }
            }
            if largest as usize == set.len() {
                continue; // splits nothing
            }
            out.push((
                Rank {
                    est,
                    outside: !inside,
                    neg_weight: -i64::from(ctx.weight[g]),
                    guess: g as u16,
                },
                largest,
            ));
        }
        out
    }

    /// The best choice for `set` with `d` guesses left (see the module docs).
    fn best(&mut self, set: &[u16], d: u8) -> Option<Choice> {
        let n = set.len();
        if n == 0 || d == 0 {
            return None;
        }
        if n == 1 {
            return Some(Choice {
                cost: 1,
                guess: set[0],
            });
        }
        if d == 1 {
            return None;
        }
        if n == 2 {
            return Some(Choice {
                cost: 3,
                guess: set[0],
            });
        }
        // Cap-free answers are narrower searches: never let them stand in for capped ones.
        let key = set_key(set, if self.uncapped { d | 0x80 } else { d });
        if let Some(c) = self.memo.get(&key) {
            return (c.cost != INFEASIBLE).then_some(*c);
        }
        let found = match self.compute(set, d) {
            Ok(c) => Some(c),
            Err(core) => {
                self.cores.insert(key, core);
                None
            }
        };
        self.memo.insert(
            key,
            found.unwrap_or(Choice {
                cost: INFEASIBLE,
                guess: 0,
            }),
        );
        found
    }

    /// The hard core of a set `best` found infeasible: the words of its unfinished classes,
    /// gathered recursively, so a parent can aim its next guesses at the few words that
    /// really block it (the whole set when nothing smaller is known).
    fn core_of(&self, set: &[u16], d: u8) -> Vec<u16> {
        let key = set_key(set, if self.uncapped { d | 0x80 } else { d });
        match self.cores.get(&key) {
            Some(c) if set.len() > 2 && d > 1 => c.clone(),
            _ => set.to_vec(),
        }
    }

    fn compute(&mut self, set: &[u16], d: u8) -> Result<Choice, Vec<u16>> {
        let n = set.len();
        let lower = (2 * n - 1) as u32;
        if n <= CODES {
            for &g in set {
                if self.splits_perfectly(set, g) {
                    return Ok(Choice {
                        cost: lower,
                        guess: g,
                    });
                }
            }
        }
        if d == 2 {
            if n > CODES {
                return Err(set.to_vec());
            }
            return (0..self.ctx.n as u16)
                .find(|&g| self.splits_perfectly(set, g))
                .map(|g| Choice {
                    cost: lower + 1,
                    guess: g,
                })
                .ok_or_else(|| set.to_vec());
        }
        let mut scored = self.score_all(set);
        let width = self.ctx.width(d, self.uncapped).min(scored.len());
        if width == 0 {
            return Err(set.to_vec());
        }
        scored.select_nth_unstable_by_key(width - 1, |x| x.0);
        scored[..width].sort_unstable_by_key(|x| x.0);
        let mut best: Option<Choice> = None;
        let mut hard: Vec<u16> = Vec::new();
        for &(rank, _) in &scored[..width] {
            if let Err(Some(class)) = self.try_guess(set, d, rank.guess, &mut best) {
                hard.extend_from_slice(&class);
            }
            if let Some(b) = best.filter(|b| b.cost == lower) {
                return Ok(b);
            }
        }
        if let Some(b) = best {
            return Ok(b);
        }
        if self.uncapped {
            return Err(set.to_vec());
        }
        // Backtracking: nothing explored keeps the cap. The words of the classes that could
        // not be finished are the hard core (a cluster such as _ills); try next the guesses
        // that split that core best, then those with the smallest largest class overall.
        hard.sort_unstable();
        hard.dedup();
        let rest = &mut scored[width..];
        let on_hard = self.largest_on(&hard, rest.iter().map(|x| x.0.guess));
        let mut order: Vec<(u32, u32, Rank)> = rest
            .iter()
            .zip(on_hard)
            .map(|(x, h)| (h, x.1, x.0))
            .collect();
        order.sort_unstable();
        let p = &self.ctx.params;
        let budget = match d {
            0..=3 => p.fallback_low,
            4 => p.fallback_mid,
            _ => p.fallback,
        };
        let budget = usize::from(budget).min(order.len());
        let core = hard.clone();
        for &(_, _, rank) in &order[..budget] {
            // A subset of a finishable set is finishable: when the core's own classes under
            // this guess cannot be finished, the full classes cannot either — skip cheaply.
            if !self.core_fits(&core, d, rank.guess) {
                continue;
            }
            if let Err(Some(class)) = self.try_guess(set, d, rank.guess, &mut best) {
                hard.extend_from_slice(&class);
            }
        }
        match best {
            Some(b) => Ok(b),
            None => {
                hard.sort_unstable();
                hard.dedup();
                Err(if hard.is_empty() { set.to_vec() } else { hard })
            }
        }
    }

    /// Whether every class `guess` leaves within `core` can be finished in `d − 1` guesses.
    fn core_fits(&mut self, core: &[u16], d: u8, guess: u16) -> bool {
        let split = self.split(core, guess);
        split
            .classes
            .iter()
            .all(|(_, class)| self.best(class, d - 1).is_some())
    }

    /// For each guess, the largest feedback class it leaves within `words`.
    fn largest_on(&mut self, words: &[u16], guesses: impl Iterator<Item = u16>) -> Vec<u32> {
        let counts = &mut self.counts;
        guesses
            .map(|g| {
                let mut largest = 0;
                for &w in words {
                    let c = &mut counts[usize::from(self.ctx.fb(g, w))];
                    *c += 1;
                    largest = largest.max(*c);
                }
                for &w in words {
                    counts[usize::from(self.ctx.fb(g, w))] = 0;
                }
                largest
            })
            .collect()
    }

    /// Solves the classes of `guess`, biggest first, and keeps it if cheaper than `best`.
    /// `Err(Some(class))`: that class cannot be finished in time; `Err(None)`: cut off by
    /// the bound.
    fn try_guess(
        &mut self,
        set: &[u16],
        d: u8,
        guess: u16,
        best: &mut Option<Choice>,
    ) -> Result<(), Option<Vec<u16>>> {
        let mut split = self.split(set, guess);
        split
            .classes
            .sort_by(|a, b| b.1.len().cmp(&a.1.len()).then(a.0.cmp(&b.0)));
        let bound = best.map_or(u64::MAX, |b| u64::from(b.cost));
        let mut lb: u64 = set.len() as u64
            + split
                .classes
                .iter()
                .map(|(_, c)| 2 * c.len() as u64 - 1)
                .sum::<u64>();
        if lb >= bound {
            return Err(None);
        }
        for (_, class) in &split.classes {
            let Some(c) = self.best(class, d - 1) else {
                return Err(Some(self.core_of(class, d - 1)));
            };
            lb += u64::from(c.cost) - (2 * class.len() as u64 - 1);
            if lb >= bound {
                return Err(None);
            }
        }
        *best = Some(Choice {
            cost: lb as u32,
            guess,
        });
        Ok(())
    }

    /// The tree node of `guess` played on `set`, children chosen by `best` (memo hits).
    fn build(&mut self, set: &[u16], guess: u16, d_after: u8) -> Node {
        // This node's entries are guess `nesting + 3` (the start is the first, a class of
        // it solved by `solve_class` the second). No walk reads a tree past MAX_STEPS, so
        // the build stops there: a list of words one letter apart (bills, cills, dills, …)
        // reaches it, one word split off a guess, and so does a table that is no list's
        // feedback (all gray but the diagonal), which would nest once per word, for hours.
        if self.nesting + 3 > MAX_STEPS {
            self.too_deep = true;
            return Node {
                entries: Vec::new(),
            };
        }
        self.nesting += 1;
        let node = self.build_within(set, guess, d_after);
        self.nesting -= 1;
        node
    }

    fn build_within(&mut self, set: &[u16], guess: u16, d_after: u8) -> Node {
        let split = self.split(set, guess);
        let mut entries = Vec::with_capacity(split.classes.len());
        for (code, class) in split.classes {
            let choice = self.best(&class, d_after).unwrap_or(Choice {
                cost: INFEASIBLE,
                guess: class[0],
            });
            let child = (class.len() > 1)
                .then(|| self.build(&class, choice.guess, d_after.saturating_sub(1)));
            entries.push(Entry {
                feedback: code,
                guess: u32::from(choice.guess),
                child,
            });
        }
        Node { entries }
    }
}

/// Progress callback: `(classes done, classes in all)` after each class of the first guess.
/// The worker threads call it one at a time, with the count rising by one each call, so a
/// progress bar never goes back nor draws again after its last step.
pub type Progress<'p> = &'p (dyn Fn(usize, usize) + Sync);

/// Builds the lookup tree for `words` from `start` (an index into `words`).
///
/// `table` is the guess-major feedback matrix of `words` (from `feedback_table.bin`) or
/// `None` to compute it here on `params.threads` threads. A table is checked here for its
/// size, for bytes above 242 — every byte indexes a 243-slot count, and
/// `MappedTable::open` only samples — for all green on its diagonal, which the search
/// needs to end, and nowhere else; but not cell by cell against the words: a wrong cell
/// gives a tree that fails some words when walked, which [`evaluate`](super::evaluate)
/// finds. The returned tree holds encoded words, ready for [`Tree::to_bytes`]. When the
/// cap cannot be kept the tree is still complete — the classes that do not fit are solved
/// past the cap — and [`Generated::overflow`] names the words that need more guesses; but
/// past a game's [`MAX_STEPS`] guesses, where no walk reads a tree, the list is refused
/// (`WordList`). Words one letter apart reach that (17 of bills, cills, dills, …), and so
/// does a table that is no list's feedback, which makes every guess split off one word:
/// the search then tries many guesses before it gives up (seconds for 300 words, minutes
/// for 2,000). The table is the caller's to trust; `None` computes it here.
pub fn generate(
    words: &[u32],
    table: Option<&[u8]>,
    start: usize,
    params: &Params,
    progress: Progress<'_>,
) -> Result<Generated, GenerateError> {
    let n = words.len();
    // One word is all green at once: the root would have no branch, and a PLUT file has no
    // empty node (its reader refuses one).
    if !(2..=MAX_WORDS).contains(&n) {
        return Err(GenerateError::WordList {
            why: "needs 2 to 65,535 words for a tree",
        });
    }
    check_distinct(words)?;
    if start >= n {
        return Err(GenerateError::StartNotInList);
    }
    if !DEPTHS.contains(&params.depth) {
        return Err(GenerateError::Depth {
            depth: params.depth,
        });
    }
    let t = match table {
        Some(m) => {
            let t = table::transpose(m, n).ok_or(GenerateError::WordList {
                why: "feedback table size does not match",
            })?;
            let greens = green_count(&t).ok_or(GenerateError::WordList {
                why: "feedback table holds a byte above 242",
            })?;
            // A word not all green against itself stays in its own class however often
            // it is guessed: the search would recurse until the stack overflowed.
            if (0..n).any(|i| t[i * n + i] != ALL_GREEN) {
                return Err(GenerateError::WordList {
                    why: "feedback table does not give each word all green against itself",
                });
            }
            // All green for two words would count one solved by the other's guess: it
            // would be left out of the tree, and out of the overflow too.
            if greens != n {
                return Err(GenerateError::WordList {
                    why: "feedback table gives all green for two different words",
                });
            }
            t
        }
        None => table::build(words, Layout::AnswerMajor, params.threads).map_err(|_| {
            GenerateError::WordList {
                why: "contains a non-word",
            }
        })?,
    };
    let weights = letter_weights(words);
    let ctx = Ctx {
        t: &t,
        n,
        weight: words.iter().map(|&w| word_weight(w, &weights)).collect(),
        est: (0..=n).map(estimate).collect(),
        params: params.clone(),
    };
    let all: Vec<u16> = (0..n as u16).collect();
    let root_split = Worker::new(&ctx).split(&all, start as u16);
    let classes = root_split.classes;
    // Biggest classes first so the threads finish together.
    let mut order: Vec<usize> = (0..classes.len()).collect();
    order.sort_by(|&a, &b| classes[b].1.len().cmp(&classes[a].1.len()).then(a.cmp(&b)));
    let results: Vec<Mutex<Option<Entry>>> = classes.iter().map(|_| Mutex::new(None)).collect();
    let next = AtomicUsize::new(0);
    let too_deep = AtomicBool::new(false);
    // A lock, not an atomic: the count and its report go together, in order.
    let done = Mutex::new(0usize);
    let d_after = params.depth - 1;
    let threads = params.threads.clamp(1, 64);
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| {
                let mut w = Worker::new(&ctx);
                loop {
                    if w.too_deep {
                        too_deep.store(true, Ordering::Relaxed);
                        break;
                    }
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(&ci) = order.get(i) else { break };
                    let (code, class) = &classes[ci];
                    let entry = solve_class(&mut w, *code, class, d_after);
                    if let Ok(mut slot) = results[ci].lock() {
                        *slot = Some(entry);
                    }
                    if let Ok(mut done) = done.lock() {
                        *done += 1;
                        progress(*done, classes.len());
                    }
                }
            });
        }
    });
    if too_deep.load(Ordering::Relaxed) {
        const _: () = assert!(MAX_STEPS == 16, "the message below says 16");
        return Err(GenerateError::WordList {
            why: "some words are not told apart within a game's 16 guesses (a tree would \
                  be deeper than a walk reads)",
        });
    }
    let entries: Vec<Entry> = results
        .into_iter()
        .filter_map(|m| m.into_inner().ok().flatten())
        .collect();
    let mut tree = Tree {
        depth: u32::from(params.depth),
        start: start as u32,
        root: Node { entries },
    };
    // Score with indices, then switch to encoded words.
    let mut depths = vec![0u8; n];
    depths[start] = 1;
    record_depths(&ctx, &all, start as u16, &tree.root, 2, &mut depths);
    let total = depths.iter().map(|&d| u64::from(d)).sum();
    let max = depths.iter().copied().max().unwrap_or(0);
    let overflow = (0..n as u16)
        .filter(|&i| depths[usize::from(i)] > params.depth)
        .collect();
    tree.depth = u32::from(max.max(params.depth));
    encode_tree(&mut tree.root, words);
    tree.start = words[start];
    Ok(Generated {
        tree,
        total,
        max,
        overflow,
    })
}

/// Refuses a list holding a word twice: two indices for one word would be two answers
/// that no guess tells apart, and every figure counted over the list would be off.
fn check_distinct(words: &[u32]) -> Result<(), GenerateError> {
    let mut sorted = words.to_vec();
    sorted.sort_unstable();
    if sorted.windows(2).any(|w| w[0] == w[1]) {
        return Err(GenerateError::WordList {
            why: "contains a word twice",
        });
    }
    Ok(())
}

/// How many bytes of `m` are all green, or `None` when one is no feedback code (0–242,
/// all green the highest). A maximum and a count per block vectorise, so the pass over a
/// full table (168 MB) takes milliseconds beside the seconds of the search, and a bad
/// block ends it.
fn green_count(m: &[u8]) -> Option<usize> {
    m.chunks(1 << 16).try_fold(0, |greens, block| {
        let max = block.iter().fold(0u8, |a, &b| a.max(b));
        let here = block.iter().filter(|&&b| b == ALL_GREEN).count();
        (max <= ALL_GREEN).then_some(greens + here)
    })
}

/// Solves one class of the first guess within the cap, or — when the search cannot — past
/// it, so the caller still gets a complete tree and can name the words that overflow.
fn solve_class(w: &mut Worker<'_, '_>, code: u8, class: &[u16], d: u8) -> Entry {
    let choice = w.best(class, d);
    let (choice, d) = match choice {
        Some(c) => (c, d),
        None => {
            w.uncapped = true;
            let d = 12;
            let c = w.best(class, d).unwrap_or(Choice {
                cost: INFEASIBLE,
                guess: class[0],
            });
            (c, d)
        }
    };
    let child = (class.len() > 1).then(|| w.build(class, choice.guess, d - 1));
    w.uncapped = false;
    Entry {
        feedback: code,
        guess: u32::from(choice.guess),
        child,
    }
}

fn record_depths(ctx: &Ctx<'_>, set: &[u16], guess: u16, node: &Node, at: u8, out: &mut [u8]) {
    for e in &node.entries {
        let class: Vec<u16> = set
            .iter()
            .copied()
            .filter(|&s| s != guess && ctx.fb(guess, s) == e.feedback)
            .collect();
        let g = e.guess as u16;
        if class.contains(&g) {
            out[usize::from(g)] = at;
        }
        if let Some(c) = &e.child {
            // At most MAX_STEPS + 1: the build stops there.
            record_depths(ctx, &class, g, c, at + 1, out);
        }
    }
}

fn encode_tree(node: &mut Node, words: &[u32]) {
    for e in &mut node.entries {
        e.guess = words[e.guess as usize];
        if let Some(c) = &mut e.child {
            encode_tree(c, words);
        }
    }
}

/// One start word's partition of the whole list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StartScore {
    /// Index of the word.
    pub word: u16,
    /// Estimated total guesses after it ([`estimate`] summed over its classes, thousandths),
    /// plus one per word for the start itself.
    pub est_milli: u64,
    /// Number of feedback classes.
    pub classes: u16,
    /// Size of the largest class.
    pub largest: u32,
}

/// Ranks every word as a first guess by the generator's own estimate (best first), using
/// `threads` threads. The cheap half of `start`: trees are built only for the leaders.
pub fn rank_starts(words: &[u32], threads: usize) -> Result<Vec<StartScore>, GenerateError> {
    let n = words.len();
    if n == 0 || n > MAX_WORDS {
        return Err(GenerateError::WordList {
            why: "needs 1 to 65,535 words",
        });
    }
    check_distinct(words)?;
    let t =
        table::build(words, Layout::GuessMajor, threads).map_err(|_| GenerateError::WordList {
            why: "contains a non-word",
        })?;
    let est: Vec<u64> = (0..=n).map(estimate).collect();
    let threads = threads.clamp(1, 64);
    let per = n.div_ceil(threads);
    let mut out: Vec<StartScore> = Vec::with_capacity(n);
    std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|k| {
                let (t, est) = (&t, &est);
                s.spawn(move || {
                    let mut part = Vec::new();
                    for g in (k * per)..((k + 1) * per).min(n) {
                        let mut counts = [0u32; CODES];
                        for &c in &t[g * n..g * n + n] {
                            counts[usize::from(c)] += 1;
                        }
                        let mut e = n as u64 * 1000;
                        let (mut classes, mut largest) = (0u16, 0u32);
                        for (code, &k) in counts.iter().enumerate() {
                            if k > 0 {
                                classes += 1;
                                if code != usize::from(ALL_GREEN) {
                                    e += est[k as usize];
                                    largest = largest.max(k);
                                }
                            }
                        }
                        part.push(StartScore {
                            word: g as u16,
                            est_milli: e,
                            classes,
                            largest,
                        });
                    }
                    part
                })
            })
            .collect();
        for h in handles {
            if let Ok(part) = h.join() {
                out.extend(part);
            }
        }
    });
    out.sort_by_key(|s| (s.est_milli, s.word));
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wordle::plut::Plut;
    use crate::wordle::walk::evaluate;
    use crate::wordle::{WORDS, encode};
    use alloc::string::ToString;

    #[test]
    fn log2_is_close_and_monotone() {
        assert_eq!(log2_milli(1), 0);
        assert_eq!(log2_milli(2), 1000);
        assert_eq!(log2_milli(1024), 10_000);
        assert!((log2_milli(3) as i64 - 1585).abs() <= 2);
        assert!((log2_milli(12_947) as i64 - 13_660).abs() <= 2);
        let mut last = 0;
        for m in 1..20_000 {
            let v = log2_milli(m);
            assert!(v >= last);
            last = v;
        }
    }

    #[test]
    fn estimate_is_exact_for_small_classes() {
        assert_eq!(estimate(1), 1000);
        assert_eq!(estimate(2), 3000);
        assert_eq!(estimate(5), 9000);
        assert!(estimate(100) > 199_000);
    }

    /// A slice of the list small enough for a debug-mode test, solved completely.
    #[test]
    fn small_list_tree_is_complete_consistent_and_thread_independent() {
        let words: Vec<u32> = WORDS.iter().copied().step_by(17).collect();
        let start = 3;
        let p1 = Params {
            threads: 1,
            ..Params::default()
        };
        let p2 = Params {
            threads: 3,
            ..Params::default()
        };
        let a = generate(&words, None, start, &p1, &|_, _| {}).unwrap();
        // Three threads report 1, 2, … all in order, each once.
        let seen = Mutex::new(Vec::new());
        let b = generate(&words, None, start, &p2, &|done, all| {
            seen.lock().unwrap().push((done, all));
        })
        .unwrap();
        let seen = seen.into_inner().unwrap();
        let all = seen.len();
        assert!(all > 10, "{all} classes");
        assert!(seen.iter().enumerate().all(|(i, &s)| s == (i + 1, all)));
        let bytes = a.tree.to_bytes().unwrap();
        assert_eq!(bytes, b.tree.to_bytes().unwrap());
        assert!(a.overflow.is_empty());
        let plut = Plut::parse(&bytes).unwrap();
        let stats = evaluate(&plut, &words);
        assert!(stats.failures.is_empty());
        assert_eq!(stats.total, a.total);
        assert_eq!(stats.max, usize::from(a.max));
        assert!(stats.max <= 6);
        // The table path gives the same tree.
        let t = table::build(&words, Layout::GuessMajor, 2).unwrap();
        let c = generate(&words, Some(&t), start, &p1, &|_, _| {}).unwrap();
        assert_eq!(c.tree.to_bytes().unwrap(), bytes);
    }

    #[test]
    fn impossible_caps_name_the_overflowing_words() {
        let words: Vec<u32> = WORDS.iter().copied().step_by(97).collect();
        let p = Params {
            depth: 2,
            ..Params::default()
        };
        let g = generate(&words, None, 0, &p, &|_, _| {}).unwrap();
        assert!(!g.overflow.is_empty());
        // The header says what the tree needs, so it reads back whole.
        assert!(g.max > 2);
        assert_eq!(g.tree.depth, u32::from(g.max));
        let bytes = g.tree.to_bytes().unwrap();
        let plut = Plut::parse(&bytes).unwrap();
        let stats = evaluate(&plut, &words);
        assert!(
            stats.failures.is_empty(),
            "tree still complete past the cap"
        );
        assert_eq!(stats.over(2), g.overflow.len());
    }

    #[test]
    fn bad_arguments_are_errors() {
        let p = Params::default();
        assert_eq!(
            generate(&WORDS[..10], None, 10, &p, &|_, _| {}).unwrap_err(),
            GenerateError::StartNotInList
        );
        let p0 = Params {
            depth: 0,
            ..Params::default()
        };
        assert!(generate(&WORDS[..10], None, 0, &p0, &|_, _| {}).is_err());
        assert!(generate(&WORDS[..10], Some(&[0u8; 3]), 0, &p, &|_, _| {}).is_err());
    }

    #[test]
    fn a_table_byte_above_242_is_refused_not_indexed() {
        let p = Params::default();
        let bad = GenerateError::WordList {
            why: "feedback table holds a byte above 242",
        };
        assert_eq!(
            generate(&WORDS[..3], Some(&[255u8; 9]), 0, &p, &|_, _| {}).unwrap_err(),
            bad
        );
        // One bad cell among good ones, and the first value past the codes.
        let words = &WORDS[..40];
        let good = table::build(words, Layout::GuessMajor, 1).unwrap();
        for (at, byte) in [(0, 243u8), (good.len() - 1, 255), (777, 243)] {
            let mut t = good.clone();
            t[at] = byte;
            assert_eq!(
                generate(words, Some(&t), 0, &p, &|_, _| {}).unwrap_err(),
                bad,
                "byte {byte} at {at}"
            );
        }
        assert!(generate(words, Some(&good), 0, &p, &|_, _| {}).is_ok());
        assert_eq!(green_count(&[242; 70_000]), Some(70_000));
        assert_eq!(
            green_count(&{
                let mut v = vec![0u8; 70_000];
                v[69_999] = 243;
                v
            }),
            None
        );
    }

    /// Tables that pass the size, code and diagonal checks but are no list's feedback.
    /// All green between two words had left words out of the tree, and out of its
    /// overflow, with `Ok`; all gray but the diagonal splits off one word a guess, which
    /// had nested a node per word (hours over the full list; past 255 words the depth
    /// count overflowed, a panic unoptimised) and is now refused at a game's 16 guesses,
    /// as a real list that needs more is. Sixty words nest past 16.
    #[test]
    fn tables_that_are_no_feedback_are_refused() {
        let p = Params {
            threads: 1,
            ..Params::default()
        };
        let words = &WORDS[..60];
        let n = words.len();
        let diagonal = |fill: u8| {
            let mut t = vec![fill; n * n];
            for i in 0..n {
                t[i * n + i] = ALL_GREEN;
            }
            t
        };
        let refused = |t: &[u8]| generate(words, Some(t), 0, &p, &|_, _| {}).unwrap_err();
        assert_eq!(
            refused(&diagonal(ALL_GREEN)),
            GenerateError::WordList {
                why: "feedback table gives all green for two different words"
            }
        );
        let mut one_more = table::build(words, Layout::GuessMajor, 1).unwrap();
        one_more[1] = ALL_GREEN;
        assert_eq!(refused(&one_more), refused(&diagonal(ALL_GREEN)));
        let too_deep = GenerateError::WordList {
            why: "some words are not told apart within a game's 16 guesses (a tree would \
                  be deeper than a walk reads)",
        };
        assert_eq!(refused(&diagonal(0)), too_deep);
        // Real feedback refused the same way: seventeen words one letter apart split off
        // one word a guess (sixteen make a tree of sixteen guesses).
        let ills: Vec<u32> = "bcdfghjklmnprstvw"
            .chars()
            .map(|c| encode(&alloc::format!("{c}ills")).unwrap())
            .collect();
        let g = generate(&ills[..16], None, 0, &p, &|_, _| {}).unwrap();
        assert_eq!((g.max, g.overflow.len()), (16, 10));
        assert_eq!(
            generate(&ills, None, 0, &p, &|_, _| {}).unwrap_err(),
            too_deep
        );
    }

    /// One word makes no tree (its root would have no branch): refused, not written as a
    /// file the reader then refuses as corrupt.
    #[test]
    fn a_tree_needs_two_words() {
        let p = Params::default();
        for words in [&WORDS[..0], &WORDS[..1]] {
            assert_eq!(
                generate(words, None, 0, &p, &|_, _| {}).unwrap_err(),
                GenerateError::WordList {
                    why: "needs 2 to 65,535 words for a tree",
                }
            );
        }
        let two = generate(&WORDS[..2], None, 0, &p, &|_, _| {}).unwrap();
        assert!(Plut::parse(&two.tree.to_bytes().unwrap()).is_ok());
    }

    /// A right-sized table of codes whose diagonal is not all green (a word that never
    /// leaves its own class) is refused: the search had recursed until the stack overflowed
    /// and the process aborted.
    #[test]
    fn a_table_without_all_green_on_its_diagonal_is_refused() {
        let p = Params::default();
        let words = &WORDS[..40];
        let bad = GenerateError::WordList {
            why: "feedback table does not give each word all green against itself",
        };
        assert_eq!(
            generate(&words[..4], Some(&[0u8; 16]), 0, &p, &|_, _| {}).unwrap_err(),
            bad
        );
        let good = table::build(words, Layout::GuessMajor, 1).unwrap();
        for i in [0, 17, 39] {
            let mut t = good.clone();
            t[i * 40 + i] = 0;
            assert_eq!(
                generate(words, Some(&t), 0, &p, &|_, _| {}).unwrap_err(),
                bad,
                "word {i}"
            );
        }
        // Any table with all green on its diagonal ends, whatever else it holds.
        let mut odd = vec![0u8; 16];
        for i in 0..4 {
            odd[i * 4 + i] = ALL_GREEN;
        }
        assert!(generate(&words[..4], Some(&odd), 0, &p, &|_, _| {}).is_ok());
    }

    #[test]
    fn a_word_twice_is_refused() {
        let p = Params::default();
        let twice = GenerateError::WordList {
            why: "contains a word twice",
        };
        let crane = crate::wordle::encode("crane").unwrap();
        assert_eq!(
            generate(&[crane, crane], None, 0, &p, &|_, _| {}).unwrap_err(),
            twice
        );
        // Far apart in the list, and with a table given.
        let mut words: Vec<u32> = WORDS[..30].to_vec();
        words.push(WORDS[4]);
        assert_eq!(
            generate(&words, None, 0, &p, &|_, _| {}).unwrap_err(),
            twice
        );
        let t = table::build(&words, Layout::GuessMajor, 1).unwrap();
        assert_eq!(
            generate(&words, Some(&t), 0, &p, &|_, _| {}).unwrap_err(),
            twice
        );
        assert_eq!(rank_starts(&words, 1).unwrap_err(), twice);
        assert_eq!(rank_starts(&[crane, crane], 2).unwrap_err(), twice);
        assert_eq!(
            twice.to_string(),
            "word list: contains a word twice",
            "read as the other word-list refusals"
        );
        assert_eq!(rank_starts(&words[..30], 1).unwrap().len(), 30);
    }
}
