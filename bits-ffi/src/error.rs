//! Statuses, the caller-owned error record and the panic boundary.

use std::any::Any;
use std::ffi::c_char;
use std::panic::{AssertUnwindSafe, catch_unwind};

/// Bytes in `BitsError.message` and `BitsVerdict.message`, NUL included.
pub const BITS_MESSAGE_CAPACITY: usize = 256;

/// The outcome of a call. `BITS_STATUS_OK` is 0; every failure has its own value so that
/// a caller can branch without reading the message.
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BitsStatus {
    /// Success.
    Ok = 0,
    /// A required pointer argument was `NULL`.
    NullPointer = 1,
    /// A string argument is not valid UTF-8.
    InvalidUtf8 = 2,
    /// An array has the wrong number of elements (e.g. cells for another grid size).
    WrongLength = 3,
    /// A caller buffer is too small for the result. A string is written truncated (still
    /// NUL-terminated, cut at a character boundary); an array is not written at all. Calls
    /// with a length out-parameter store what is needed: an array's element count, a
    /// string's length in bytes without its NUL (allocate one more).
    BufferTooSmall = 4,
    /// A JSON argument is not JSON or not of the expected shape.
    BadJson = 5,
    /// A puzzle id or date is not valid (`YYYY-MM-DD` or `practice-<seed>`).
    InvalidId = 6,
    /// Any other argument is out of range or refused by a validator.
    InvalidArgument = 7,
    /// JSON of the expected shape whose content is inconsistent: a stored descriptor or
    /// saved game, a puzzle given to the solver or the deduction calls (a clue outside the
    /// grid, an unsupported size), a Sets table, a public view whose puzzle has no unique
    /// solution; or a Wordle tree that loads but does not cover the answer asked for.
    InvalidData = 8,
    /// The library hit an internal defect; the call had no effect.
    Panic = 9,
    /// The game refuses the move: a given or locked cell, a line that cannot be locked,
    /// a hint asked for when there is none to give.
    NotAllowed = 10,
    /// A Wordle lookup tree (PLUT bytes) is truncated, cyclic or otherwise corrupt.
    BadTree = 11,
    /// A solver's search met its node budget before it could answer: the puzzle is
    /// neither judged nor guessed at; a larger budget may settle it.
    SearchBudget = 12,
}

/// Every status, to map a caller's integer onto one.
const ALL_STATUSES: [BitsStatus; 13] = [
    BitsStatus::Ok,
    BitsStatus::NullPointer,
    BitsStatus::InvalidUtf8,
    BitsStatus::WrongLength,
    BitsStatus::BufferTooSmall,
    BitsStatus::BadJson,
    BitsStatus::InvalidId,
    BitsStatus::InvalidArgument,
    BitsStatus::InvalidData,
    BitsStatus::Panic,
    BitsStatus::NotAllowed,
    BitsStatus::BadTree,
    BitsStatus::SearchBudget,
];

/// A status with its explanation, filled in by the call that failed.
///
/// Caller-owned plain data: declare one on the stack, pass its address, nothing to free.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct BitsError {
    /// The status the call returned.
    pub status: BitsStatus,
    /// NUL-terminated UTF-8 sentence (empty on success), truncated at a character boundary.
    pub message: [c_char; BITS_MESSAGE_CAPACITY],
}

/// A failure on its way to C.
#[derive(Debug)]
pub(crate) struct Fail {
    pub status: BitsStatus,
    pub message: String,
}

impl Fail {
    pub fn new(status: BitsStatus, message: impl Into<String>) -> Fail {
        Fail {
            status,
            message: message.into(),
        }
    }
    pub fn arg(message: impl Into<String>) -> Fail {
        Fail::new(BitsStatus::InvalidArgument, message)
    }
}

pub(crate) type Res<T = ()> = Result<T, Fail>;

/// A timestamp argument in whole milliseconds within JavaScript's date range: one status
/// (`BITS_STATUS_INVALID_ARGUMENT`) and one sentence, naming the argument, wherever a
/// timestamp is taken.
pub(crate) fn ms_arg(ms: i64, name: &str) -> Res<i64> {
    bits::daily::check_ms(ms).map_err(|e| Fail::arg(format!("{name}: {e}")))
}

/// Copies `s` into `buf` as a NUL-terminated string, cut at a UTF-8 boundary. Returns
/// whether all of it fit, its NUL included: an empty buffer holds not even an empty
/// string's, so a size query (`cap` 0) is `BUFFER_TOO_SMALL` whatever the text.
pub(crate) fn copy_to_buffer(s: &str, buf: &mut [c_char]) -> bool {
    if buf.is_empty() {
        return false;
    }
    let n = fitting(s, buf.len());
    for (d, &b) in buf.iter_mut().zip(&s.as_bytes()[..n]) {
        *d = b as c_char;
    }
    buf[n] = 0;
    n == s.len()
}

