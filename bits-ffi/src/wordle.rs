//! Wordle: feedback codes, a lookup tree loaded from PLUT bytes, the tree's next guess and
//! whole solves into caller buffers.

use crate::error::{BitsError, BitsStatus, Fail, Res, guard, input, out};
use crate::strings::arg;
use bits::wordle::{
    self, ALL_GREEN, CODES, MAX_STEPS, Plut, PlutBuf, PlutError, SolveError, Step, WordError,
};
use std::ffi::c_char;
use std::ptr::NonNull;

/// Bytes of a word buffer: five lower-case letters and the NUL.
pub const BITS_WORDLE_WORD_BYTES: usize = 6;
/// The feedback code of a guess that was the answer (`ggggg`).
pub const BITS_WORDLE_ALL_GREEN: u8 = 242;
/// Longest walk a solve writes: a buffer of this many steps always suffices.
pub const BITS_WORDLE_MAX_STEPS: usize = 16;

// Literals above so that the header shows numbers; the core decides them.
const _: () = assert!(BITS_WORDLE_ALL_GREEN == ALL_GREEN && BITS_WORDLE_MAX_STEPS == MAX_STEPS);

/// One guess of a game and the feedback it received.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BitsWordleStep {
    /// The guess: five letters, NUL-terminated.
    pub guess: [c_char; BITS_WORDLE_WORD_BYTES],
    /// Its feedback code 0–242 (base 3, first letter most significant, gray 0, yellow 1,
    /// green 2; `BITS_WORDLE_ALL_GREEN` when it was the answer).
    pub feedback: u8,
}

/// What a loaded tree holds.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BitsWordleTreeInfo {
    /// The first guess, NUL-terminated.
    pub start: [c_char; BITS_WORDLE_WORD_BYTES],
    /// The guess cap recorded in the file's header.
    pub depth: u32,
    /// Nodes, the root included.
    pub nodes: u32,
    /// Size of the file in bytes.
    pub bytes: usize,
}

/// A checked lookup tree (a PLUT file's bytes, copied). Opaque, immutable; free with
/// [`bits_wordle_tree_free`].
pub struct BitsWordleTree(PlutBuf);

impl BitsWordleTree {
    fn load(bytes: &[u8]) -> Res<BitsWordleTree> {
        // Checked in the caller's memory, so that bad bytes of any length are refused without
        // copying them (a copy of a huge buffer could fail to allocate and abort).
        let plut = Plut::parse(bytes).map_err(tree_fail)?;
        Ok(BitsWordleTree(PlutBuf::from(plut)))
    }

    fn plut(&self) -> Plut<'_> {
        self.0.plut()
    }
}

fn tree_fail(e: PlutError) -> Fail {
    Fail::new(BitsStatus::BadTree, e.to_string())
}

fn word_fail(e: WordError) -> Fail {
    Fail::arg(e.to_string())
}

fn write_word(code: u32, o: &mut [c_char; BITS_WORDLE_WORD_BYTES]) -> Res {
    let w = wordle::decode(code).map_err(word_fail)?;
    for (d, s) in o.iter_mut().zip(w) {
        *d = s as c_char;
    }
    o[5] = 0;
    Ok(())
}

fn write_pattern(code: u8, o: *mut c_char) -> Res {
    let p = wordle::pattern(code).ok_or_else(|| word_fail(WordError::FeedbackCode { code }))?;
    // SAFETY: the caller promises a non-null `o` is writable for 6 bytes.
    if let Some(dst) = NonNull::new(o) {
        let dst = unsafe { std::slice::from_raw_parts_mut(dst.as_ptr(), 6) };
        for (d, s) in dst.iter_mut().zip(p) {
            *d = s as c_char;
        }
        dst[5] = 0;
    }
    Ok(())
}

/// A history step's guess: NUL-terminated inside its six bytes, five letters.
fn step_in(s: &BitsWordleStep, i: usize) -> Res<Step> {
    let len =
        s.guess.iter().position(|&c| c == 0).ok_or_else(|| {
            Fail::arg(format!("history step {i}: the guess is not NUL-terminated"))
        })?;
    let bytes: Vec<u8> = s.guess[..len].iter().map(|&c| c as u8).collect();
    let text = std::str::from_utf8(&bytes).map_err(|_| {
        Fail::new(
            BitsStatus::InvalidUtf8,
            format!("history step {i}: the guess is not UTF-8"),
        )
    })?;
    let guess = wordle::encode(text).map_err(|e| Fail::arg(format!("history step {i}: {e}")))?;
    if usize::from(s.feedback) >= CODES {
        let e = WordError::FeedbackCode { code: s.feedback };
        return Err(Fail::arg(format!("history step {i}: {e}")));
    }
    Ok(Step {
        guess,
        feedback: s.feedback,
    })
}

