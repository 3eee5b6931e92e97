//! C strings in and out.

use crate::error::{BitsStatus, Fail, Res, guard_value};
use std::ffi::{CStr, c_char};

/// Reads a NUL-terminated UTF-8 argument.
pub(crate) fn arg<'a>(p: *const c_char, what: &str) -> Res<&'a str> {
    if p.is_null() {
        return Err(Fail::new(
            BitsStatus::NullPointer,
            format!("{what} is NULL"),
        ));
    }
    // SAFETY: the caller promises a non-null string argument is NUL-terminated.
    let bytes = unsafe { CStr::from_ptr(p) }.to_bytes();
    std::str::from_utf8(bytes).map_err(|e| {
        Fail::new(
            BitsStatus::InvalidUtf8,
            format!(
                "{what} is not UTF-8 (invalid byte at offset {})",
                e.valid_up_to()
            ),
        )
    })
}

/// Bytes before each string handed out, holding the length of its whole allocation.
///
/// `CString::from_raw` finds the end of the string by its first NUL, so a caller that
/// tokenised the text in place (`strtok`, or writing a NUL to cut it) would free it with a
/// size that is not the one it was allocated with. The length is kept where the caller
/// never writes, and the free does not read the text at all.
const HEAD: usize = size_of::<usize>();

/// Hands `s` to C through `out`; the caller frees it with `bits_string_free`.
pub(crate) fn give(out: &mut *mut c_char, s: String) -> Res {
    if s.as_bytes().contains(&0) {
        return Err(Fail::new(
            BitsStatus::Panic,
            "internal error in bits: NUL in output",
        ));
    }
    let total = HEAD + s.len() + 1;
    let mut bytes = Vec::with_capacity(total);
    bytes.extend_from_slice(&total.to_ne_bytes());
    bytes.extend_from_slice(s.as_bytes());
    bytes.push(0);
    let whole = Box::into_raw(bytes.into_boxed_slice()).cast::<u8>();
    // SAFETY: `whole` points at `total` bytes and `HEAD < total`.
    *out = unsafe { whole.add(HEAD) }.cast::<c_char>();
    Ok(())
}

/// Releases a string this library handed out. `NULL` is accepted and ignored.
///
/// The text may have been changed in place before (a NUL written into it, as `strtok`
/// does): only the pointer is read.
///
/// # Safety
/// `s` must be `NULL` or a string returned by this library and not yet freed.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_string_free(s: *mut c_char) {
    if s.is_null() {
        return;
    }
    guard_value((), || {
        // SAFETY: `s` came from `give`, `HEAD` bytes into an allocation whose first `HEAD`
        // bytes hold its length, and is freed once.
        unsafe {
            let whole = s.cast::<u8>().sub(HEAD);
            let total = whole.cast::<usize>().read_unaligned();
            drop(Box::from_raw(std::ptr::slice_from_raw_parts_mut(
                whole, total,
            )));
        }
    });
}
