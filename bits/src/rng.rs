//! Hashes and the seeded generator shared with the Daily Grid site's JavaScript.
//!
//! Every puzzle in this crate is a pure function of a string id. The site already
//! derives its randomness with `hashString` and `createSeededRandom` (Mulberry32), so
//! these are reimplemented bit for bit: a descriptor computed here and one computed by
//! the site's JS from the same id agree on every seed they share.
//!
//! Strings are hashed over UTF-16 code units because that is what JavaScript's
//! `charCodeAt` sees; for ASCII the result equals hashing the bytes.

/// Daily Grid's `hashString`: `h = (h << 5) - h + unit` over UTF-16 code units,
/// wrapping as a 32-bit signed integer, then the absolute value.
///
/// The absolute value of `i32::MIN` does not fit in an `i32`; JavaScript's
/// `Math.abs` returns 2147483648 for it, and so does this function.
///
/// ```
/// assert_eq!(bits::rng::hash_string("bits:2026-11-21"), 1824600203);
/// ```
pub fn hash_string(s: &str) -> u32 {
    hash_code_units(s.encode_utf16())
}

/// [`hash_string`] over UTF-16 code units as given. A JavaScript string may hold a lone
/// surrogate, which no `&str` can; a binding hashes such a string through this.
///
/// ```
/// assert_eq!(bits::rng::hash_code_units([0xD800]), 55296);
/// ```
pub fn hash_code_units(units: impl IntoIterator<Item = u16>) -> u32 {
    let mut h: i32 = 0;
    for unit in units {
        h = (h << 5).wrapping_sub(h).wrapping_add(i32::from(unit));
    }
    h.unsigned_abs()
}

/// FNV-1a (32-bit) over UTF-16 code units, as the Binary Grid seed uses it.
///
/// ```
/// assert_eq!(bits::rng::fnv1a32(""), 0x811C_9DC5);
/// ```
pub fn fnv1a32(s: &str) -> u32 {
    fnv1a32_code_units(s.encode_utf16())
}

/// [`fnv1a32`] over UTF-16 code units as given (lone surrogates included, as in
/// [`hash_code_units`]).
pub fn fnv1a32_code_units(units: impl IntoIterator<Item = u16>) -> u32 {
    let mut h: u32 = 0x811C_9DC5;
    for unit in units {
        h ^= u32::from(unit);
        h = h.wrapping_mul(0x0100_0193);
    }
    h
}

/// Mulberry32, the site's `createSeededRandom`.
///
/// Small, fast and — what matters here — specified by a dozen lines of JavaScript that
/// every runtime can reproduce exactly. It is not a cryptographic generator.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mulberry32 {
    state: u32,
}

impl Mulberry32 {
    /// A generator whose first output is the site's first `createSeededRandom(seed)()`.
    pub const fn new(seed: u32) -> Self {
        Mulberry32 { state: seed }
    }

    /// The whole state: `Mulberry32::new(g.state())` goes on exactly where `g` is, so a
    /// generator can be saved, sent to another process and resumed.
    pub const fn state(&self) -> u32 {
        self.state
    }

    /// The next 32 random bits.
    pub fn next_u32(&mut self) -> u32 {
        self.state = self.state.wrapping_add(0x6D2B_79F5);
        let a = self.state;
        let mut t = (a ^ (a >> 15)).wrapping_mul(1 | a);
        t = t.wrapping_add((t ^ (t >> 7)).wrapping_mul(61 | t)) ^ t;
        t ^ (t >> 14)
    }

    /// A float in `[0, 1)`: exactly the site's `u32 / 2^32`.
    pub fn next_f64(&mut self) -> f64 {
        f64::from(self.next_u32()) / 4_294_967_296.0
    }

    /// `floor(next_f64() * n)`, the site's way of picking an index below `n`.
    ///
    /// Computed in integers: `u / 2^32 * n` is exact in `f64` for `u32` inputs and
    /// `n < 2^21`, and `(u * n) >> 32` is its floor for every `n`, so the two agree
    /// wherever the JavaScript is exact. Returns 0 when `n` is 0.
    pub fn below(&mut self, n: u32) -> u32 {
        ((u64::from(self.next_u32()) * u64::from(n)) >> 32) as u32
    }