/// How many bytes of `s` a buffer of `cap > 0` bytes holds with its NUL: cut back to a
/// UTF-8 boundary.
fn fitting(s: &str, cap: usize) -> usize {
    let mut n = s.len().min(cap - 1);
    while !s.is_char_boundary(n) {
        n -= 1;
    }
    n
}

fn panic_message(p: &(dyn Any + Send)) -> String {
    let what = p
        .downcast_ref::<&str>()
        .copied()
        .or_else(|| p.downcast_ref::<String>().map(String::as_str))
        .unwrap_or("unknown panic");
    format!("internal error in bits: {what}")
}

/// A plain-data output struct for which every byte zero is a valid value: numbers, `false`,
/// enums at their 0 variant, empty NUL-terminated text.
///
/// # Safety
/// Implement only for `repr(C)` types made of such fields.
pub(crate) unsafe trait Zeroable: Copy {}

/// Sets every byte of `o` to zero, padding and unused slots included, before it is filled:
/// the same input then leaves the same bytes, for a caller who compares or hashes them.
pub(crate) fn clear<T: Zeroable>(o: &mut T) {
    // SAFETY: `T: Zeroable` promises that all-zero bytes are a valid `T`, and `o` is a
    // valid, exclusive place for one.
    unsafe { core::ptr::write_bytes(o as *mut T, 0, 1) }
}

/// Runs `f` behind the panic boundary and reports its outcome into `err` (may be null).
/// An `err` not aligned for a `BitsError` cannot be written: the call is refused by its
/// status alone, before it does anything.
pub(crate) fn guard(err: *mut BitsError, f: impl FnOnce() -> Res) -> BitsStatus {
    if !err.is_aligned() {
        return BitsStatus::InvalidArgument;
    }
    let outcome = catch_unwind(AssertUnwindSafe(f))
        .unwrap_or_else(|p| Err(Fail::new(BitsStatus::Panic, panic_message(&*p))));
    let (status, message) = match &outcome {
        Ok(()) => (BitsStatus::Ok, ""),
        Err(fail) => (fail.status, fail.message.as_str()),
    };
    if !err.is_null() {
        // Written through raw pointers, never through a `&mut BitsError`: a caller's
        // `BitsError err;` is uninitialised, and its status bytes need not be a
        // `BitsStatus` until this writes one. The message's bytes past its NUL are left
        // as they were.
        let n = fitting(message, BITS_MESSAGE_CAPACITY);
        // SAFETY: the caller promises a non-null `err` points to a writable BitsError,
        // whose message holds BITS_MESSAGE_CAPACITY > n bytes.
        unsafe {
            (&raw mut (*err).status).write(status);
            let buf = (&raw mut (*err).message).cast::<c_char>();
            core::ptr::copy_nonoverlapping(message.as_ptr().cast::<c_char>(), buf, n);
            buf.add(n).write(0);
        }
    }
    status
}

/// Runs a function with no error channel (accessors) behind the panic boundary.
pub(crate) fn guard_value<T>(fallback: T, f: impl FnOnce() -> T) -> T {
    catch_unwind(AssertUnwindSafe(f)).unwrap_or(fallback)
}

/// Refuses a pointer not aligned for `T`: a reference or slice made from it would be
/// undefined behaviour, and a debug build aborts on it.
pub(crate) fn aligned<T>(p: *const T, what: &str) -> Res {
    if p.is_aligned() {
        return Ok(());
    }
    Err(Fail::arg(format!(
        "{what} is not aligned for its type (its address must be a multiple of {})",
        align_of::<T>()
    )))
}

/// Refuses a pointer no `T` can be at: NULL, or not aligned for `T`.
fn pointer<T>(p: *const T, what: &str) -> Res {
    if p.is_null() {
        return Err(Fail::new(
            BitsStatus::NullPointer,
            format!("{what} is NULL"),
        ));
    }
    aligned(p, what)
}

/// Turns a possibly-null out-pointer into a reference.
pub(crate) fn out<'a, T>(p: *mut T, what: &str) -> Res<&'a mut T> {
    pointer(p, what)?;
    // SAFETY: not NULL, aligned, and the caller promises it is valid for writes of T.
    Ok(unsafe { &mut *p })
}

/// An optional out-pointer: `None` for NULL, refused when not aligned.
pub(crate) fn out_or_null<'a, T>(p: *mut T, what: &str) -> Res<Option<&'a mut T>> {
    if p.is_null() {
        Ok(None)
    } else {
        out(p, what).map(Some)
    }
}

/// An optional in-pointer: `None` for NULL, refused when not aligned.
pub(crate) fn input_or_null<'a, T>(p: *const T, what: &str) -> Res<Option<&'a T>> {
    if p.is_null() {
        Ok(None)
    } else {
        input(p, what).map(Some)
    }
}

/// Turns a possibly-null in-pointer into a reference.
pub(crate) fn input<'a, T>(p: *const T, what: &str) -> Res<&'a T> {
    pointer(p, what)?;
    // SAFETY: not NULL, aligned, and the caller promises it points to a valid T.
    Ok(unsafe { &*p })
}