/// The feedback code of `guess` against `answer` (any five ASCII letters, either case),
/// and, when `out_pattern` is not `NULL`, the same as five letters `b`/`y`/`g` plus NUL
/// (6 bytes) — e.g. `speed` against `abide` is 10, `"bbyby"`.
///
/// # Safety
/// Pointers must be `NULL` or valid; strings NUL-terminated; `out_pattern` writable for
/// 6 bytes when not `NULL`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_wordle_feedback(
    guess: *const c_char,
    answer: *const c_char,
    out_code: *mut u8,
    out_pattern: *mut c_char,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_code, "out_code")?;
        let g = arg(guess, "guess")?;
        let a = arg(answer, "answer")?;
        let code = wordle::feedback_words(g, a).map_err(word_fail)?;
        write_pattern(code, out_pattern)?;
        *o = code;
        Ok(())
    })
}

/// A feedback code as five letters `b`/`y`/`g` plus NUL into `out_pattern` (6 bytes).
/// Codes above 242 are `BITS_STATUS_INVALID_ARGUMENT`.
///
/// # Safety
/// `out_pattern` must be `NULL` or writable for 6 bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_wordle_pattern(
    code: u8,
    out_pattern: *mut c_char,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        if out_pattern.is_null() {
            return Err(Fail::new(BitsStatus::NullPointer, "out_pattern is NULL"));
        }
        write_pattern(code, out_pattern)
    })
}

/// Reads feedback as five of `b`/`y`/`g` (either case; `x`, `-`, `.` also mean gray) or a
/// decimal code 0–242.
///
/// # Safety
/// Pointers must be `NULL` or valid; `pattern` NUL-terminated.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_wordle_parse_pattern(
    pattern: *const c_char,
    out_code: *mut u8,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_code, "out_code")?;
        *o = wordle::parse_pattern(arg(pattern, "pattern")?).map_err(word_fail)?;
        Ok(())
    })
}

/// Whether `word` is in the embedded list of 12,947 guessable words (either case).
/// Anything else, including strings that are not five letters, is simply `false`.
///
/// # Safety
/// Pointers must be `NULL` or valid; `word` NUL-terminated.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_wordle_is_word(
    word: *const c_char,
    out_is_word: *mut bool,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_is_word, "out_is_word")?;
        *o = match arg(word, "word") {
            Ok(w) => wordle::lookup(w).is_ok(),
            // Bytes that are not UTF-8 are not a word either.
            Err(f) if f.status == BitsStatus::InvalidUtf8 => false,
            Err(f) => return Err(f),
        };
        Ok(())
    })
}

/// Loads a lookup tree from the bytes of a PLUT file (`lookup_<start>.bin`), checking all
/// of it once: a truncated, cyclic (a child that does not point forward) or otherwise
/// corrupt file is `BITS_STATUS_BAD_TREE` with the offset in the message. The bytes are
/// copied: the caller may release them as soon as this returns. On failure `*out_tree`
/// is left as it was, so a reload that fails keeps the tree the caller already has.
///
/// # Safety
/// Pointers must be `NULL` or valid; `bytes` readable for `len` bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_wordle_tree_load(
    bytes: *const u8,
    len: usize,
    out_tree: *mut *mut BitsWordleTree,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_tree, "out_tree")?;
        // SAFETY: the caller promises `bytes` is readable for `len` bytes.
        let b = unsafe { crate::arrays::read(bytes, len, "bytes") }?;
        *o = Box::into_raw(Box::new(BitsWordleTree::load(b)?));
        Ok(())
    })
}

/// Releases a tree. `NULL` is accepted and ignored.
///
/// # Safety
/// `tree` must be `NULL` or a handle from this library, freed once.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_wordle_tree_free(tree: *mut BitsWordleTree) {
    if !tree.is_null() {
        crate::error::guard_value((), || {
            // SAFETY: the handle came from Box::into_raw and is freed once.
            drop(unsafe { Box::from_raw(tree) });
        });
    }
}

/// The tree's start word, depth cap, node count and size.
///
/// # Safety
/// Pointers must be `NULL` or valid.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_wordle_tree_info(
    tree: *const BitsWordleTree,
    out_info: *mut BitsWordleTreeInfo,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let o = out(out_info, "out_info")?;
        let p = input(tree, "tree")?.plut();
        let mut start = [0; BITS_WORDLE_WORD_BYTES];
        write_word(p.start(), &mut start)?;
        *o = BitsWordleTreeInfo {
            start,
            depth: p.depth(),
            nodes: u32::try_from(p.node_count()).unwrap_or(u32::MAX),
            bytes: p.bytes().len(),
        };
        Ok(())
    })
}

