//! The N×N feedback matrix over the vocabulary, computed in memory.
//!
//! Row = guess, column = answer, in word-list order: the layout of `feedback_table.bin`.
//! The generator also wants the transpose (row = answer), so that scoring every guess
//! against a few candidate answers streams a few contiguous rows instead of jumping across
//! the whole matrix.

use alloc::vec;
use alloc::vec::Vec;

use super::error::WordError;
use super::feedback::feedback_letters;
use super::words::letters;

/// Which index a row of a matrix stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
    /// `m[guess * n + answer]` — the file layout.
    GuessMajor,
    /// `m[answer * n + guess]` — the generator's layout.
    AnswerMajor,
}

fn decode_all(words: &[u32]) -> Result<Vec<[u8; 5]>, WordError> {
    words
        .iter()
        .map(|&w| letters(w).ok_or(WordError::BadCode { code: w }))
        .collect()
}

fn fill_rows(ls: &[[u8; 5]], first_row: usize, rows: &mut [u8], layout: Layout) {
    let n = ls.len();
    for (r, row) in rows.chunks_mut(n.max(1)).enumerate() {
        let x = &ls[first_row + r];
        for (cell, y) in row.iter_mut().zip(ls) {
            *cell = match layout {
                Layout::GuessMajor => feedback_letters(x, y),
                Layout::AnswerMajor => feedback_letters(y, x),
            };
        }
    }
}

/// Builds the matrix for `words` in the given layout, splitting rows over `threads` scoped
/// threads (1 without `std`). The bytes do not depend on the thread count.
pub fn build(words: &[u32], layout: Layout, threads: usize) -> Result<Vec<u8>, WordError> {
    let ls = decode_all(words)?;
    let n = ls.len();
    let mut out = vec![0u8; n * n];
    if n == 0 {
        return Ok(out);
    }
    #[cfg(feature = "std")]
    {
        let threads = threads.clamp(1, 64);
        let rows_per = n.div_ceil(threads);
        // One chunk needs no thread: spawning one would only add its start-up cost.
        if rows_per >= n {
            fill_rows(&ls, 0, &mut out, layout);
            return Ok(out);
        }
        std::thread::scope(|s| {
            for (t, chunk) in out.chunks_mut(rows_per * n).enumerate() {
                let ls = &ls;
                s.spawn(move || fill_rows(ls, t * rows_per, chunk, layout));
            }
        });
    }
    #[cfg(not(feature = "std"))]
    {
        let _ = threads;
        fill_rows(&ls, 0, &mut out, layout);
    }
    Ok(out)
}

/// Swaps rows and columns of an `n`×`n` matrix (guess-major ↔ answer-major), in
/// cache-sized tiles. `None` when `m` does not hold exactly `n`×`n` bytes (or that count
/// does not fit a `usize`): a matrix of the wrong size has no transpose, and an all-zero
/// one would read as "every guess all gray".
pub fn transpose(m: &[u8], n: usize) -> Option<Vec<u8>> {
    const TILE: usize = 64;
    if n.checked_mul(n) != Some(m.len()) {
        return None;
    }
    let mut out = vec![0u8; m.len()];
    for i0 in (0..n).step_by(TILE) {
        for j0 in (0..n).step_by(TILE) {
            for i in i0..(i0 + TILE).min(n) {
                for j in j0..(j0 + TILE).min(n) {
                    out[j * n + i] = m[i * n + j];
                }
            }
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wordle::{WORDS, feedback};

    #[test]
    fn layouts_agree_with_feedback_and_each_other() {
        let words = &WORDS[..300];
        let g = build(words, Layout::GuessMajor, 3).unwrap();
        let a = build(words, Layout::AnswerMajor, 2).unwrap();
        let n = words.len();
        for i in 0..n {
            for j in 0..n {
                let f = feedback(words[i], words[j]).unwrap();
                assert_eq!(g[i * n + j], f);
                assert_eq!(a[j * n + i], f);
            }
        }
        assert_eq!(transpose(&g, n), Some(a));
        assert_eq!(build(words, Layout::GuessMajor, 1).unwrap(), g);
    }

    #[test]
    fn a_matrix_of_the_wrong_size_has_no_transpose() {
        assert_eq!(transpose(&[1, 2, 3, 4], 2), Some(vec![1, 3, 2, 4]));
        assert_eq!(transpose(&[], 0), Some(vec![]));
        assert_eq!(transpose(&[1, 2, 3], 2), None);
        assert_eq!(transpose(&[1; 5], 2), None);
        // n·n past usize::MAX is refused, not wrapped: half the range plus 2, squared,
        // wraps to 4.
        assert_eq!(transpose(&[], usize::MAX), None);
        assert_eq!(transpose(&[0; 4], (1usize << (usize::BITS - 1)) + 2), None);
    }

    #[test]
    fn bad_words_are_refused() {
        assert_eq!(
            build(&[WORDS[0], 7], Layout::GuessMajor, 1),
            Err(WordError::BadCode { code: 7 })
        );
    }
}