/// The library version (`"0.1.0"`), to compare with `BITS_VERSION` from the header the
/// caller was compiled against. Static; never to be freed.
#[unsafe(no_mangle)]
pub extern "C" fn bits_version() -> *const c_char {
    concat!(env!("CARGO_PKG_VERSION"), "\0").as_ptr().cast()
}

/// The name of a status as a static NUL-terminated string (`"BITS_STATUS_OK"`, …;
/// `"BITS_STATUS_UNKNOWN"` for a value that is no status). Never `NULL`; never to be freed.
#[unsafe(no_mangle)]
pub extern "C" fn bits_status_name(status: u32) -> *const c_char {
    // An integer, not the enum: a C caller may pass any value, and one outside the enum
    // must not be taken for a Rust `BitsStatus` (undefined behaviour).
    let Some(status) = ALL_STATUSES.into_iter().find(|s| *s as u32 == status) else {
        return c"BITS_STATUS_UNKNOWN".as_ptr();
    };
    let s: &'static [u8] = match status {
        BitsStatus::Ok => b"BITS_STATUS_OK\0",
        BitsStatus::NullPointer => b"BITS_STATUS_NULL_POINTER\0",
        BitsStatus::InvalidUtf8 => b"BITS_STATUS_INVALID_UTF8\0",
        BitsStatus::WrongLength => b"BITS_STATUS_WRONG_LENGTH\0",
        BitsStatus::BufferTooSmall => b"BITS_STATUS_BUFFER_TOO_SMALL\0",
        BitsStatus::BadJson => b"BITS_STATUS_BAD_JSON\0",
        BitsStatus::InvalidId => b"BITS_STATUS_INVALID_ID\0",
        BitsStatus::InvalidArgument => b"BITS_STATUS_INVALID_ARGUMENT\0",
        BitsStatus::InvalidData => b"BITS_STATUS_INVALID_DATA\0",
        BitsStatus::Panic => b"BITS_STATUS_PANIC\0",
        BitsStatus::NotAllowed => b"BITS_STATUS_NOT_ALLOWED\0",
        BitsStatus::BadTree => b"BITS_STATUS_BAD_TREE\0",
        BitsStatus::SearchBudget => b"BITS_STATUS_SEARCH_BUDGET\0",
    };
    s.as_ptr().cast()
}

/// Copies the message of `error` into `buf` (capacity `cap` bytes, NUL included) and
/// stores the message length without the NUL in `*len` (when `len` is not `NULL`).
///
/// Returns `BITS_STATUS_BUFFER_TOO_SMALL` when it did not fit (a truncated, still
/// NUL-terminated message is written when `cap > 0`).
///
/// # Safety
/// `error` must point to a `BitsError` filled by this library; `buf` must be writable for
/// `cap` bytes (it may be `NULL` only when `cap` is 0).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn bits_error_message(
    error: *const BitsError,
    buf: *mut c_char,
    cap: usize,
    len: *mut usize,
) -> BitsStatus {
    guard(std::ptr::null_mut(), || {
        pointer(error, "error")?;
        // Only the message is read, through a reference to that field alone: a
        // `&BitsError` would claim its status a valid `BitsStatus`, which a struct the
        // caller never handed to a call (or cleared with memset to another byte) does not
        // hold.
        // SAFETY: not NULL, aligned, and the caller promises it points to a BitsError.
        let message = unsafe { &(*error).message };
        let raw: Vec<u8> = message
            .iter()
            .take_while(|&&c| c != 0)
            .map(|&c| c as u8)
            .collect();
        let msg = String::from_utf8_lossy(&raw);
        if let Some(l) = out_or_null(len, "len")? {
            *l = msg.len();
        }
        // SAFETY: the caller promises `buf` is writable for `cap` bytes.
        unsafe { crate::arrays::write_text(&msg, buf, cap) }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panic_becomes_a_status_with_its_message() {
        let mut e = BitsError {
            status: BitsStatus::Ok,
            message: [0; BITS_MESSAGE_CAPACITY],
        };
        let prev = std::panic::take_hook();
        std::panic::set_hook(Box::new(|_| {}));
        let s = guard(&mut e, || panic!("boom"));
        std::panic::set_hook(prev);
        assert_eq!(s, BitsStatus::Panic);
        assert_eq!(e.status, BitsStatus::Panic);
        let msg: Vec<u8> = e
            .message
            .iter()
            .take_while(|&&c| c != 0)
            .map(|&c| c as u8)
            .collect();
        assert_eq!(msg, b"internal error in bits: boom");
    }

    #[test]
    fn truncation_keeps_whole_characters() {
        let mut buf = [1 as c_char; 4];
        assert!(!copy_to_buffer("a∪b", &mut buf));
        assert_eq!(buf[..2], [b'a' as c_char, 0]);
        assert!(copy_to_buffer("ab", &mut buf));
        // No room for the NUL: not even the empty string fits.
        assert!(!copy_to_buffer("", &mut []));
        assert!(copy_to_buffer("", &mut buf));
        assert_eq!(buf[0], 0);
    }
}
