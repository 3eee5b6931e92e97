//! C strings in and out.

use crate::error::{BitsStatus, Fail, Res, guard_value};
use std::ffi::{CStr, CString, c_char};

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

/// Hands `s` to C through `out`; the caller frees it with `bits_string_free`.
pub(crate) fn give(out: &mut *mut c_char, s: String) -> Res {
    let c = CString::new(s)
        .map_err(|_| Fail::new(BitsStatus::Panic, "internal error in bits: NUL in output"))?;
    *out = c.into_raw();
    Ok(())
}

/// Releases a string this library handed out. `NULL` is accepted and ignored.
///
/// # Safety
/// `s` must be `NULL` or a string returned by this library and not yet freed.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_string_free(s: *mut c_char) {
    if s.is_null() {
        return;
    }
    guard_value((), || {
        // SAFETY: `s` came from `CString::into_raw` in `give` and is freed once.
        drop(unsafe { CString::from_raw(s) });
    });
}