/// The tree's next guess after `history_len` steps played (`history` may be `NULL` when
/// the length is 0: then it is the start word). Each step's guess must be the one the tree
/// played there and its feedback what the game answered. Writes the guess (6 bytes) into
/// `out_guess` and `false` into `*out_solved`; once the last step is all green, writes an
/// empty string and `true`.
///
/// A history the tree did not play, feedback it has no branch for (no word gives it),
/// steps after a solved one, or more than `BITS_WORDLE_MAX_STEPS` steps (refused before
/// `history` is read: "walk longer than 16 guesses") are `BITS_STATUS_INVALID_ARGUMENT`.
///
/// # Safety
/// Pointers must be `NULL` or valid; `history` readable for `history_len` steps;
/// `out_guess` writable for 6 bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_wordle_next_guess(
    tree: *const BitsWordleTree,
    history: *const BitsWordleStep,
    history_len: usize,
    out_guess: *mut c_char,
    out_solved: *mut bool,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let solved = out(out_solved, "out_solved")?;
        if out_guess.is_null() {
            return Err(Fail::new(BitsStatus::NullPointer, "out_guess is NULL"));
        }
        // SAFETY: the caller promises `out_guess` is writable for 6 bytes.
        let g = unsafe { &mut *out_guess.cast::<[c_char; BITS_WORDLE_WORD_BYTES]>() };
        let p = input(tree, "tree")?.plut();
        // Refused before the caller's array is read (a length past the array is the likelier
        // mistake than a history of 17 steps), in the core's words, as every binding.
        wordle::check_history_len(history_len).map_err(|e| Fail::arg(e.to_string()))?;
        // SAFETY: the caller promises `history` is readable for `history_len` steps (at
        // most BITS_WORDLE_MAX_STEPS).
        let steps = unsafe { crate::arrays::read(history, history_len, "history") }?;
        let steps: Vec<Step> = steps
            .iter()
            .enumerate()
            .map(|(i, s)| step_in(s, i))
            .collect::<Res<_>>()?;
        match wordle::next_guess(&p, &steps).map_err(|e| Fail::arg(e.to_string()))? {
            Some(code) => {
                write_word(code, g)?;
                *solved = false;
            }
            None => {
                g[0] = 0;
                *solved = true;
            }
        }
        Ok(())
    })
}

/// Plays the tree against `answer` (a word of the list) and writes the walk — every guess
/// with its feedback, the last one all green — into `steps` (room for `cap`), its length
/// into `*out_len`. When `cap` is too small the call returns
/// `BITS_STATUS_BUFFER_TOO_SMALL`, writes no step and still sets `*out_len`, so
/// `cap = 0, steps = NULL` asks for the length; `BITS_WORDLE_MAX_STEPS` always suffices.
/// A tree that does not cover the answer is `BITS_STATUS_INVALID_DATA`.
///
/// # Safety
/// Pointers must be `NULL` or valid; `answer` NUL-terminated; `steps` writable for `cap`
/// elements.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_wordle_solve(
    tree: *const BitsWordleTree,
    answer: *const c_char,
    steps: *mut BitsWordleStep,
    cap: usize,
    out_len: *mut usize,
    err: *mut BitsError,
) -> BitsStatus {
    guard(err, || {
        let len = out(out_len, "out_len")?;
        *len = 0;
        let p = input(tree, "tree")?.plut();
        let a = arg(answer, "answer")?;
        let path = wordle::solve_word(&p, a).map_err(|e| match e {
            SolveError::Word(w) => word_fail(w),
            other => Fail::new(BitsStatus::InvalidData, other.to_string()),
        })?;
        let walk = path.steps();
        *len = walk.len();
        // As for every caller array: NULL is only a size query (capacity 0).
        // SAFETY: the caller promises `steps` is writable for `cap` elements.
        let dst = unsafe { crate::arrays::write_all(steps, cap, walk.len(), "steps") }?;
        for (d, s) in dst.iter_mut().zip(walk) {
            write_word(s.guess, &mut d.guess)?;
            d.feedback = s.feedback;
        }
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::copy_to_buffer;

    #[test]
    fn a_corrupt_tree_is_refused_and_released() {
        let Err(f) = BitsWordleTree::load(b"PLUT\x01\x00") else {
            panic!("a truncated header loaded");
        };
        assert_eq!(f.status, BitsStatus::BadTree);
        assert!(copy_to_buffer(&f.message, &mut [0; 256]));
    }
}