    /// Fisher–Yates from the end, the site's `shuffleArray`.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        let len = items.len();
        for (i, j) in self.shuffle_swaps(len) {
            items.swap(i, j);
        }
    }

    /// The swaps [`Mulberry32::shuffle`] makes on `len` items, in order, for a caller whose
    /// items are not a slice (a JavaScript array, say).
    pub fn shuffle_swaps(&mut self, len: usize) -> impl Iterator<Item = (usize, usize)> + '_ {
        // `below(i + 1)` widened: a slice may hold more items than a `u32` counts (no
        // JavaScript array does). `floor(u · n / 2^32)` split at `n`'s 32nd bit stays in
        // 64 bits, and is `below`'s product wherever `n` fits a `u32`.
        (1..len).rev().map(move |i| {
            let n = i as u64 + 1;
            let u = u64::from(self.next_u32());
            (
                i,
                (u * (n >> 32) + ((u * (n & 0xFFFF_FFFF)) >> 32)) as usize,
            )
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// SPEC §2 vectors, computed with the site's JavaScript.
    const VECTORS: &[(&str, u32, u32, [u32; 3])] = &[
        ("", 0, 2166136261, [1144304738, 1416247, 958946056]),
        (
            "bits:2026-11-21",
            1824600203,
            1762144278,
            [428759366, 2349454373, 2707067449],
        ),
        (
            "2026-11-21:hard",
            1499990084,
            492283053,
            [1342113159, 1573951980, 3797510871],
        ),
        (
            "héllo ✓",
            289802561,
            91869914,
            [2114159441, 3283127198, 2285766773],
        ),
        (
            "polygenelubricants",
            2147483648,
            3569074087,
            [3524353788, 1924613307, 3365584844],
        ),
    ];

    #[test]
    fn spec_vectors() {
        for &(input, hash, fnv, outputs) in VECTORS {
            assert_eq!(hash_string(input), hash, "hash_string({input:?})");
            assert_eq!(fnv1a32(input), fnv, "fnv1a32({input:?})");
            let mut rng = Mulberry32::new(hash);
            for expected in outputs {
                assert_eq!(rng.next_u32(), expected, "mulberry32({input:?})");
            }
        }
    }

    #[test]
    fn below_matches_float_floor() {
        let mut a = Mulberry32::new(7);
        let mut b = Mulberry32::new(7);
        for n in 1..5000u32 {
            let exact = (b.next_f64() * f64::from(n)).floor() as u32;
            assert_eq!(a.below(n), exact);
        }
        assert_eq!(Mulberry32::new(1).below(0), 0);
    }

    #[test]
    fn shuffle_is_a_permutation_and_matches_reference() {
        let mut items: [u32; 10] = core::array::from_fn(|i| i as u32);
        let mut rng = Mulberry32::new(42);
        rng.shuffle(&mut items);
        let mut sorted = items;
        sorted.sort_unstable();
        assert_eq!(sorted, core::array::from_fn(|i| i as u32));
        // Reference: the JS loop written out with floats.
        let mut reference: [u32; 10] = core::array::from_fn(|i| i as u32);
        let mut r = Mulberry32::new(42);
        let mut i = reference.len() - 1;
        while i > 0 {
            let j = (r.next_f64() * (i as f64 + 1.0)).floor() as usize;
            reference.swap(i, j);
            i -= 1;
        }
        assert_eq!(items, reference);
    }

    #[test]
    fn a_generator_resumes_from_its_state() {
        let mut a = Mulberry32::new(7);
        for _ in 0..5 {
            a.next_u32();
        }
        let mut b = Mulberry32::new(a.state());
        for _ in 0..100 {
            assert_eq!(a.next_u32(), b.next_u32());
        }
    }
}
