//! The caller's arrays, in and out.
//!
//! A C array arrives as a pointer and a count, and a slice made from them must be one a
//! real array could be: not NULL, aligned for its type, no longer than `isize::MAX` bytes.
//! Anything else is undefined behaviour in Rust (a debug build aborts on it), so every
//! array goes through here and a pointer or count that cannot be an array is a status,
//! never read. One rule for every call: `NULL` with a count of 0 is an empty array, in
//! and out alike; `NULL` with a larger count is `BITS_STATUS_NULL_POINTER` (a call that
//! refuses a count by itself, a grid's cells say, judges it before this).

use crate::error::{BitsStatus, Fail, Res, copy_to_buffer};
use std::ffi::c_char;

fn check<T>(p: *const T, what: &str, count: &str, n: usize) -> Res {
    if p.is_null() {
        return Err(Fail::new(
            BitsStatus::NullPointer,
            format!("{what} is NULL with a {count} of {n}"),
        ));
    }
    crate::error::aligned(p, what)
}

/// The caller's `len` elements at `p`.
///
/// # Safety
/// A non-null, aligned `p` must be readable for `len` elements, as the header promises.
pub(crate) unsafe fn read<'a, T>(p: *const T, len: usize, what: &str) -> Res<&'a [T]> {
    if len == 0 {
        return Ok(&[]);
    }
    check(p, what, "length", len)?;
    if len > isize::MAX as usize / size_of::<T>().max(1) {
        return Err(Fail::arg(format!(
            "{what} has a length of {len}; no array is that long"
        )));
    }
    // SAFETY: not NULL, aligned, at most isize::MAX bytes, and readable by the caller's
    // promise.
    Ok(unsafe { std::slice::from_raw_parts(p, len) })
}

/// The first `need` of the caller's `cap` elements at `p` (fewer when `cap` is smaller):
/// only what will be written is taken, so an overstated capacity is never a slice.
///
/// # Safety
/// A non-null, aligned `p` must be writable for `cap` elements, as the header promises.
pub(crate) unsafe fn write<'a, T>(
    p: *mut T,
    cap: usize,
    need: usize,
    what: &str,
) -> Res<&'a mut [T]> {
    if cap == 0 {
        return Ok(&mut []);
    }
    check(p, what, "capacity", cap)?;
    // `need` counts what the library holds, so it is within isize::MAX bytes.
    // SAFETY: not NULL, aligned, within what the caller promised is writable.
    Ok(unsafe { std::slice::from_raw_parts_mut(p, cap.min(need)) })
}

/// The caller's `cap` elements at `p` for all `need` to be written; fewer is
/// `BITS_STATUS_BUFFER_TOO_SMALL` with nothing written (so `cap = 0` asks for the size).
///
/// # Safety
/// As [`write`].
pub(crate) unsafe fn write_all<'a, T>(
    p: *mut T,
    cap: usize,
    need: usize,
    what: &str,
) -> Res<&'a mut [T]> {
    // SAFETY: as promised to this function.
    let dst = unsafe { write(p, cap, need, what) }?;
    if dst.len() < need {
        return Err(Fail::new(
            BitsStatus::BufferTooSmall,
            format!("{what} holds {cap}; {need} needed"),
        ));
    }
    Ok(dst)
}

/// `text` and its NUL into the caller's `cap` bytes at `buf`; text that does not fit is
/// written truncated, still NUL-terminated, and is `BITS_STATUS_BUFFER_TOO_SMALL`.
///
/// # Safety
/// As [`write`].
pub(crate) unsafe fn write_text(text: &str, buf: *mut c_char, cap: usize) -> Res {
    let need = text.len() + 1;
    // SAFETY: as promised to this function.
    let dst = unsafe { write(buf, cap, need, "buf") }?;
    if copy_to_buffer(text, dst) {
        return Ok(());
    }
    Err(Fail::new(
        BitsStatus::BufferTooSmall,
        format!("buf holds {cap} bytes; {need} needed"),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_real_arrays_become_slices() {
        let words = [1u32, 2, 3];
        // SAFETY: each pointer below is either refused before use or points into `words`.
        unsafe {
            assert_eq!(read(words.as_ptr(), 3, "a").unwrap(), &words);
            assert!(read(std::ptr::null::<u32>(), 0, "a").unwrap().is_empty());
            let status = |r: Res<&[u32]>| r.err().map(|f| f.status);
            assert_eq!(
                status(read(std::ptr::null(), 1, "a")),
                Some(BitsStatus::NullPointer)
            );
            let odd = words.as_ptr().cast::<u8>().wrapping_add(1).cast::<u32>();
            assert_eq!(status(read(odd, 1, "a")), Some(BitsStatus::InvalidArgument));
            assert_eq!(
                status(read(words.as_ptr(), usize::MAX, "a")),
                Some(BitsStatus::InvalidArgument)
            );
            let mut out = [0u8; 4];
            assert_eq!(
                write(out.as_mut_ptr(), usize::MAX, 2, "b").unwrap().len(),
                2
            );
            assert_eq!(write(out.as_mut_ptr(), 1, 2, "b").unwrap().len(), 1);
            assert!(
                write(std::ptr::null_mut::<u8>(), 0, 2, "b")
                    .unwrap()
                    .is_empty()
            );
            assert!(write(std::ptr::null_mut::<u8>(), 3, 2, "b").is_err());
        }
    }
}
